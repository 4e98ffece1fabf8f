import { Hono } from 'hono'
import * as v from 'valibot'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { drawHistoryQuerySchema, drawRequestSchema } from '../../src/domain/contract/itemHunt.ts'
import type { AccountDeps } from '../accounts/accountDeps.ts'
import { requireUser, type UserEnv } from '../auth/requireUser.ts'
import type { Database } from '../db/database.ts'
import { fail, ok } from '../http/envelope.ts'
import { parseJson, parseQuery } from '../http/validate.ts'
import { draw, drawHistory, huntRates, listHunts } from '../itemhunt/drawStore.ts'
import { callerPlayer, notFound } from './callerPlayer.ts'

/** The hunts running change with the Tokyo day. */
const MINUTE = 60_000

const huntIdSchema = v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,8}$/), v.transform(Number))

/**
 * /api/v1/gacha (issue 15): GET / the hunts running today and GET /{id}/rate their published rates
 * (public: the same for everyone, signed in or not); POST /draw draws for the signed-in player.
 */
export function itemHuntRoutes(deps: AccountDeps) {
  const { db, now } = deps
  return new Hono<UserEnv>()
    .get('/', (c) => deps.replies.reply(c, { scopes: ['master'], key: 'gacha', bucketMs: MINUTE, now }, async () => ok(c, await listHunts(db, now()))))
    .get('/:id/rate', async (c) => {
      const id = v.safeParse(huntIdSchema, c.req.param('id'))
      if (!id.success) return notFound(c, 'item hunt')
      return deps.replies.reply(c, { scopes: ['master'], key: `gacha/${id.output}/rate` }, async () => {
        const rates = await huntRates(db, id.output)
        return rates ? ok(c, rates) : notFound(c, 'item hunt')
      })
    })
    .post('/draw', requireUser(deps.identity), async (c) => {
      const body = await parseJson(c, drawRequestSchema)
      if (!body.ok) return body.response
      const player = await callerPlayer(c, db)
      if (!player.ok) return player.response
      const { gacha_id: gachaId, round, topolo_type: topoloType, request_id: requestId } = body.value
      const outcome = await draw(db, player.userId, { gachaId, round, topoloType, requestId }, now())
      if (outcome.ok) return ok(c, outcome.outcome)
      if (outcome.code === ResultCode.notFound) return notFound(c, 'item hunt')
      return fail(c, 402, outcome.code, outcome.code === ResultCode.notEnoughGoldTopolo ? 'Not enough gold topolo' : 'Not enough silver topolo')
    })
}

/** GET /user/self/gacha ?offset,limit: the caller's own draws (mounted by userRoutes). */
export function drawHistoryRoutes(db: Database) {
  return new Hono<UserEnv>().get('/gacha', async (c) => {
    const query = parseQuery(c, drawHistoryQuerySchema)
    if (!query.ok) return query.response
    const player = await callerPlayer(c, db)
    if (!player.ok) return player.response
    const page = await drawHistory(db, player.userId, query.value)
    return c.json({ result: { status: ResultCode.ok }, data: page.items, total: page.total })
  })
}
