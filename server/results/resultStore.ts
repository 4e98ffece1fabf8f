import type { PlayResult, ResultMember } from '../../src/domain/contract/result.ts'
import type { Queryable } from '../db/database.ts'

/**
 * The caller's play results (GET /user/self/result): one row of play_result per player and party;
 * the party's members are the rows with the same party_id. Only parties the caller played in are
 * read, so another player's party id answers like one that does not exist.
 */

type ResultRow = {
  party_id: string
  party_name: string
  mode: PlayResult['mode']
  played_at: Date | string
  score: number
  cleared: boolean
  gold_medals: number
  exp: number
  rookie_bonus: boolean
  silver: number
  levels_gained: number
  avatar_id: number | null
  title_ids: number[]
  achievement_ids: number[]
  questionnaire_answered: boolean
}

type MemberRow = Omit<ResultMember, 'is_self'> & { party_id: string; user_id: string }

const RESULT_COLUMNS = `r.party_id, r.party_name, r.mode, r.played_at, r.score, r.cleared, r.gold_medals, r.exp, r.rookie_bonus, r.silver, r.levels_gained, r.avatar_id,
  r.title_ids, r.achievement_ids,
  exists (select 1 from play_questionnaire q where q.user_id = r.user_id and q.party_id = r.party_id) as questionnaire_answered`

export type ResultPage = { items: PlayResult[]; total: number }

export async function listResults(db: Queryable, userId: string, query: { offset: number; limit: number; party_id?: string | undefined }): Promise<ResultPage> {
  const rows = query.party_id
    ? await db.query<ResultRow>(`select ${RESULT_COLUMNS} from play_result r where r.user_id = $1 and r.party_id = $2`, [userId, query.party_id])
    : await db.query<ResultRow>(`select ${RESULT_COLUMNS} from play_result r where r.user_id = $1 order by r.played_at desc, r.id desc limit $2 offset $3`, [userId, query.limit, query.offset])
  const [count] = query.party_id ? [{ total: rows.length }] : await db.query<{ total: number }>('select count(*)::int as total from play_result where user_id = $1', [userId])
  const parties = rows.map((row) => row.party_id)
  const members =
    parties.length === 0
      ? []
      : await db.query<MemberRow>(
          `select r.party_id, r.user_id::text as user_id, p.name, r.avatar_id, r.level, r.gold_medals, r.exp, r.rookie_bonus
           from play_result r join player p on p.user_id = r.user_id where r.party_id = any($1::text[]) order by r.id`,
          [parties],
        )
  const items = rows.map((row) => ({
    party_id: row.party_id,
    party_name: row.party_name,
    mode: row.mode,
    play_result_datetime: new Date(row.played_at).toISOString(),
    score: row.score,
    cleared: row.cleared,
    gold_medals: row.gold_medals,
    exp: row.exp,
    rookie_bonus: row.rookie_bonus,
    silver: row.silver,
    levels_gained: row.levels_gained,
    avatar_id: row.avatar_id,
    title_ids: row.title_ids.map(Number),
    achievement_ids: row.achievement_ids.map(Number),
    questionnaire_answered: row.questionnaire_answered,
    members: members.filter((member) => member.party_id === row.party_id).map(({ party_id: _party, user_id, ...member }) => ({ ...member, is_self: user_id === userId })),
  }))
  return { items, total: count?.total ?? 0 }
}
