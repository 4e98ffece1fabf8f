import type { MiddlewareHandler } from 'hono'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import type { ReplyCache, ReplyEnv } from '../cache/replyCache.ts'
import { fail } from './envelope.ts'

/** Paths under /api/v1 that keep working during maintenance (the check itself and its switch). */
const OPEN_DURING_MAINTENANCE = ['/api/v1/info/maintenance', '/api/v1/admin/']

/**
 * While maintenance is on, every other v1 call answers 503, which the app turns into its maintenance
 * screen. The switch comes with the database's cache state, read once for many requests
 * (CacheStateReader) and kept on the context for the cached replies.
 */
export function maintenanceGate(replies: ReplyCache): MiddlewareHandler<ReplyEnv> {
  return async (c, next) => {
    const path = c.req.path
    if (OPEN_DURING_MAINTENANCE.some((open) => (open.endsWith('/') ? path.startsWith(open) : path === open))) {
      return next()
    }
    const state = await replies.state.read()
    c.set('cacheState', state)
    if (state.maintenance) return fail(c, 503, ResultCode.underMaintenance, 'Service under maintenance')
    return next()
  }
}
