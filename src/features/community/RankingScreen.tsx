import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { fetchRanking, type Ranking, useRanking } from '../../data/repositories/rankingRepository.ts'
import { rankGrade } from '../../domain/collection/rank.ts'
import { DEFAULT_RANKING_CLASS, RANKING_CLASSES, type RankingClass } from '../../domain/ranking/ranking.ts'
import { addDays, tokyoDate } from '../../domain/schedule/tokyoTime.ts'
import { Screen } from '../../ui/Screen.tsx'
import { useHydrated } from '../../ui/useHydrated.ts'
import { useSessionUser } from '../../data/auth/useSession.ts'
import { Artwork } from '../collection/Artwork.tsx'
import { FilterBar } from '../collection/FilterBar.tsx'
import { StoredDataStatus } from '../../shell/offline/StoredDataStatus.tsx'
import styles from './Community.module.css'
import { MorePages, useMorePages } from '../../ui/MorePages.tsx'
import { useOnline } from '../../data/repositories/localFirst.ts'
import { PartyMembers } from './PartyMembers.tsx'
import { PartyName } from './PartyName.tsx'

const CLASS_LABELS = {
  'jny-3': msg`ジャーニー 3人`,
  'jny-2': msg`ジャーニー 2人`,
  'eq-3': msg`EQ 3人`,
  'eq-2': msg`EQ 2人`,
} as const

/** How many days back the day can be changed (the ranking of older days stays readable by address). */
const DAYS_BACK = 30

const isoOf = (yyyymmdd: string) => `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`
const compact = (iso: string) => iso.replaceAll('-', '')

/**
 * /ranking (public, level 4): one day's parties of one class, ranked by score: the party name, the
 * members' avatars, the score and its rank emblem; ties share a rank and say so; the signed-in
 * player's party is marked. The day (Tokyo; today by default) and the class are in the address.
 */
export function RankingScreen({ date, rankingClass }: { date: string | undefined; rankingClass: RankingClass | undefined }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const today = tokyoDate(new Date())
  const day = date && isoOf(date) <= today ? isoOf(date) : today
  const shownClass = rankingClass ?? DEFAULT_RANKING_CLASS
  const signedIn = useSessionUser() !== null
  const view = useRanking(compact(day), shownClass, signedIn)
  const online = useOnline()
  const more = useMorePages<Ranking['rows'][number]>(`${day}:${shownClass}`)

  const go = (next: { date?: string; rankingClass?: RankingClass }) => navigate({ to: '/ranking', search: { date: compact(next.date ?? day), class: next.rankingClass ?? shownClass }, replace: true })

  const ranking = view.value
  const rows = [...(ranking?.rows ?? []), ...more.extra]
  const total = ranking?.total ?? 0
  const loadMore = () => more.load(async () => (await fetchRanking({ date: compact(day), rankingClass: shownClass, offset: rows.length })).rows)

  const dayLabel = i18n.date(new Date(`${day}T12:00:00+09:00`), { month: 'long', day: 'numeric', weekday: 'short', timeZone: 'Asia/Tokyo' })
  const earliest = addDays(today, -DAYS_BACK)
  // The day is the clock's: the frame the build drew leaves it out (src/ui/useHydrated.ts).
  const hydrated = useHydrated()

  return (
    <Screen title={t`ランキング`} lead={<Trans>その日に遊んだパーティーの、スコアの順位です。</Trans>}>
      <nav className={styles.dayPicker} aria-label={t`表示する日`}>
        <button type="button" onClick={() => go({ date: addDays(day, -1) })} disabled={day <= earliest} data-testid="day-before">
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">
            <Trans>前の日</Trans>
          </span>
        </button>
        <label>
          <span className="visually-hidden">{t`日付`}</span>
          <input
            type="date"
            value={hydrated ? day : ''}
            min={hydrated ? earliest : undefined}
            max={hydrated ? today : undefined}
            onChange={(event) => event.target.value && go({ date: event.target.value })}
          />
        </label>
        <button type="button" onClick={() => go({ date: addDays(day, 1) })} disabled={day >= today}>
          <span className="visually-hidden">
            <Trans>次の日</Trans>
          </span>
          <span aria-hidden="true">›</span>
        </button>
      </nav>
      <p className={styles.dayHeading} data-testid="ranking-day">
        {/* A no-break space keeps the line's height in the frame the server drew: nothing moves when the day comes. */}
        {!hydrated ? '\u00a0' : day === today ? <Trans>今日（{dayLabel}）</Trans> : dayLabel}
      </p>
      <FilterBar label={t`部門`} filters={RANKING_CLASSES} labels={CLASS_LABELS} value={shownClass} onChange={(next) => go({ rankingClass: next })} />
      <p className={styles.muted}>
        {shownClass.startsWith('eq') ? <Trans>EQ: ランクバトルのスコアです。</Trans> : <Trans>ジャーニー：スタンダードのスコアです。</Trans>}
        <br />
        <Trans>パーティーのスコアはメンバーのスコアの合計、ランクはメンバーの平均で決まります。</Trans>
      </p>
      {/* The board keeps its place from the first frame, and when fewer rows come than it holds: what is below does not move. */}
      <div className={styles.board}>
        <StoredDataStatus view={view} loading={<Trans>ランキングを読み込んでいます…</Trans>} />
        {ranking && rows.length === 0 ? (
          <p className={styles.empty} data-testid="ranking-empty">
            <Trans>この日・この部門のプレイはまだありません。</Trans>
          </p>
        ) : null}
        {rows.length > 0 ? (
          <ol className={styles.ranking} data-testid="ranking-list">
            {rows.map((row) => {
              const grade = rankGrade(row.rank_id) ?? ''
              return (
                <li key={`${row.rank}-${row.played_at}-${row.party_name}`} className={row.mine ? styles.mine : undefined} data-testid="ranking-row">
                  <span className={styles.rank}>{row.tied ? <Trans>同率{row.rank}位</Trans> : <Trans>{row.rank}位</Trans>}</span>
                  <Artwork kind="rank" id={row.rank_id} name={t`ランク ${grade}`} size={48} />
                  <div className={styles.party}>
                    <PartyName name={row.party_name} mine={row.mine} />
                    {row.cleared ? (
                      <span className={styles.clearBadge}>
                        <Trans>クリア</Trans>
                      </span>
                    ) : null}
                    <PartyMembers members={row.members} />
                  </div>
                  <span className={styles.score}>
                    <Trans>{i18n.number(row.score)} 点</Trans>
                  </span>
                </li>
              )
            })}
          </ol>
        ) : null}
        {rows.length > 0 ? (
          <p className={styles.muted} data-testid="ranking-count">
            <Trans>
              {rows.length} / {total} パーティー
            </Trans>
          </p>
        ) : null}
        <MorePages online={online} shown={rows.length} total={total} loading={more.loading} error={more.error} onMore={loadMore} />
      </div>
      <p>
        <Link to="/news/clearer">
          <Trans>クリアパーティー速報へ</Trans>
        </Link>
      </p>
    </Screen>
  )
}
