import Stripe from 'stripe'
import type { SavedCard } from '../../src/domain/contract/purchase.ts'
import type { Database } from '../db/database.ts'
import { type CardProvider, type IntentState, ProviderUnavailableError, type PurchaseToPay } from './cardProvider.ts'

/**
 * Stripe (issue 15), with STRIPE_SECRET_KEY set: each player gets a Stripe customer, the card is
 * saved by a SetupIntent confirmed in the app by Stripe's Payment Element (card data never reaches
 * our API), a purchase is a PaymentIntent in yen confirmed in the app with the saved card; the
 * topolo is credited from the signed webhook or the app's confirmation, whichever comes first.
 */

export type StripeSettings = { secretKey: string; publishableKey: string; webhookSecret: string; apiBase?: string | undefined }

/** STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET all set, or null (the sandbox). */
export function stripeSettingsFromEnv(env: Record<string, string | undefined>): StripeSettings | null {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = env
  if (!secretKey || !publishableKey || !webhookSecret) return null
  return { secretKey, publishableKey, webhookSecret, apiBase: env.STRIPE_API_BASE || undefined }
}

/** The SDK client; `apiBase` (http://host:port) points it at another API, as the tests do. */
export function stripeClient(settings: StripeSettings): Stripe {
  if (!settings.apiBase) return new Stripe(settings.secretKey, { maxNetworkRetries: 2, timeout: 20_000 })
  const base = new URL(settings.apiBase)
  return new Stripe(settings.secretKey, {
    host: base.hostname,
    port: base.port || (base.protocol === 'https:' ? 443 : 80),
    protocol: base.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
    timeout: 10_000,
  })
}

async function calling<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw new ProviderUnavailableError(`stripe ${what}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

function toState(intent: Stripe.PaymentIntent): IntentState {
  const failure = intent.last_payment_error
  return {
    id: intent.id,
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
    client_secret: intent.client_secret ?? '',
    failure: failure ? (failure.decline_code ?? failure.code ?? 'card_declined') : null,
  }
}

export type StripeProvider = CardProvider & { readonly kind: 'stripe'; readonly stripe: Stripe; readonly settings: StripeSettings }

export function stripeProvider(db: Database, settings: StripeSettings, stripe: Stripe = stripeClient(settings)): StripeProvider {
  async function existingCustomer(userId: string): Promise<string | null> {
    const [row] = await db.query<{ customer_id: string }>('select customer_id from payment_customer where user_id = $1', [userId])
    return row?.customer_id ?? null
  }

  async function customerOf(userId: string): Promise<string> {
    const known = await existingCustomer(userId)
    if (known) return known
    // The idempotency key makes parallel first calls create one customer.
    const customer = await calling('customer', () => stripe.customers.create({ metadata: { user_id: userId } }, { idempotencyKey: `customer-${userId}` }))
    // No conflict target: parallel first calls insert the same (player, customer) pair, and on
    // PostgreSQL the loser can meet the other's row in the customer_id index before the user_id one.
    await db.query('insert into payment_customer (user_id, customer_id) values ($1, $2) on conflict do nothing', [userId, customer.id])
    return (await existingCustomer(userId)) ?? customer.id
  }

  async function cards(customer: string): Promise<Stripe.PaymentMethod[]> {
    const list = await calling('payment methods', () => stripe.customers.listPaymentMethods(customer, { type: 'card', limit: 10 }))
    return list.data
  }

  return {
    kind: 'stripe',
    stripe,
    settings,
    async savedCard(userId): Promise<SavedCard | null> {
      const customer = await existingCustomer(userId)
      if (!customer) return null
      const card = (await cards(customer)).find((method) => method.card)
      if (!card?.card) return null
      return { id: card.id, brand: card.card.brand, exp_month: card.card.exp_month, exp_year: card.card.exp_year, last4: card.card.last4 }
    },
    async removeCards(userId) {
      const customer = await existingCustomer(userId)
      if (!customer) return
      for (const card of await cards(customer)) await calling('detach', () => stripe.paymentMethods.detach(card.id))
    },
    async forgetPlayer(userId) {
      const customer = await existingCustomer(userId)
      if (!customer) return
      try {
        // Deleting the customer removes its saved cards at Stripe; the payments stay in Stripe's records.
        await stripe.customers.del(customer)
      } catch (error) {
        console.error(JSON.stringify({ level: 'error', msg: 'stripe customer not deleted', customer, error: error instanceof Error ? error.message : String(error) }))
      }
    },
    async setupIntent(userId) {
      const customer = await customerOf(userId)
      const intent = await calling('setup intent', () => stripe.setupIntents.create({ customer, allowed_payment_method_types: ['card'], usage: 'on_session', metadata: { user_id: userId } }))
      if (!intent.client_secret) throw new ProviderUnavailableError('stripe setup intent without a client secret')
      return intent.client_secret
    },
    async createIntent(purchase: PurchaseToPay) {
      const customer = await customerOf(purchase.userId)
      const intent = await calling('payment intent', () =>
        stripe.paymentIntents.create(
          {
            amount: purchase.price,
            currency: 'jpy',
            customer,
            allowed_payment_method_types: ['card'],
            metadata: { user_id: purchase.userId, product_id: String(purchase.productId), purchase_id: String(purchase.id) },
          },
          // Asking again for the same purchase answers the same PaymentIntent.
          { idempotencyKey: `purchase-${purchase.id}` },
        ),
      )
      return toState(intent)
    },
    async intent(paymentIntentId) {
      try {
        return toState(await stripe.paymentIntents.retrieve(paymentIntentId))
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null
        throw new ProviderUnavailableError(`stripe retrieve: ${error instanceof Error ? error.message : String(error)}`)
      }
    },
  }
}
