import { Hono } from 'hono'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { resultQuerySchema } from '../../src/domain/contract/result.ts'
import type { UserEnv } from '../auth/requireUser.ts'
import type { Database } from '../db/database.ts'
import { parseQuery } from '../http/validate.ts'
import { listResults } from '../results/resultStore.ts'
import { callerPlayer, notFound } from './callerPlayer.ts'

/** GET /user/self/result ?limit,offset or ?party_id (mounted by userRoutes). */
export function resultRoutes(db: Database) {
  return new Hono<UserEnv>().get('/result', async (c) => {
    const query = parseQuery(c, resultQuerySchema)
    if (!query.ok) return query.response
    const player = await callerPlayer(c, db)
    if (!player.ok) return player.response
    const page = await listResults(db, player.userId, query.value)
    // A party the caller did not play in answers like one that does not exist.
    if (query.value.party_id !== undefined && page.items.length === 0) return notFound(c, 'result')
    return c.json({ result: { status: ResultCode.ok }, data: page.items, total: page.total })
  })
}
