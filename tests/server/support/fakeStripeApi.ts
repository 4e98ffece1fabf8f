import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { StripeSettings } from '../../../server/payments/stripeProvider.ts'

/**
 * A small stand-in for Stripe's API, for the card purchase tests in Stripe mode: just the calls the
 * SDK makes for server/payments/stripeProvider.ts (form-encoded POSTs, the secret key as a bearer
 * token, `Idempotency-Key` replayed as Stripe does), plus hooks for what happens outside our
 * server: the Payment Element saving a card, a payment going through or being declined.
 */

export const FAKE_STRIPE_SETTINGS: StripeSettings = {
  secretKey: `sk_test_fake${randomBytes(8).toString('hex')}`,
  publishableKey: 'pk_test_fake',
  webhookSecret: `whsec_fake${randomBytes(12).toString('hex')}`,
}

export type FakeCard = { brand: string; last4: string; exp_month: number; exp_year: number }
export type FakeCustomer = { id: string; object: 'customer'; metadata: Record<string, string> }
export type FakePaymentMethod = { id: string; object: 'payment_method'; type: 'card'; customer: string | null; card: FakeCard }
export type FakePaymentError = { type: 'card_error'; code: string; decline_code?: string; message: string }
export type FakePaymentIntent = {
  id: string
  object: 'payment_intent'
  amount: number
  currency: string
  customer: string | null
  status: string
  client_secret: string
  last_payment_error: FakePaymentError | null
  metadata: Record<string, string>
  created: number
  livemode: false
}
export type FakeRequest = { method: string; path: string; idempotencyKey: string | null; replayed: boolean }

export type FakeStripe = {
  readonly url: string
  readonly customers: Map<string, FakeCustomer>
  readonly paymentMethods: Map<string, FakePaymentMethod>
  readonly intents: Map<string, FakePaymentIntent>
  /** Every call received, in order. */
  readonly requests: FakeRequest[]
  /** The customer made for a player (metadata.user_id), if any. */
  customerOf(userId: string): FakeCustomer | undefined
  /** What the Payment Element does when the player saves a card: a payment method attached to the customer. */
  attachCard(customerId: string, card?: Partial<FakeCard>): FakePaymentMethod
  /** The payment goes through. */
  succeed(paymentIntentId: string): FakePaymentIntent
  /** The payment is declined (Stripe's `last_payment_error`). */
  decline(paymentIntentId: string, error: { code: string; decline_code?: string }): FakePaymentIntent
  cancel(paymentIntentId: string): FakePaymentIntent
  /** While broken, every call answers 500 (Stripe's api_error). */
  setBroken(broken: boolean): void
  close(): Promise<void>
}

const id = (prefix: string) => `${prefix}_fake${randomBytes(10).toString('hex')}`

type Answer = { status: number; body: unknown }

const stripeError = (status: number, type: string, message: string, code?: string): Answer => ({ status, body: { error: { type, message, ...(code ? { code } : {}) } } })
const missing = (what: string, value: string) => stripeError(404, 'invalid_request_error', `No such ${what}: '${value}'`, 'resource_missing')

/** `metadata[user_id]=x` and the like, from the SDK's form encoding. */
function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {}
  for (const [key, value] of form) {
    const match = /^metadata\[(.+)\]$/.exec(key)
    if (match?.[1]) metadata[match[1]] = value
  }
  return metadata
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      body += chunk
    })
    req.on('end', () => resolve(body))
    req.on('error', reject)
  })
}

