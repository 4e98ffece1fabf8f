import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { useAchievements } from '../../data/repositories/collectionRepository.ts'
import { matchesRecordFilter, RECORD_FILTERS, type RecordFilter } from '../../domain/collection/filters.ts'
import { type Locale, localized } from '../../domain/locales.ts'
import { Screen } from '../../ui/Screen.tsx'
import { BackToMyPage } from '../../shell/navigation/BackToMyPage.tsx'
import { StoredDataStatus } from '../../shell/offline/StoredDataStatus.tsx'
import styles from './Collection.module.css'
import { FilterBar } from './FilterBar.tsx'
import { RECORD_FILTER_LABELS } from './labels.ts'
import { PopupFrame } from './PopupFrame.tsx'
import { dayOf, periodText } from './periodText.ts'
import { useMasterById } from './useMaster.ts'

/** /achievement/list and /achievement/list/popup: every achievement, with its date when achieved and the title it grants. */
export function AchievementListScreen({ popup = false }: { popup?: boolean }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  const achievements = useAchievements()
  const master = useMasterById('achievements')
  const titles = useMasterById('titles')
  const [filter, setFilter] = useState<RecordFilter>('none')
  const achieved = useMemo(() => new Map((achievements.value?.rows ?? []).map((row) => [row.id, row])), [achievements.value])
  const rows = (master.view.value ?? [])
    .map((achievement) => ({ achievement, mine: achieved.get(achievement.id) }))
    .filter(({ achievement, mine }) => matchesRecordFilter({ limited: achievement.limited, achieved: mine !== undefined }, filter))
    .sort((a, b) => Number(b.mine !== undefined) - Number(a.mine !== undefined) || a.achievement.id - b.achievement.id)

  const body = (
    <>
      <StoredDataStatus view={achievements} loading={<Trans>読み込んでいます…</Trans>} />
      <p className={styles.count}>
        <Trans>
          達成した実績 {achieved.size} / {master.view.value?.length ?? 0}
        </Trans>
      </p>
      <FilterBar label={t`表示する実績`} filters={RECORD_FILTERS} labels={RECORD_FILTER_LABELS} value={filter} onChange={setFilter} />
      <ul className={styles.list} data-testid="achievement-list">
        {rows.map(({ achievement, mine }) => {
          const title = achievement.title_id === null ? undefined : titles.byId.get(achievement.title_id)
          return (
            <li key={achievement.id} className={mine ? styles.row : `${styles.row} ${styles.faded}`} data-achievement-id={achievement.id}>
              <span aria-hidden="true">{mine ? '🏆' : '・'}</span>
              <div className={styles.rowMain}>
                <p className={styles.rowTitle}>
                  {localized(achievement.name, locale)}{' '}
                  {achievement.limited ? (
                    <span className={styles.badge}>
                      <Trans>期間限定</Trans>
                    </span>
                  ) : null}
                </p>
                <p className={styles.rowMeta}>{localized(achievement.description, locale)}</p>
                <p className={styles.rowMeta}>
                  {mine ? <Trans>{dayOf(i18n, mine.achieved_at)} に達成</Trans> : <Trans>未達成</Trans>}
                  {achievement.limited ? <> · {periodText(i18n, achievement.starts_at, achievement.ends_at)}</> : null}
                </p>
                {title ? (
                  <p className={styles.rowMeta}>
                    <Trans>達成すると称号「{localized(title.name, locale)}」を獲得</Trans>
                  </p>
                ) : null}
              </div>
            </li>
          )
        })}
      </ul>
    </>
  )
  if (popup) {
    return (
      <PopupFrame title={t`実績一覧`} section="achievement">
        {body}
      </PopupFrame>
    )
  }
  return (
    <Screen title={t`実績`}>
      {body}
      <BackToMyPage hash="achievement" />
    </Screen>
  )
}
