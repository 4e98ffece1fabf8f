import type { QuestionnaireAnswerValues, QuestionnaireComment, QuestionnaireSummary } from '../../src/domain/contract/questionnaire.ts'
import type { Recommend } from '../../src/domain/questionnaire/questionnaire.ts'
import { scaleAverage } from '../../src/domain/questionnaire/questionnaire.ts'
import { addDays, compactDate, tokyoInstant } from '../../src/domain/schedule/tokyoTime.ts'
import type { Queryable } from '../db/database.ts'

/**
 * The questionnaire after play (issue 16): a player's answer for one of their plays, stored once,
 * and the staff kiosk's summary of a day's answers. Only a play the caller played in can be
 * answered, so another player's party id answers like one that does not exist.
 */

export type AnswerOutcome = { ok: true; answeredAt: string } | { ok: false; reason: 'noSuchPlay' | 'alreadyAnswered' }

/**
 * Stores the caller's answer for their play `party_id`, unless they have answered it already; the
 * same answer sent again with its request id (a retry after a lost reply) is answered as the first.
 */
export async function answerQuestionnaire(db: Queryable, userId: string, answer: QuestionnaireAnswerValues, now: Date): Promise<AnswerOutcome> {
  const [row] = await db.query<{ answered_at: Date | string }>(
    `insert into play_questionnaire (user_id, party_id, played_at, satisfaction, difficulty, recommend, comment, language, answered_at, request_id)
     select r.user_id, r.party_id, r.played_at, $3, $4, $5, $6, $7, $8, $9 from play_result r
      where r.user_id = $1 and r.party_id = $2 limit 1
     on conflict (user_id, party_id) where user_id is not null do nothing
     returning answered_at`,
    [userId, answer.party_id, answer.satisfaction, answer.difficulty, answer.recommend, answer.comment, answer.language, now, answer.request_id ?? null],
  )
  if (row) return { ok: true, answeredAt: new Date(row.answered_at).toISOString() }
  const [earlier] = await db.query<{ answered_at: Date | string; request_id: string | null }>('select answered_at, request_id from play_questionnaire where user_id = $1 and party_id = $2', [
    userId,
    answer.party_id,
  ])
  if (earlier && answer.request_id !== undefined && earlier.request_id === answer.request_id) return { ok: true, answeredAt: new Date(earlier.answered_at).toISOString() }
  if (earlier) return { ok: false, reason: 'alreadyAnswered' }
  return { ok: false, reason: 'noSuchPlay' }
}

const COMMENTS_SHOWN = 100

type ScaleRow = { step: number; answers: number }
type CommentRow = { answered_at: Date | string; satisfaction: number; recommend: Recommend; language: QuestionnaireComment['language']; comment: string }

function countsOf(rows: readonly ScaleRow[]): number[] {
  const counts = [0, 0, 0, 0, 0]
  for (const row of rows) counts[row.step - 1] = row.answers
  return counts
}

/** The answers for the plays of one Tokyo day (yyyy-mm-dd), summed up, with the day's comments. */
export async function questionnaireSummary(db: Queryable, day: string): Promise<QuestionnaireSummary> {
  const from = tokyoInstant(day)
  const to = tokyoInstant(addDays(day, 1))
  const range = 'played_at >= $1 and played_at < $2'
  const [satisfaction, difficulty, recommend, comments, [players]] = await Promise.all([
    db.query<ScaleRow>(`select satisfaction as step, count(*)::int as answers from play_questionnaire where ${range} group by satisfaction`, [from, to]),
    db.query<ScaleRow>(`select difficulty as step, count(*)::int as answers from play_questionnaire where ${range} group by difficulty`, [from, to]),
    db.query<{ recommend: Recommend; answers: number }>(`select recommend, count(*)::int as answers from play_questionnaire where ${range} group by recommend`, [from, to]),
    db.query<CommentRow>(
      `select answered_at, satisfaction, recommend, language, comment from play_questionnaire
        where ${range} and comment <> '' order by answered_at desc, id desc limit ${COMMENTS_SHOWN}`,
      [from, to],
    ),
    // Who could have answered: the players of the day's recorded plays, and the demo crowd's players
    // (parties without accounts: their members are in the ranking only).
    db.query<{ players: number }>(
      `select (select count(*) from play_result where ${range})::int
            + (select count(*) from ranking_member m join ranking_play p on p.party_id = m.party_id
                where p.party_id like 'crowd-%' and p.played_at >= $1 and p.played_at < $2)::int as players`,
      [from, to],
    ),
  ])
  const satisfactionCounts = countsOf(satisfaction)
  const difficultyCounts = countsOf(difficulty)
  const recommendCounts = { yes: 0, maybe: 0, no: 0 }
  for (const row of recommend) recommendCounts[row.recommend] = row.answers
  return {
    date: compactDate(day),
    answers: satisfactionCounts.reduce((sum, count) => sum + count, 0),
    players: players?.players ?? 0,
    satisfaction: { counts: satisfactionCounts, average: scaleAverage(satisfactionCounts) },
    difficulty: { counts: difficultyCounts, average: scaleAverage(difficultyCounts) },
    recommend: recommendCounts,
    comments: comments.map((row) => ({
      answered_at: new Date(row.answered_at).toISOString(),
      satisfaction: row.satisfaction,
      recommend: row.recommend,
      language: row.language,
      text: row.comment,
    })),
  }
}
