import type { Context } from 'hono'
import { Hono } from 'hono'
import type Stripe from 'stripe'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { paymentIntentRequestSchema, purchaseRequestSchema, sandboxCardRequestSchema, sandboxPayRequestSchema } from '../../src/domain/contract/purchase.ts'
import type { AccountDeps } from '../accounts/accountDeps.ts'
import { requireUser, type UserEnv } from '../auth/requireUser.ts'
import { fail, ok } from '../http/envelope.ts'
import { limitOrReply } from '../http/rateLimit.ts'
import { parseJson } from '../http/validate.ts'
import { ProviderUnavailableError } from '../payments/cardProvider.ts'
import { confirmPurchase, creditPurchase, failureCode, latestPaymentIntent, openPurchase, productsOnSale, recordPaymentFailure } from '../payments/purchaseStore.ts'
import type { SandboxCardOutcome } from '../payments/sandboxProvider.ts'
import { callerPlayer, notFound } from './callerPlayer.ts'

/** A provider that cannot be reached: 4016 (the app says so; nothing was charged or changed). */
async function orUnavailable(c: Context, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work()
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error
    console.error(JSON.stringify({ level: 'error', msg: 'card provider unavailable', path: c.req.path, error: error.message }))
    return fail(c, 502, ResultCode.paymentUnavailable, 'The card provider could not be reached')
  }
}

function paymentFailure(c: Context, code: number): Response {
  switch (code) {
    case ResultCode.notFound:
      return notFound(c, 'payment')
    case ResultCode.notOnSale:
      return fail(c, 404, code, 'This product is not sold by card')
    case ResultCode.noSavedCard:
      return fail(c, 409, code, 'Register a card first')
    case ResultCode.firstTimeSetBought:
      return fail(c, 409, code, 'This first-time set has been bought already')
    case ResultCode.paymentNotCompleted:
      return fail(c, 409, code, 'The payment has not gone through')
    case ResultCode.conflict:
      return fail(c, 409, code, 'Conflicting change; try again')
    default:
      return fail(c, 402, code, 'The card was declined')
  }
}

const SANDBOX_CARD_REFUSALS: Record<Exclude<SandboxCardOutcome, { ok: true }>['reason'], [number, string]> = {
  unknown_intent: [ResultCode.notFound, 'No such setup intent'],
  not_test_card: [ResultCode.testCardsOnly, 'The sandbox takes test card numbers only'],
  invalid_number: [ResultCode.cardDetailsInvalid, 'Invalid card number'],
  invalid_expiry: [ResultCode.cardDetailsInvalid, 'Invalid expiry date'],
  invalid_cvc: [ResultCode.cardDetailsInvalid, 'Invalid security code'],
}

/**
 * /api/v1/stripe (spec section 7, "card payment provider"; issue 15): the saved card, setup and
 * payment intents and the products on sale, served by Stripe or by the built-in sandbox; Stripe's
 * signed webhook; the sandbox's card form and payment confirmation.
 */
