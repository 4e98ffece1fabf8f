import { streamedBodyLimit } from './http/bodyLimit.ts'
import { healthRoutes } from './http/health.ts'
import { Metrics, metricsRoutes } from './http/metrics.ts'
import { jsonLength } from './http/jsonLength.ts'
import { FrontDoor } from './http/frontDoor.ts'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import type { RuntimeConfig } from '../src/domain/runtimeConfig.ts'
import type { AccountDeps } from './accounts/accountDeps.ts'
import type { IdentityService } from './auth/identityService.ts'
import type { Database } from './db/database.ts'
import { fail } from './http/envelope.ts'
import { maintenanceGate } from './http/maintenanceGate.ts'
import { ReplyCache } from './cache/replyCache.ts'
import { type RateLimits, rateLimitsFromEnv, RateLimiter } from './http/rateLimit.ts'
import { inquiryRoutes } from './routes/inquiryRoutes.ts'
import { VENUE } from '../src/domain/venue.ts'
import { FIREBASE_AUTH_ORIGINS, securityHeaders } from './http/securityHeaders.ts'
import { type Mailer, mailboxMailer } from './mail/mailer.ts'
import { mailboxRoutes } from './mail/mailboxRoutes.ts'
import { accountRoutes } from './routes/accountRoutes.ts'
import { type LogLine, requestLog } from './http/requestLog.ts'
import { ResultCode } from '../src/domain/apiEnvelope.ts'
import { staticFiles } from './http/staticFiles.ts'
import { adminRoutes } from './routes/adminRoutes.ts'
import { couponInfoRoutes } from './routes/couponRoutes.ts'
import { reservationInfoRoutes } from './routes/reservationRoutes.ts'
import { openingUntilFromEnv } from './runtime/openingPeriod.ts'
import { staffRoutes } from './routes/staffRoutes.ts'
import { itemHuntRoutes } from './routes/itemHuntRoutes.ts'
import { facilityEntryRoutes, partyInfoRoutes, partyRoutes } from './routes/partyRoutes.ts'
import { ticketSigner } from './party/ticketSigner.ts'
import { facilityRoutes } from './routes/facilityRoutes.ts'
import { imageRoutes } from './routes/imageRoutes.ts'
import { infoRoutes } from './routes/infoRoutes.ts'
import { masterRoutes } from './routes/masterRoutes.ts'
import { userRoutes } from './routes/userRoutes.ts'
import { paymentRoutes } from './routes/paymentRoutes.ts'
import { conquerorRoutes, rankingRoutes } from './routes/rankingRoutes.ts'
import type { PaymentProvider } from './payments/paymentProvider.ts'
import { sandboxProvider } from './payments/sandboxProvider.ts'
import { stripeProvider, stripeSettingsFromEnv } from './payments/stripeProvider.ts'
import { vapidKeys } from './push/vapidKeys.ts'
import { pushEndpointAllowed, pushKeyRoutes } from './routes/pushRoutes.ts'

export type AppOptions = {
  db: Database
  /** The Vite build output (index.html, assets/, sw.js, ...). */
  distDir: string
  runtimeConfig: RuntimeConfig
  /** Without it the admin endpoints refuse every call. */
  adminSecret?: string
  /** Where request log lines go; defaults to stdout unless LOG_LEVEL=silent. Pass null to turn off. */
  log?: LogLine | null
  /** Firebase Authentication (or its emulator); without it every signed-in call is refused. */
  identity?: IdentityService | null
  /** Defaults to the local mailbox (GET /dev/mailbox), which is mounted only then. */
  mailer?: Mailer
  /** Hourly limits; default from the environment (RATE_LIMIT_*). */
  rateLimits?: Partial<RateLimits>
  /** INQUIRY_MAIL_TO: where the corporate page's inquiries are mailed (the venue's address by default). */
  inquiryMailTo?: string
  /** Default PUBLIC_ORIGIN. */
  publicOrigin?: string
  /** Default TRUST_PROXY=1. */
  trustProxy?: boolean
  /** How long /account/reset takes at least (default 600 ms). */
  resetReplyFloorMs?: number
  /** The clock of the time rules (reservations, the facility replies); tests pin it. */
  now?: () => Date
  /** Default OPENING_PERIOD_UNTIL: the last day (yyyy-mm-dd, Tokyo) of the opening prices. */
  openingUntil?: string | null
  /** The kept public replies; pass one to answer them before the app too (listen's `front`). */
  replies?: ReplyCache
  /** The hottest signed-in GETs' path before the app (listen's `front` after the reply cache's). */
  front?: FrontDoor
  /** Default: Stripe when STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are set, else the sandbox. */
  payments?: PaymentProvider
  /** Called when a write queued a push notification (main.ts wakes the delivery loop). */
  onPushQueued?: () => void
  /** True once the instance drains on SIGTERM: /readyz answers 503 (main.ts). */
  draining?: () => boolean
}

function defaultPayments(db: Database): PaymentProvider {
  const stripe = stripeSettingsFromEnv(process.env)
  return stripe ? stripeProvider(db, stripe) : sandboxProvider(db)
}

