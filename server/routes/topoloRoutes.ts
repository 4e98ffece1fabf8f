import { type Context, Hono } from 'hono'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { topoloHistoryQuerySchema } from '../../src/domain/contract/topoloHistory.ts'
import { topoloHistory } from '../accounts/topoloLedger.ts'
import type { UserEnv } from '../auth/requireUser.ts'
import type { Database } from '../db/database.ts'
import { parseQuery } from '../http/validate.ts'
import { callerPlayer } from './callerPlayer.ts'

/** GET /user/self/topolo/use and /get ?type,limit,offset (mounted by userRoutes). */
export function topoloRoutes(db: Database) {
  const history = (direction: 'use' | 'get') => async (c: Context<UserEnv>) => {
    const query = parseQuery(c, topoloHistoryQuerySchema)
    if (!query.ok) return query.response
    const player = await callerPlayer(c, db)
    if (!player.ok) return player.response
    const page = await topoloHistory(db, player.userId, direction, query.value)
    return c.json({ result: { status: ResultCode.ok }, data: page.items, total: page.total })
  }
  return new Hono<UserEnv>().get('/topolo/use', history('use')).get('/topolo/get', history('get'))
}
