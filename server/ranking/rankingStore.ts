import type { Conqueror, ConquerorPage, ConquerorQuery, Ranking, RankingQuery, RankingRow } from '../../src/domain/contract/ranking.ts'
import { classParts, competitionRanks, type PartySize, partyRankId } from '../../src/domain/ranking/ranking.ts'
import { tokyoDate } from '../../src/domain/schedule/tokyoTime.ts'
import type { Queryable } from '../db/database.ts'

/**
 * The daily ranking and the clearers (issue 16), read from `ranking_play` (migration 0013): one
 * row per party play, written with the play's result, with its members' avatars.
 */

/** Tokyo day of a timestamp, as SQL (UTC+9 all year). */
const TOKYO_DAY = "((played_at at time zone 'UTC') + interval '9 hours')::date"

/**
 * Records a party's play from its result rows (`play_result`), inside the result's transaction;
 * a play already recorded is left as it is.
 */
export async function recordRankingPlay(tx: Queryable, partyId: string): Promise<void> {
  const added = await tx.query(
    `insert into ranking_play (party_id, play_day, played_at, mode, size, party_name, score_jny, score_eq, cleared)
       select party_id, ${TOKYO_DAY.replaceAll('played_at', 'min(played_at)')}, min(played_at), min(mode), count(*),
              coalesce(nullif(max(party_name), ''), party_id), sum(score_jny), sum(score_eq), bool_or(cleared)
         from play_result where party_id = $1 group by party_id having count(*) between 2 and 3
     on conflict (party_id) do nothing returning party_id`,
    [partyId],
  )
  if (added.length === 0) return
  await tx.query(
    `insert into ranking_member (party_id, seat, user_id, avatar_id, level)
       select party_id, row_number() over (order by id), user_id, coalesce(avatar_id, 1), level from play_result where party_id = $1`,
    [partyId],
  )
}

export type CrowdPlay = {
  partyId: string
  playedAt: Date
  mode: 'standard' | 'rank_battle'
  name: string
  scores: { jny: number; eq: number }
  cleared: boolean
  members: { avatarId: number; level: number }[]
}

/** A play of the demo crowd (parties without accounts): the ranking of a fresh machine is not empty. */
export async function recordCrowdPlay(tx: Queryable, play: CrowdPlay): Promise<void> {
  const added = await tx.query(
    `insert into ranking_play (party_id, play_day, played_at, mode, size, party_name, score_jny, score_eq, cleared)
     values ($1, ${TOKYO_DAY.replaceAll('played_at', '$2::timestamptz')}, $2, $3, $4, $5, $6, $7, $8) on conflict (party_id) do nothing returning party_id`,
    [play.partyId, play.playedAt, play.mode, play.members.length, play.name, play.scores.jny, play.scores.eq, play.cleared],
  )
  if (added.length === 0) return
  for (const [index, member] of play.members.entries()) {
    await tx.query('insert into ranking_member (party_id, seat, avatar_id, level) values ($1, $2, $3, $4)', [play.partyId, index + 1, member.avatarId, member.level])
  }
}

type Member = { avatar_id: number; level: number | null }
type PlayRow = {
  party_id: string
  party_name: string
  played_at: Date | string
  mode: 'standard' | 'rank_battle'
  cleared: boolean
  score: number
  members: Member[] | string
  mine: boolean
}

const MEMBERS = `(select coalesce(json_agg(json_build_object('avatar_id', m.avatar_id, 'level', m.level) order by m.seat), '[]'::json)
                   from ranking_member m where m.party_id = p.party_id) as members`
const MINE = `exists (select 1 from ranking_member m where m.party_id = p.party_id and m.user_id = $MINE::uuid) as mine`

const membersOf = (row: PlayRow): Member[] => (typeof row.members === 'string' ? (JSON.parse(row.members) as Member[]) : row.members)
const yyyymmdd = (day: string) => day.replaceAll('-', '')
const isoDay = (yyyymmddDay: string) => `${yyyymmddDay.slice(0, 4)}-${yyyymmddDay.slice(4, 6)}-${yyyymmddDay.slice(6, 8)}`