export async function startFakeStripe(settings: StripeSettings = FAKE_STRIPE_SETTINGS): Promise<FakeStripe> {
  const customers = new Map<string, FakeCustomer>()
  const paymentMethods = new Map<string, FakePaymentMethod>()
  const intents = new Map<string, FakePaymentIntent>()
  const requests: FakeRequest[] = []
  /** Idempotency key → the request it was first used with and the answer given. */
  const replies = new Map<string, { fingerprint: string; answer: Answer }>()
  let broken = false

  function route(method: string, path: string, form: URLSearchParams): Answer {
    if (method === 'POST' && path === '/v1/customers') {
      const customer: FakeCustomer = { id: id('cus'), object: 'customer', metadata: metadataOf(form) }
      customers.set(customer.id, customer)
      return { status: 200, body: customer }
    }
    const customerPath = /^\/v1\/customers\/([^/]+)$/.exec(path)
    if (method === 'DELETE' && customerPath?.[1]) {
      const customer = decodeURIComponent(customerPath[1])
      if (!customers.delete(customer)) return missing('customer', customer)
      // Stripe detaches the deleted customer's payment methods.
      for (const pm of paymentMethods.values()) if (pm.customer === customer) pm.customer = null
      return { status: 200, body: { id: customer, object: 'customer', deleted: true } }
    }
    const listing = /^\/v1\/customers\/([^/]+)\/payment_methods$/.exec(path)
    if (method === 'GET' && listing?.[1]) {
      const customer = decodeURIComponent(listing[1])
      if (!customers.has(customer)) return missing('customer', customer)
      const type = form.get('type')
      const limit = Number(form.get('limit') ?? 10)
      const data = [...paymentMethods.values()].filter((pm) => pm.customer === customer && (!type || pm.type === type)).slice(0, limit)
      return { status: 200, body: { object: 'list', data, has_more: false, url: path } }
    }
    const detach = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(path)
    if (method === 'POST' && detach?.[1]) {
      const pm = paymentMethods.get(decodeURIComponent(detach[1]))
      if (!pm?.customer) return missing('payment method', decodeURIComponent(detach[1]))
      pm.customer = null
      return { status: 200, body: pm }
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      const customer = form.get('customer')
      if (!customer || !customers.has(customer)) return missing('customer', customer ?? '')
      const setupId = id('seti')
      return {
        status: 200,
        body: {
          id: setupId,
          object: 'setup_intent',
          customer,
          status: 'requires_payment_method',
          usage: form.get('usage'),
          client_secret: `${setupId}_secret_${randomBytes(12).toString('hex')}`,
          metadata: metadataOf(form),
        },
      }
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(form.get('amount'))
      const currency = form.get('currency')
      const customer = form.get('customer')
      if (!Number.isInteger(amount) || amount < 1 || !currency) return stripeError(400, 'invalid_request_error', 'Missing amount or currency', 'parameter_missing')
      if (customer && !customers.has(customer)) return missing('customer', customer)
      const intentId = id('pi')
      const intent: FakePaymentIntent = {
        id: intentId,
        object: 'payment_intent',
        amount,
        currency,
        customer,
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        last_payment_error: null,
        metadata: metadataOf(form),
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      }
      intents.set(intent.id, intent)
      return { status: 200, body: intent }
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)
    if (method === 'GET' && retrieve?.[1]) {
      const intent = intents.get(decodeURIComponent(retrieve[1]))
      return intent ? { status: 200, body: intent } : missing('payment_intent', decodeURIComponent(retrieve[1]))
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path})`)
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req)
    const url = new URL(req.url ?? '/', 'http://fake')
    const method = req.method ?? 'GET'
    const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null
    const send = (answer: Answer, replayed: boolean) => {
      requests.push({ method, path: url.pathname, idempotencyKey: key, replayed })
      res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': id('req'), ...(replayed ? { 'idempotent-replayed': 'true' } : {}) })
      res.end(JSON.stringify(answer.body))
    }
    if (broken) return send(stripeError(500, 'api_error', 'Something went wrong on the fake Stripe'), false)
    if (req.headers.authorization !== `Bearer ${settings.secretKey}`) return send(stripeError(401, 'invalid_request_error', 'Invalid API Key provided'), false)
    const form = new URLSearchParams(method === 'GET' ? url.search : raw)
    if (method === 'POST' && key) {
      const fingerprint = `${url.pathname}?${raw}`
      const earlier = replies.get(key)
      if (earlier) {
        if (earlier.fingerprint !== fingerprint) {
          return send(stripeError(400, 'idempotency_error', `Keys for idempotent requests can only be used with the same parameters they were first used with (${key})`), false)
        }
        return send(earlier.answer, true)
      }
      const answer = route(method, url.pathname, form)
      // Stripe keeps the answer of a request that ran (not of one refused before it started).
      replies.set(key, { fingerprint, answer: JSON.parse(JSON.stringify(answer)) as Answer })
      return send(answer, false)
    }
    return send(route(method, url.pathname, form), false)
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  const intentOf = (paymentIntentId: string) => {
    const intent = intents.get(paymentIntentId)
    if (!intent) throw new Error(`the fake Stripe has no payment intent ${paymentIntentId}`)
    return intent
  }

  return {
    url: `http://127.0.0.1:${port}`,
    customers,
    paymentMethods,
    intents,
    requests,
    customerOf: (userId) => [...customers.values()].find((customer) => customer.metadata.user_id === userId),
    attachCard(customerId, card = {}) {
      if (!customers.has(customerId)) throw new Error(`the fake Stripe has no customer ${customerId}`)
      const pm: FakePaymentMethod = {
        id: id('pm'),
        object: 'payment_method',
        type: 'card',
        customer: customerId,
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030, ...card },
      }
      paymentMethods.set(pm.id, pm)
      return pm
    },
    succeed(paymentIntentId) {
      const intent = intentOf(paymentIntentId)
      intent.status = 'succeeded'
      intent.last_payment_error = null
      return intent
    },
    decline(paymentIntentId, error) {
      const intent = intentOf(paymentIntentId)
      intent.status = 'requires_payment_method'
      intent.last_payment_error = { type: 'card_error', message: 'Your card was declined.', ...error }
      return intent
    },
    cancel(paymentIntentId) {
      const intent = intentOf(paymentIntentId)
      intent.status = 'canceled'
      return intent
    },
    setBroken(value) {
      broken = value
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}
