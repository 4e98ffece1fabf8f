import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState } from 'react'
import { switchTitle, usePlayer } from '../../data/repositories/playerRepository.ts'
import { markTitleRead, useTitles } from '../../data/repositories/titleRepository.ts'
import { matchesRecordFilter, RECORD_FILTERS, type RecordFilter } from '../../domain/collection/filters.ts'
import { MANUAL_TITLE_ID } from '../../domain/contract/master.ts'
import { type Locale, localized } from '../../domain/locales.ts'
import { errorMessage } from '../../ui/errorMessages.ts'
import { Screen } from '../../ui/Screen.tsx'
import { BackToMyPage } from '../../shell/navigation/BackToMyPage.tsx'
import { StoredDataStatus } from '../../shell/offline/StoredDataStatus.tsx'
import styles from './Collection.module.css'
import { FilterBar } from './FilterBar.tsx'
import { RECORD_FILTER_LABELS } from './labels.ts'
import { PopupFrame } from './PopupFrame.tsx'
import { dayOf, periodText } from './periodText.ts'
import { useMasterById } from './useMaster.ts'

const PROPERTY = ['property'] as const

/**
 * /title/list and /title/list/popup: every title, achieved or not, with the filters of spec
 * section 4. New titles are marked and, once seen, marked read (through the outbox when offline).
 * An achieved title can be chosen as the one shown with the name; title 20 only once granted.
 */
export function TitleListScreen({ popup = false }: { popup?: boolean }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  const titles = useTitles()
  const master = useMasterById('titles')
  const player = usePlayer(PROPERTY)
  const [filter, setFilter] = useState<RecordFilter>('none')
  const [switching, setSwitching] = useState<number | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const shownTitle = player.value?.property?.title_id ?? null
  const achieved = useMemo(() => new Map((titles.value ?? []).map((title) => [title.id, title])), [titles.value])

  // The titles new when the screen opened keep their mark while it stays open: noted at the first
  // render that has the titles, before the effect below marks them read.
  const [newOnOpen, setNewOnOpen] = useState<ReadonlySet<number> | null>(null)
  if (newOnOpen === null && titles.value) setNewOnOpen(new Set(titles.value.filter((title) => !title.is_read).map((title) => title.id)))
  useEffect(() => {
    for (const title of titles.value ?? []) {
      if (!title.is_read) markTitleRead(title.id).catch((error: unknown) => console.warn('could not mark the title read', error))
    }
  }, [titles.value])

  const choose = async (titleId: number | null) => {
    setSwitching(titleId ?? 0)
    setProblem(null)
    try {
      await switchTitle(titleId)
    } catch (error) {
      setProblem(errorMessage(i18n, error))
    } finally {
      setSwitching(null)
    }
  }

  const rows = (master.view.value ?? [])
    .map((title) => ({ title, mine: achieved.get(title.id) }))
    .filter(({ title, mine }) => !(title.manual && !mine))
    .filter(({ title, mine }) => matchesRecordFilter({ limited: title.limited, achieved: mine !== undefined }, filter))
    .sort((a, b) => Number(b.mine !== undefined) - Number(a.mine !== undefined) || a.title.id - b.title.id)
  const count = achieved.size

  const body = (
    <>
      <StoredDataStatus view={titles} loading={<Trans>読み込んでいます…</Trans>} />
      <p className={styles.count}>
        <Trans>
          獲得した称号 {count} / {master.view.value?.filter((title) => !title.manual || achieved.has(title.id)).length ?? 0}
        </Trans>
      </p>
      {problem ? <p role="alert">{problem}</p> : null}
      <FilterBar label={t`表示する称号`} filters={RECORD_FILTERS} labels={RECORD_FILTER_LABELS} value={filter} onChange={setFilter} />
      <ul className={styles.list} data-testid="title-list">
        {rows.map(({ title, mine }) => {
          const name = localized(title.name, locale)
          const isShown = shownTitle === title.id
          return (
            <li key={title.id} className={mine ? styles.row : `${styles.row} ${styles.faded}`} data-title-id={title.id}>
              <div className={styles.rowMain}>
                <p className={styles.rowTitle}>
                  {name} {newOnOpen?.has(title.id) ? <span className={`${styles.badge} ${styles.new}`}>NEW</span> : null}{' '}
                  {title.limited ? (
                    <span className={styles.badge}>
                      <Trans>期間限定</Trans>
                    </span>
                  ) : null}
                </p>
                <p className={styles.rowMeta}>{localized(title.description, locale)}</p>
                <p className={styles.rowMeta}>
                  {mine ? <Trans>{dayOf(i18n, mine.achieved_at)} に獲得</Trans> : <Trans>未獲得</Trans>}
                  {title.limited ? <> · {periodText(i18n, title.starts_at, title.ends_at)}</> : null}
                </p>
                {title.id === MANUAL_TITLE_ID ? (
                  <p className={styles.rowMeta}>
                    <Trans>スタッフから授与される特別な称号です。</Trans>
                  </p>
                ) : null}
              </div>
              {mine ? (
                isShown ? (
                  <span className={`${styles.badge} ${styles.owned}`}>
                    <Trans>表示中</Trans>
                  </span>
                ) : (
                  <button type="button" className={styles.smallButton} disabled={switching !== null} onClick={() => void choose(title.id)} aria-label={t`「${name}」を表示する`}>
                    <Trans>表示する</Trans>
                  </button>
                )
              ) : null}
            </li>
          )
        })}
      </ul>
      {shownTitle !== null ? (
        <p>
          <button type="button" className={styles.smallButton} disabled={switching !== null} onClick={() => void choose(null)}>
            <Trans>称号を表示しない</Trans>
          </button>
        </p>
      ) : null}
    </>
  )
  if (popup) {
    return (
      <PopupFrame title={t`称号一覧`} section="title">
        {body}
      </PopupFrame>
    )
  }
  return (
    <Screen title={t`称号`}>
      {body}
      <BackToMyPage hash="title" />
    </Screen>
  )
}