/** GET /ranking/daily: one day's parties of one class, ranked by score (ties share a rank). */
export async function dailyRanking(db: Queryable, query: RankingQuery, now: Date, callerUserId: string | null): Promise<Ranking> {
  const day = query.date ? isoDay(query.date) : tokyoDate(now)
  const { category, size, mode } = classParts(query.class)
  const scoreColumn = category === 'eq' ? 'score_eq' : 'score_jny'
  const where = 'p.play_day = $1::date and p.mode = $2 and p.size = $3'
  const [{ total } = { total: 0 }] = await db.query<{ total: number }>(`select count(*)::int as total from ranking_play p where ${where}`, [day, mode, size])
  // Every score of the day's class, best first: the ranks of the page come from the whole list.
  const scores = (await db.query<{ score: number }>(`select p.${scoreColumn} as score from ranking_play p where ${where} order by score desc`, [day, mode, size])).map((row) => row.score)
  const ranks = competitionRanks(scores)
  const rankOfScore = new Map<number, number>()
  for (const [index, score] of scores.entries()) if (!rankOfScore.has(score)) rankOfScore.set(score, ranks[index] ?? index + 1)
  const direction = query.sort === 'desc' ? 'asc' : 'desc'
  const rows = await db.query<PlayRow>(
    `select p.party_id, p.party_name, p.played_at, p.mode, p.cleared, p.${scoreColumn} as score, ${MEMBERS}, ${MINE.replace('$MINE', '$4')}
       from ranking_play p where ${where}
      order by p.${scoreColumn} ${direction}, p.played_at ${query.sort === 'desc' ? 'desc' : 'asc'}, p.party_id
      limit $5 offset $6`,
    [day, mode, size, callerUserId, query.limit, query.offset],
  )
  const counts = new Map<number, number>()
  for (const score of scores) counts.set(score, (counts.get(score) ?? 0) + 1)
  return {
    date: yyyymmdd(day),
    class: query.class,
    total,
    rows: rows.map(
      (row): RankingRow => ({
        rank: rankOfScore.get(row.score) ?? 0,
        tied: (counts.get(row.score) ?? 0) > 1,
        party_name: row.party_name,
        members: membersOf(row),
        score: row.score,
        rank_id: partyRankId(row.score, size as PartySize, category),
        played_at: new Date(row.played_at).toISOString(),
        cleared: row.cleared,
        mine: row.mine,
      }),
    ),
  }
}

/** GET /facility/conqueror: the parties that cleared the final quest, newest first. */
export async function conquerors(db: Queryable, query: ConquerorQuery, now: Date, callerUserId: string | null): Promise<ConquerorPage> {
  const today = tokyoDate(now)
  const since = query.filter === 'today' ? today : query.filter === 'week' ? tokyoDate(new Date(now.getTime() - 6 * 24 * 60 * 60 * 1000)) : null
  const where = 'p.cleared and ($1::date is null or p.play_day >= $1::date)'
  const [{ total } = { total: 0 }] = await db.query<{ total: number }>(`select count(*)::int as total from ranking_play p where ${where}`, [since])
  const rows = await db.query<PlayRow>(
    `select p.party_id, p.party_name, p.played_at, p.mode, p.cleared, 0 as score, ${MEMBERS}, ${MINE.replace('$MINE', '$2')}
       from ranking_play p where ${where} order by p.played_at desc, p.party_id limit $3 offset $4`,
    [since, callerUserId, query.limit, query.offset],
  )
  return {
    total,
    rows: rows.map((row): Conqueror => ({ party_name: row.party_name, members: membersOf(row), mode: row.mode, played_at: new Date(row.played_at).toISOString(), mine: row.mine })),
  }
}