function accountDeps(db: Database, options: AppOptions): AccountDeps {
  return {
    db,
    identity: options.identity ?? null,
    mailer: options.mailer ?? mailboxMailer(db),
    limiter: new RateLimiter(db),
    limits: { ...rateLimitsFromEnv(process.env), ...options.rateLimits },
    publicOrigin: options.publicOrigin ?? (process.env.PUBLIC_ORIGIN || undefined),
    trustProxy: options.trustProxy ?? process.env.TRUST_PROXY === '1',
    resetReplyFloorMs: options.resetReplyFloorMs ?? 600,
    now: options.now ?? (() => new Date()),
    ticketSigner: ticketSigner(db),
    replies: options.replies ?? new ReplyCache(db),
    openingUntil: options.openingUntil !== undefined ? options.openingUntil : openingUntilFromEnv(process.env.OPENING_PERIOD_UNTIL),
    payments: options.payments ?? defaultPayments(db),
    push: {
      vapid: vapidKeys(db),
      queued: options.onPushQueued ?? (() => {}),
      endpointAllowed: (endpoint) => pushEndpointAllowed(endpoint, options.identity?.mode === 'emulator'),
    },
  }
}

/** The identity service's origins the app's sign-in may call (CSP connect-src). */
function identityOrigins(identity: IdentityService | null | undefined): string[] {
  if (!identity) return []
  return identity.emulatorOrigin ? [identity.emulatorOrigin] : FIREBASE_AUTH_ORIGINS
}

function defaultLog(): LogLine | null {
  return process.env.LOG_LEVEL === 'silent' ? null : (line) => process.stdout.write(`${line}\n`)
}

export function createApp(options: AppOptions) {
  const { db, distDir, runtimeConfig, adminSecret, log = defaultLog() } = options
  const deps = accountDeps(db, options)
  const { replies } = deps
  const app = new Hono()
  const metrics = new Metrics()
  app.use(metrics.middleware())
  if (log) app.use(requestLog(log))
  replies.log = log
  replies.metrics = metrics
  app.use(replies.capture())
  const door = options.front ?? new FrontDoor()
  door.log = log
  door.metrics = metrics
  door.state = replies.state
  app.use(door.capture())
  app.use(securityHeaders(identityOrigins(options.identity), { stripe: deps.payments.kind === 'stripe', https: deps.publicOrigin?.startsWith('https://') === true }))
  app.use(compress())
  app.use(jsonLength())

  app.route('/', healthRoutes(db, options.draining))
  app.route('/', metricsRoutes(metrics, db, replies, adminSecret))
  app.use('/api/*', async (c, next) => {
    await next()
    // Cached public replies say `no-cache` with their ETag (ReplyCache); nothing else is stored.
    if (!c.res.headers.has('ETag')) c.header('Cache-Control', 'no-store')
  })
  app.use('/api/*', streamedBodyLimit())
  app.use('/api/v1/*', maintenanceGate(replies))
  app.route('/api/v1/info/coupon', couponInfoRoutes(deps))
  app.route('/api/v1/info/reservation', reservationInfoRoutes(deps))
  app.route('/api/v1/info', partyInfoRoutes(deps))
  app.route('/api/v1/info', infoRoutes(db, replies))
  app.route('/api/v1/facility/entry', facilityEntryRoutes(deps))
  app.route('/api/v1/facility/inquiry', inquiryRoutes(deps, options.inquiryMailTo ?? VENUE.email))
  app.route('/api/v1/facility/conqueror', conquerorRoutes(deps))
  app.route('/api/v1/facility', facilityRoutes(db, replies, { now: deps.now }, door))
  app.route('/api/v1/ranking', rankingRoutes(deps))
  app.route('/api/v1/party', partyRoutes(deps))
  app.route('/api/v1/staff', staffRoutes(deps))
  app.route('/api/v1/gacha', itemHuntRoutes(deps))
  app.route('/api/v1/stripe', paymentRoutes(deps))
  app.route('/api/v1/master', masterRoutes(db, replies))
  app.route('/api/v1/admin', adminRoutes(db, adminSecret, deps.identity, deps))
  app.route('/api/v1/account', accountRoutes(deps))
  app.route('/api/v1/push', pushKeyRoutes(deps))
  app.route('/api/v1/user/self', userRoutes(deps, door))
  app.all('/api/*', (c) => fail(c, 404, ResultCode.notFound, 'Not found'))
  app.all('/api', (c) => fail(c, 404, ResultCode.notFound, 'Not found'))

  app.route('/images', imageRoutes(db))
  // Never with a real identity provider: its reset codes would work for real accounts.
  if (deps.mailer.kind === 'mailbox' && deps.identity?.mode !== 'firebase') app.route('/dev', mailboxRoutes(db))
  app.get('*', staticFiles({ distDir, runtimeConfig }))
  app.all('*', (c) => c.text('Not found', 404))

  app.onError((error, c) => {
    console.error(JSON.stringify({ level: 'error', method: c.req.method, path: c.req.path, error: error.stack ?? String(error) }))
    if (!c.req.path.startsWith('/api')) return c.text('Internal server error', 500, { 'Cache-Control': 'no-store' })
    return fail(c, 500, ResultCode.internal, 'Internal server error')
  })
  return app
}
