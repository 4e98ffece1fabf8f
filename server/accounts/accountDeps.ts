import type { IdentityService } from '../auth/identityService.ts'
import type { ReplyCache } from '../cache/replyCache.ts'
import type { Database } from '../db/database.ts'
import type { RateLimits, RateLimiter } from '../http/rateLimit.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { TicketSigner } from '../party/ticketSigner.ts'
import type { PaymentProvider } from '../payments/paymentProvider.ts'
import type { VapidKeys } from '../push/vapidKeys.ts'

/** What the account and /user/self routes work with; built once in createApp. */
export type AccountDeps = {
  db: Database
  /** Null when no identity service is configured: every signed-in call is refused. */
  identity: IdentityService | null
  mailer: Mailer
  limiter: RateLimiter
  limits: RateLimits
  /** PUBLIC_ORIGIN: the only origin mail links may point to; else the request's own origin. */
  publicOrigin?: string
  /** TRUST_PROXY=1: the client address comes from X-Forwarded-For. */
  trustProxy: boolean
  /** /account/reset answers no sooner than this, whether or not the address has an account. */
  resetReplyFloorMs: number
  /** The clock of the rules that depend on the time (reservations); tests pin it. */
  now: () => Date
  /** Signs entry tickets with the database's key (made on first use). */
  ticketSigner: () => Promise<TicketSigner>
  /** This instance's encoded public replies, invalidated through the database (server/cache/). */
  replies: ReplyCache
  /** OPENING_PERIOD_UNTIL (yyyy-mm-dd): the opening prices apply up to that Tokyo day. */
  openingUntil: string | null
  /** The card provider: Stripe with keys configured, else the built-in sandbox. */
  payments: PaymentProvider
  /** Web Push (issue 34). */
  push: {
    /** The database's VAPID keys (made on first use), or the environment's. */
    vapid: () => Promise<VapidKeys>
    /** A notification was queued: the delivery loop (main.ts) sends it now rather than at its next pass. */
    queued: () => void
    /** Whether a subscription's endpoint may be posted to (routes/pushRoutes.ts). */
    endpointAllowed: (endpoint: string) => boolean
  }
}
