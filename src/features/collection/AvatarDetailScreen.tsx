import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { useAvatars } from '../../data/repositories/collectionRepository.ts'
import { useMasterSet } from '../../data/repositories/masterRepository.ts'
import { useResults } from '../../data/repositories/resultRepository.ts'
import { avatarOwnership } from '../../domain/collection/ownership.ts'
import { bestRank, rankCategoryOf, rankGrade, rankOf } from '../../domain/collection/rank.ts'
import { avatarStats } from '../../domain/collection/stats.ts'
import { type Locale, localized } from '../../domain/locales.ts'
import { formatYen } from '../../ui/format/money.ts'
import { Screen } from '../../ui/Screen.tsx'
import { BackToMyPage } from '../../shell/navigation/BackToMyPage.tsx'
import { StoredDataStatus } from '../../shell/offline/StoredDataStatus.tsx'
import { Artwork } from './Artwork.tsx'
import styles from './Collection.module.css'
import { OWNERSHIP_HINTS } from './labels.ts'
import { OwnershipBadge } from './OwnershipBadge.tsx'
import { StatTable } from './StatTable.tsx'
import { settled, useMasterById } from './useMaster.ts'
import { useReturnWhenMissing } from './useReturnWhenMissing.ts'

/** /mypage/detail/avatar/{id}: an avatar the player can see, its stats at every level, skills and best rank. */
export function AvatarDetailScreen({ id }: { id: number }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  const avatars = useAvatars()
  const master = useMasterById('avatars')
  const params = useMasterSet('avatar_params')
  const results = useResults()
  const avatar = master.byId.get(id)
  const flags = avatars.value?.rows.find((row) => row.avatar_id === id)
  const ownership = flags ? avatarOwnership(flags) : 'hidden'
  const known = settled(master.view, avatars)
  useReturnWhenMissing(known && (!avatar || ownership === 'hidden'), 'avatar')

  const levels = useMemo(
    () =>
      (params.value ?? [])
        .filter((param) => param.avatar_id === id)
        .sort((a, b) => a.level - b.level)
        .map((param) => ({ key: String(param.level), label: `Lv.${param.level}`, stats: avatarStats(param) })),
    [params.value, id],
  )
  const best = bestRank((results.value?.rows ?? []).filter((result) => result.avatar_id === id).map((result) => rankOf(result.score, rankCategoryOf(result.mode))))
  const base = avatar?.transform_of ? master.byId.get(avatar.transform_of) : undefined
  const name = avatar ? localized(avatar.name, locale) : ''

  return (
    <Screen title={avatar ? name : t`アバター詳細`}>
      <StoredDataStatus view={avatars} loading={<Trans>読み込んでいます…</Trans>} />
      {avatar && ownership !== 'hidden' ? (
        <>
          <div className={styles.detailHead}>
            <Artwork kind="avatar" id={avatar.id} name={name} size={160} dim={ownership === 'locked'} />
            <div>
              <OwnershipBadge ownership={ownership} />
              <p className={styles.note}>{i18n._(OWNERSHIP_HINTS[ownership])}</p>
              {avatar.price > 0 ? (
                <p>
                  <Trans>価格：{formatYen(i18n, avatar.price)}</Trans>
                </p>
              ) : null}
              {avatar.unlockable ? (
                <p className={styles.note}>
                  <Trans>プレイで条件を満たすと解放されます。</Trans>
                </p>
              ) : null}
              {base ? (
                <p className={styles.note}>
                  <Trans>{localized(base.name, locale)}が覚醒した姿です。</Trans>
                </p>
              ) : null}
            </div>
          </div>
          <p>{localized(avatar.description, locale)}</p>

          <h2>
            <Trans>最高ランク</Trans>
          </h2>
          {best === undefined ? (
            <p className={styles.note}>
              <Trans>このアバターでのプレイ記録はまだありません。</Trans>
            </p>
          ) : (
            <div className={styles.detailHead} data-testid="best-rank">
              <Artwork kind="rank" id={best} name={t`ランク ${rankGrade(best) ?? ''}`} size={72} />
              <p>
                <Trans>このアバターで到達した最高ランクは {rankGrade(best) ?? ''} です。</Trans>
              </p>
            </div>
          )}

          <h2>
            <Trans>スキル</Trans>
          </h2>
          <ul className={styles.list}>
            {avatar.skills.map((skill) => (
              <li key={skill.name.ja} className={styles.row}>
                <div className={styles.rowMain}>
                  <p className={styles.rowTitle}>
                    {localized(skill.name, locale)} <span className={styles.badge}>{skill.kind === 'active' ? <Trans>アクティブ</Trans> : <Trans>パッシブ</Trans>}</span>
                  </p>
                  <p className={styles.rowMeta}>{localized(skill.description, locale)}</p>
                </div>
              </li>
            ))}
          </ul>

          <h2>
            <Trans>レベルごとの能力</Trans>
          </h2>
          {levels.length > 0 ? (
            <StatTable caption={<Trans>レベルが上がると能力も上がります。</Trans>} head={<Trans>レベル</Trans>} rows={levels} />
          ) : (
            <p className={styles.note}>
              <Trans>能力の情報を読み込めませんでした。</Trans>
            </p>
          )}
        </>
      ) : null}
      <BackToMyPage hash="avatar" />
    </Screen>
  )
}
