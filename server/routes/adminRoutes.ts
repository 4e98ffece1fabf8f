import { sameSecret } from '../http/sameSecret.ts'
import { Hono, type MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import { resetAccounts } from '../accounts/seedAccounts.ts'
import type { IdentityService } from '../auth/identityService.ts'
import type { Database } from '../db/database.ts'
import { fail, ok } from '../http/envelope.ts'
import { isLoopbackRequest } from '../http/loopback.ts'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { writeMaintenance } from '../maintenance/maintenanceStore.ts'
import { maintenanceUpdateSchema } from '../maintenance/maintenanceUpdate.ts'
import { facilityAdminRoutes } from './facilityAdminRoutes.ts'
import type { AccountDeps } from '../accounts/accountDeps.ts'
import { ENTRY_NUMBER_MAX } from '../../src/domain/contract/staff.ts'
import { simulateGame } from '../results/simulateGame.ts'
import { presentSendSchema } from '../../src/domain/contract/present.ts'
import { sendPresent, UnknownGiftError } from '../presents/presentStore.ts'

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const path = v.getDotPath(issue)
      return path ? `${path}: ${issue.message}` : issue.message
    })
    .join('; ')
}

/** Admin calls come from `npm run admin` on the same machine, holding the secret from the data folder. */
function adminOnly(adminSecret: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    if (!adminSecret || !isLoopbackRequest(c) || !sameSecret(c.req.header('x-admin-secret'), adminSecret)) {
      return fail(c, 403, ResultCode.forbidden, 'Forbidden')
    }
    return next()
  }
}

export function adminRoutes(db: Database, adminSecret: string | undefined, identity: IdentityService | null = null, deps?: Pick<AccountDeps, 'now' | 'openingUntil' | 'ticketSigner'>) {
  return new Hono()
    .use(adminOnly(adminSecret))
    .route('/facility', facilityAdminRoutes(db))
    .post('/accounts/reset', async (c) => ok(c, await resetAccounts(db, identity)))
    .post('/game/simulate', async (c) => {
      const body: unknown = await c.req.json().catch(() => undefined)
      const parsed = v.safeParse(v.object({ entry: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(ENTRY_NUMBER_MAX)) }), body)
      if (!parsed.success || !deps) return fail(c, 400, ResultCode.badRequest, parsed.success ? 'Not available' : describeIssues(parsed.issues))
      return ok(c, await simulateGame(db, parsed.output.entry, await deps.ticketSigner(), { now: deps.now(), openingUntil: deps.openingUntil }))
    })
    .post('/presents', async (c) => {
      const body: unknown = await c.req.json().catch(() => undefined)
      const parsed = v.safeParse(presentSendSchema, body)
      if (!parsed.success) return fail(c, 400, ResultCode.badRequest, body === undefined ? 'Expected a JSON body' : describeIssues(parsed.issues))
      try {
        const id = await sendPresent(db, parsed.output)
        return id === null ? fail(c, 404, ResultCode.notFound, 'No such player') : ok(c, { id })
      } catch (error) {
        if (error instanceof UnknownGiftError) return fail(c, 400, ResultCode.badRequest, error.message)
        throw error
      }
    })
    .post('/maintenance', async (c) => {
      const body: unknown = await c.req.json().catch(() => undefined)
      const parsed = v.safeParse(maintenanceUpdateSchema, body)
      if (!parsed.success) {
        const message = body === undefined ? 'Expected a JSON body' : describeIssues(parsed.issues)
        return fail(c, 400, ResultCode.badRequest, message)
      }
      return ok(c, await writeMaintenance(db, parsed.output))
    })
}
