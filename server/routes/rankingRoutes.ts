import { bearerToken } from '../auth/requireUser.ts'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { conquerorQuerySchema, rankingQuerySchema } from '../../src/domain/contract/ranking.ts'
import type { AccountDeps } from '../accounts/accountDeps.ts'
import { playerByUid } from '../accounts/playerStore.ts'
import { IdentityError } from '../auth/identityService.ts'
import { ok } from '../http/envelope.ts'
import { parseQuery } from '../http/validate.ts'
import { conquerors, dailyRanking } from '../ranking/rankingStore.ts'

/** The ranking's day and its clearers follow the clock on whole minutes. */
const MINUTE = 60_000

/**
 * The caller's player id when the request carries a valid sign-in, else null: the ranking and the
 * clearers are public, and a signed-in player's own party is marked. A bad token reads as no token.
 */
async function optionalCaller(c: Context, deps: AccountDeps): Promise<string | null> {
  // Signed-in callers get their own party marked: their replies are not cached.
  const token = bearerToken(c.req.header('authorization'))
  if (!token || !deps.identity) return null
  try {
    const user = await deps.identity.verifyIdToken(token, false)
    return (await playerByUid(deps.db, user.uid))?.user_id ?? null
  } catch (error) {
    if (error instanceof IdentityError) return null
    throw error
  }
}

/** GET /api/v1/ranking/daily (public; spec section 7). */
export function rankingRoutes(deps: AccountDeps) {
  return new Hono().get('/daily', async (c) => {
    const query = parseQuery(c, rankingQuerySchema)
    if (!query.ok) return query.response
    const compute = async () => ok(c, await dailyRanking(deps.db, query.value, deps.now(), await optionalCaller(c, deps)))
    if (c.req.header('authorization')) return compute()
    return deps.replies.reply(c, { scopes: ['ranking'], key: `ranking?${JSON.stringify(query.value)}`, bucketMs: MINUTE, now: deps.now, byCaller: true }, compute)
  })
}

/** GET /api/v1/facility/conqueror (public; spec section 7): the parties that cleared, newest first. */
export function conquerorRoutes(deps: AccountDeps) {
  return new Hono().get('/', async (c) => {
    const query = parseQuery(c, conquerorQuerySchema)
    if (!query.ok) return query.response
    const compute = async () => {
      const page = await conquerors(deps.db, query.value, deps.now(), await optionalCaller(c, deps))
      return c.json({ result: { status: ResultCode.ok }, data: page.rows, total: page.total })
    }
    if (c.req.header('authorization')) return compute()
    return deps.replies.reply(c, { scopes: ['ranking'], key: `conqueror?${JSON.stringify(query.value)}`, bucketMs: MINUTE, now: deps.now, byCaller: true }, compute)
  })
}
