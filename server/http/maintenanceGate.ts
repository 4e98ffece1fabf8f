import type { MiddlewareHandler } from 'hono'
import type { Database } from '../db/database.ts'
import { readMaintenance } from '../maintenance/maintenanceStore.ts'
import { fail } from './envelope.ts'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'

/** Paths under /api/v1 that keep working during maintenance (the check itself and its switch). */
const OPEN_DURING_MAINTENANCE = ['/api/v1/info/maintenance', '/api/v1/admin/']

/** While maintenance is on, every other v1 call answers 503, which the app turns into its maintenance screen. */
export function maintenanceGate(db: Database): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path
    if (OPEN_DURING_MAINTENANCE.some((open) => (open.endsWith('/') ? path.startsWith(open) : path === open))) {
      return next()
    }
    const { maintenance } = await readMaintenance(db)
    if (maintenance) return fail(c, 503, ResultCode.underMaintenance, 'Service under maintenance')
    return next()
  }
}
