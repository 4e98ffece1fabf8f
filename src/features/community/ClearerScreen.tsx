import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { type Conqueror, fetchConquerors, useConquerors } from '../../data/repositories/rankingRepository.ts'
import { CONQUEROR_FILTERS, type ConquerorFilter } from '../../domain/ranking/ranking.ts'
import { Screen } from '../../ui/Screen.tsx'
import { useSessionUser } from '../../data/auth/useSession.ts'
import { FilterBar } from '../collection/FilterBar.tsx'
import { StoredDataStatus } from '../../shell/offline/StoredDataStatus.tsx'
import styles from './Community.module.css'
import { MorePages, useMorePages } from '../../ui/MorePages.tsx'
import { useOnline } from '../../data/repositories/localFirst.ts'
import { PartyMembers } from './PartyMembers.tsx'
import { PartyName } from './PartyName.tsx'
import { ShareButton } from './ShareButton.tsx'

const FILTER_LABELS = { all: msg`すべて`, today: msg`今日`, week: msg`この7日間` } as const

/**
 * /news/clearer (public, level 4): the parties that cleared the dungeon's final quest, newest
 * first, with their members' avatars and when; the signed-in player's own clears are marked.
 */
export function ClearerScreen() {
  const { t, i18n } = useLingui()
  const [filter, setFilter] = useState<ConquerorFilter>('all')
  const signedIn = useSessionUser() !== null
  const view = useConquerors(filter, signedIn)
  const online = useOnline()
  const more = useMorePages<Conqueror>(filter)
  const rows = [...(view.value?.rows ?? []), ...more.extra]
  const total = view.value?.total ?? 0
  const loadMore = () => more.load(async () => (await fetchConquerors(filter, rows.length)).rows)

  const when = (iso: string) => i18n.date(new Date(iso), { month: 'numeric', day: 'numeric', weekday: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Tokyo' })

  return (
    <Screen title={t`クリアパーティー速報`} lead={<Trans>ダンジョンの最終クエストをクリアしたパーティーです。新しい順に並んでいます。</Trans>}>
      <FilterBar label={t`期間`} filters={CONQUEROR_FILTERS} labels={FILTER_LABELS} value={filter} onChange={setFilter} />
      <StoredDataStatus view={view} loading={<Trans>読み込んでいます…</Trans>} />
      {view.value && rows.length === 0 ? (
        <p className={styles.empty} data-testid="clearers-empty">
          <Trans>この期間にクリアしたパーティーはまだいません。最初のクリアを目指しましょう！</Trans>
        </p>
      ) : null}
      {rows.length > 0 ? (
        <ul className={styles.ranking} data-testid="clearers-list">
          {rows.map((row) => (
            <li key={`${row.played_at}-${row.party_name}`} className={row.mine ? styles.mine : undefined} data-testid="clearer-row">
              <span className={styles.crown} aria-hidden="true">
                ♛
              </span>
              <div className={styles.party}>
                <PartyName name={row.party_name} mine={row.mine} />
                <span className={styles.muted}>
                  <time dateTime={row.played_at}>{when(row.played_at)}</time> · {row.mode === 'rank_battle' ? <Trans>ランクバトル</Trans> : <Trans>スタンダード</Trans>}
                </span>
                <PartyMembers members={row.members} />
                {row.mine ? (
                  <ShareButton
                    shared={{ title: t`クリアパーティー速報`, text: t`「${row.party_name}」でトポロ・ダンジョンをクリアしました！#トポロダンジョン`, path: '/news/clearer' }}
                    label={t`クリアをシェア`}
                  />
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <MorePages online={online} shown={rows.length} total={total} loading={more.loading} error={more.error} onMore={loadMore} />
      <p>
        <Link to="/ranking">
          <Trans>今日のランキングへ</Trans>
        </Link>
      </p>
    </Screen>
  )
}
