import { Hono } from 'hono'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { presentAcceptSchema } from '../../src/domain/contract/present.ts'
import type { UserEnv } from '../auth/requireUser.ts'
import type { Database } from '../db/database.ts'
import { fail, ok } from '../http/envelope.ts'
import { parseJson } from '../http/validate.ts'
import { acceptPresent, listPresents } from '../presents/presentStore.ts'
import { callerPlayer, notFound } from './callerPlayer.ts'

/**
 * The caller's presents (mounted by userRoutes):
 *   GET  /user/self/present           the presents sent to the caller or to every player, newest first
 *   POST /user/self/present/accept    {present_id}: granted once; again answers the same, granted once;
 *                                     1404 for another player's or no such present, 5003 once expired
 */
export function presentRoutes(db: Database, now: () => Date) {
  return new Hono<UserEnv>()
    .get('/present', async (c) => {
      const player = await callerPlayer(c, db)
      if (!player.ok) return player.response
      return ok(c, await listPresents(db, player.userId, now()))
    })
    .post('/present/accept', async (c) => {
      const body = await parseJson(c, presentAcceptSchema)
      if (!body.ok) return body.response
      const player = await callerPlayer(c, db)
      if (!player.ok) return player.response
      const outcome = await db.transaction((tx) => acceptPresent(tx, player.userId, body.value.present_id, now()))
      switch (outcome.kind) {
        case 'missing':
          return notFound(c, 'present')
        case 'expired':
          return fail(c, 409, ResultCode.couponExpired, 'The present has expired')
        default:
          return ok(c, { present: outcome.present, topolo: outcome.topolo })
      }
    })
}
