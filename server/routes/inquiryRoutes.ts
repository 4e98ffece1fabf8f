import { Hono } from 'hono'
import { corporateInquirySchema } from '../../src/domain/contract/inquiry.ts'
import type { AccountDeps } from '../accounts/accountDeps.ts'
import { ok } from '../http/envelope.ts'
import { clientNetwork, limitOrReply } from '../http/rateLimit.ts'
import { parseJson } from '../http/validate.ts'
import { inquiryConfirmation, inquiryToVenue } from '../inquiries/inquiryMails.ts'
import { insertInquiry } from '../inquiries/inquiryStore.ts'

/**
 * POST /api/v1/facility/inquiry: the corporate page's inquiry (no sign-in). Validated, limited per
 * address and per sender address (a form cannot be used to flood the venue or someone's mailbox),
 * stored, mailed to the venue and confirmed to the sender. Answers `{ id }`.
 */
export function inquiryRoutes(deps: Pick<AccountDeps, 'db' | 'mailer' | 'limiter' | 'limits' | 'trustProxy' | 'now'>, venueAddress: string) {
  return new Hono().post('/', async (c) => {
    const body = await parseJson(c, corporateInquirySchema)
    if (!body.ok) return body.response
    const inquiry = body.value
    const limited = await limitOrReply(c, deps.limiter, [
      [`inquiry:address:${clientNetwork(c, deps.trustProxy)}`, Math.max(1, Math.floor(deps.limits.perAddress / 6))],
      [`inquiry:email:${inquiry.email.toLowerCase()}`, deps.limits.mailPerEmail],
    ])
    if (limited) return limited
    const id = await insertInquiry(deps.db, inquiry, deps.now())
    await deps.mailer.send(inquiryToVenue(venueAddress, id, inquiry))
    await deps.mailer.send(inquiryConfirmation(id, inquiry))
    return ok(c, { id })
  })
}
