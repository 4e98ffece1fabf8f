import { Hono } from 'hono'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { questionnaireAnswerSchema } from '../../src/domain/contract/questionnaire.ts'
import type { UserEnv } from '../auth/requireUser.ts'
import type { Database } from '../db/database.ts'
import { fail, ok } from '../http/envelope.ts'
import { parseJson } from '../http/validate.ts'
import { answerQuestionnaire } from '../questionnaire/questionnaireStore.ts'
import { callerPlayer, notFound } from './callerPlayer.ts'

/**
 * POST /user/self/questionnaire (mounted by userRoutes): the caller's answer for one of their
 * plays, stored once. 3026 when that play is answered already; 1404 for a play that is not theirs.
 */
export function questionnaireRoutes(db: Database, now: () => Date) {
  return new Hono<UserEnv>().post('/questionnaire', async (c) => {
    const body = await parseJson(c, questionnaireAnswerSchema)
    if (!body.ok) return body.response
    const player = await callerPlayer(c, db)
    if (!player.ok) return player.response
    const outcome = await answerQuestionnaire(db, player.userId, body.value, now())
    if (outcome.ok) return ok(c, { party_id: body.value.party_id, answered_at: outcome.answeredAt })
    if (outcome.reason === 'alreadyAnswered') return fail(c, 409, ResultCode.questionnaireAnswered, 'This play has been answered already')
    return notFound(c, 'play')
  })
}