export function paymentRoutes(deps: AccountDeps) {
  const { db, payments: provider } = deps
  const signedIn = requireUser(deps.identity)
  const app = new Hono<UserEnv>()

  app.get('/products', signedIn, async (c) => {
    const player = await callerPlayer(c, db)
    if (!player.ok) return player.response
    return ok(c, { provider: provider.kind, products: await productsOnSale(db, player.userId) })
  })
  app.get('/paymentmethod', signedIn, async (c) =>
    orUnavailable(c, async () => {
      const player = await callerPlayer(c, db)
      if (!player.ok) return player.response
      return ok(c, await provider.savedCard(player.userId))
    }),
  )
  app.delete('/paymentmethod', signedIn, async (c) =>
    orUnavailable(c, async () => {
      const player = await callerPlayer(c, db)
      if (!player.ok) return player.response
      await provider.removeCards(player.userId)
      return ok(c, null)
    }),
  )
  app.post('/setupintent', signedIn, async (c) =>
    orUnavailable(c, async () => {
      const player = await callerPlayer(c, db)
      if (!player.ok) return player.response
      const limited = await limitOrReply(c, deps.limiter, [[`card:${player.userId}`, deps.limits.cardPerUid]])
      if (limited) return limited
      return ok(c, { client_secret: await provider.setupIntent(player.userId) })
    }),
  )
  app.post('/paymentintent', signedIn, async (c) =>
    orUnavailable(c, async () => {
      const body = await parseJson(c, paymentIntentRequestSchema)
      if (!body.ok) return body.response
      const player = await callerPlayer(c, db)
      if (!player.ok) return player.response
      const opened = await openPurchase(db, provider, player.userId, body.value.product_id)
      return opened.ok ? ok(c, opened.intent) : paymentFailure(c, opened.code)
    }),
  )

  if (provider.kind === 'stripe') {
    const { stripe, settings } = provider
    app.post('/webhook', async (c) => {
      const signature = c.req.header('stripe-signature')
      const raw = await c.req.text()
      let event: Stripe.Event
      try {
        // The body's size was limited as it streamed (server/http/bodyLimit.ts).
        if (!signature) throw new Error('no signature')
        event = stripe.webhooks.constructEvent(raw, signature, settings.webhookSecret)
      } catch {
        return fail(c, 400, ResultCode.badRequest, 'Invalid signature')
      }
      // A signed event of an unexpected shape (no payment intent in it) is acknowledged and ignored:
      // Stripe would only retry it, and there is nothing to credit.
      const object: unknown = (event.data as { object?: unknown } | undefined)?.object
      const hasIntent = typeof object === 'object' && object !== null && typeof (object as { id?: unknown }).id === 'string'
      if (!hasIntent) return ok(c, { received: true })
      if (event.type === 'payment_intent.succeeded') {
        const intent = event.data.object
        await db.transaction(async (tx) => {
          const fresh = await tx.query('insert into payment_event (event_id, type, payment_intent_id) values ($1, $2, $3) on conflict do nothing returning event_id', [event.id, event.type, intent.id])
          if (fresh.length === 1) await creditPurchase(tx, intent.id, intent)
        })
      } else if (event.type === 'payment_intent.payment_failed') {
        const failure = event.data.object.last_payment_error
        await recordPaymentFailure(db, event.data.object.id, failure?.decline_code ?? failure?.code ?? 'card_declined')
      }
      return ok(c, { received: true })
    })
  }

  if (provider.kind === 'sandbox') {
    app.post('/sandbox/setup', signedIn, async (c) => {
      const body = await parseJson(c, sandboxCardRequestSchema)
      if (!body.ok) return body.response
      const player = await callerPlayer(c, db)
      if (!player.ok) return player.response
      const limited = await limitOrReply(c, deps.limiter, [[`card:${player.userId}`, deps.limits.cardPerUid]])
      if (limited) return limited
      const { client_secret: clientSecret, number, exp_month: expMonth, exp_year: expYear, cvc } = body.value
      const saved = await provider.confirmSetup(player.userId, { clientSecret, number, expMonth, expYear, cvc }, deps.now())
      if (saved.ok) return ok(c, saved.card)
      const [code, message] = SANDBOX_CARD_REFUSALS[saved.reason]
      return fail(c, code === ResultCode.notFound ? 404 : 400, code, message)
    })
    app.post('/sandbox/pay', signedIn, async (c) => {
      const body = await parseJson(c, sandboxPayRequestSchema)
      if (!body.ok) return body.response
      const player = await callerPlayer(c, db)
      if (!player.ok) return player.response
      const paid = await provider.confirmPayment(player.userId, body.value.client_secret, async (tx, intent) => {
        await creditPurchase(tx, intent.id, intent)
      })
      if (paid.ok) return ok(c, { payment_intent_id: paid.paymentIntentId, status: 'succeeded' as const })
      if (paid.reason === 'unknown_intent') return notFound(c, 'payment intent')
      if (paid.reason === 'no_card') return paymentFailure(c, ResultCode.noSavedCard)
      return paymentFailure(c, failureCode(paid.reason))
    })
  }
  return app
}

/** POST /user/self/purchase {product_id, payment_intent_id?} (mounted by userRoutes, signed in). */
export function purchaseRoutes(deps: AccountDeps) {
  const { db, payments: provider } = deps
  return new Hono<UserEnv>().post('/purchase', async (c) =>
    orUnavailable(c, async () => {
      const body = await parseJson(c, purchaseRequestSchema)
      if (!body.ok) return body.response
      const player = await callerPlayer(c, db)
      if (!player.ok) return player.response
      const { product_id: productId } = body.value
      const paymentIntentId = body.value.payment_intent_id ?? (await latestPaymentIntent(db, player.userId, productId))
      if (paymentIntentId === null) return notFound(c, 'payment')
      const done = await confirmPurchase(db, provider, player.userId, productId, paymentIntentId)
      return done.ok ? ok(c, done.purchase) : paymentFailure(c, done.code)
    }),
  )
}
