import { randomBytes } from 'node:crypto'
import { createServer as createNetServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import { afterAll, expect, it, vi } from 'vitest'
import { createApp } from '../../server/app.ts'
import { stripeClient, stripeProvider } from '../../server/payments/stripeProvider.ts'
import { seedMasterData } from '../../server/master/seedMaster.ts'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import type { ProviderProducts } from '../../src/domain/contract/purchase.ts'
import { accountApp, api, type Reply } from './support/accounts.ts'
import { useApiServer } from './support/apiServer.ts'
import { FAKE_STRIPE_SETTINGS, type FakePaymentIntent, type FakeStripe, startFakeStripe } from './support/fakeStripeApi.ts'
import { startTestServer } from './support/http.ts'
import type { QuickPlayer } from './support/players.ts'
import { creditOf, FIRST_GOLD_SET, GOLD, GOLD_400, GOLD_2150, present, purchaseBreaches, purchaseKit } from './support/purchaseKit.ts'
import { okData, refused } from './support/replyAssertions.ts'
import { describeOnEachBackend } from './support/testDatabase.ts'

/**
 * Card purchase over HTTP (issue 15) in Stripe mode, against a fake Stripe API
 * (tests/server/support/fakeStripeApi.ts): the customer and the saved card, the PaymentIntent, the
 * signed webhook crediting once, the refused signatures, the payments that do not match, Stripe
 * unavailable, the account deleted. The sandbox provider and a server killed in the middle of a
 * run of purchases are in purchases.test.ts.
 */

/** Runs `work` with console.error captured (the server logs there); answers what was logged. */
async function capturingErrors(work: () => Promise<void>): Promise<string[]> {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
  try {
    await work()
    return spy.mock.calls.map((args) => args.map(String).join(' '))
  } finally {
    spy.mockRestore()
  }
}
/** A Stripe event as Stripe sends it. */
function stripeEvent(type: string, object: unknown, id = `evt_fake${randomBytes(10).toString('hex')}`) {
  return {
    id,
    object: 'event',
    api_version: '2025-01-27.acacia',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  }
}

describeOnEachBackend('card purchase: Stripe (against a fake Stripe API) and its webhook', (backend) => {
  let fakeStripe: FakeStripe | undefined
  const fake = () => present(fakeStripe, 'fake Stripe (use it inside tests)')
  const settings = FAKE_STRIPE_SETTINGS
  const server = useApiServer(backend, {
    prepare: async (db) => {
      await seedMasterData(db)
      fakeStripe = await startFakeStripe(settings)
    },
    app: (db) => ({ ...accountApp()(), payments: stripeProvider(db, settings, stripeClient({ ...settings, apiBase: fake().url })) }),
  })
  afterAll(async () => {
    await fakeStripe?.close()
  })
  const kit = purchaseKit(server)
  const { call, openIntent, intentOk, confirm, confirmOk, savedCard, onSale, ledger, purchases, purchaseOf, footprint, onePlayer } = kit
  const signer = new Stripe(settings.secretKey)

  const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
    signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? settings.webhookSecret, ...(options.timestamp ? { timestamp: options.timestamp } : {}) })
  async function deliver(payload: string, signature: string | null = sign(payload)): Promise<Reply> {
    const response = await fetch(`${server.url}/api/v1/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'stripe-signature': signature }) },
      body: payload,
    })
    return { status: response.status, body: (await response.json()) as Reply['body'], headers: response.headers }
  }
  const succeededEvent = (intent: FakePaymentIntent, id?: string) => JSON.stringify(stripeEvent('payment_intent.succeeded', intent, id))
  const delivered = async (payload: string) => expect(okData(await deliver(payload))).toEqual({ received: true })
  const eventRows = (paymentIntentId: string) =>
    server.db.query<{ event_id: string; type: string }>('select event_id, type from payment_event where payment_intent_id = $1 order by event_id', [paymentIntentId])

  /** A player whose card was saved through Stripe (a setup intent; the Payment Element attached the card). */
  async function cardHolder(): Promise<QuickPlayer> {
    const player = await onePlayer()
    okData(await call(player, 'POST', '/stripe/setupintent'))
    fake().attachCard(present(fake().customerOf(player.userId), 'customer').id)
    return player
  }
  const fakeIntent = (paymentIntentId: string) => present(fake().intents.get(paymentIntentId), `fake intent ${paymentIntentId}`)

  it('is Stripe: products, a customer per player made once, the card the Payment Element saved, DELETE detaches it; the sandbox’s calls do not exist', async () => {
    const player = await onePlayer()
    expect((await onSale(player)).provider).toBe('stripe')
    expect((await onSale(player)).products.map((product) => product.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    // No customer yet: no card, and Stripe is not asked.
    const asked = fake().requests.length
    expect(await savedCard(player)).toBeNull()
    expect(fake().requests.length).toBe(asked)

    // Five setup intents at once: one customer (the idempotency key), five setup intents.
    const secrets = await Promise.all(Array.from({ length: 5 }, async () => okData<{ client_secret: string }>(await call(player, 'POST', '/stripe/setupintent')).client_secret))
    for (const secret of secrets) expect(secret).toMatch(/^seti_fake[0-9a-f]{20}_secret_[0-9a-f]{24}$/)
    expect(new Set(secrets).size).toBe(5)
    const customers = [...fake().customers.values()].filter((customer) => customer.metadata.user_id === player.userId)
    expect(customers).toHaveLength(1)
    const customer = present(customers[0], 'customer')
    expect(await server.db.query('select customer_id from payment_customer where user_id = $1', [player.userId])).toEqual([{ customer_id: customer.id }])
    expect(
      fake()
        .requests.filter((request) => request.path === '/v1/customers')
        .map((request) => request.idempotencyKey),
    ).toContain(`customer-${player.userId}`)
    expect(await savedCard(player)).toBeNull()

    const first = fake().attachCard(customer.id, { brand: 'jcb', last4: '0505', exp_month: 3, exp_year: 2029 })
    const second = fake().attachCard(customer.id, { brand: 'mastercard', last4: '4444' })
    expect(await savedCard(player)).toEqual({ id: first.id, brand: 'jcb', last4: '0505', exp_month: 3, exp_year: 2029 })
    expect(okData(await call(player, 'DELETE', '/stripe/paymentmethod'))).toBeNull()
    expect([first.customer, second.customer]).toEqual([null, null])
    expect(await savedCard(player)).toBeNull()

    for (const path of ['/stripe/sandbox/setup', '/stripe/sandbox/pay']) {
      refused(await call(player, 'POST', path, { type: 'purchase:sandbox-pay', client_secret: secrets[0] }), 404, ResultCode.notFound)
    }
  })

  it('first setup intents of many players at once: each player gets one customer and no call fails', async () => {
    const players = await Promise.all(Array.from({ length: 32 }, () => onePlayer()))
    const replies = await Promise.all(players.flatMap((player) => Array.from({ length: 5 }, () => call(player, 'POST', '/stripe/setupintent'))))
    for (const reply of replies) okData(reply)
    for (const player of players) {
      const customer = present(fake().customerOf(player.userId), 'customer')
      expect(await server.db.query('select customer_id from payment_customer where user_id = $1', [player.userId])).toEqual([{ customer_id: customer.id }])
    }
  })

  it('a purchase: 4012 without a card; a PaymentIntent in yen keyed by the purchase, the same one asked again; /user/self/purchase credits once it succeeded', async () => {
    const player = await onePlayer()
    refused(await openIntent(player, GOLD_400.id), 409, ResultCode.noSavedCard)
    okData(await call(player, 'POST', '/stripe/setupintent'))
    refused(await openIntent(player, GOLD_400.id), 409, ResultCode.noSavedCard)
    const customer = present(fake().customerOf(player.userId), 'customer')
    fake().attachCard(customer.id)

    const intents = await Promise.all(Array.from({ length: 5 }, () => intentOk(player, GOLD_400.id)))
    const [intent] = intents
    if (!intent) throw new Error('no intent')
    for (const other of intents) expect(other).toEqual(intent)
    expect(intent).toEqual({ payment_intent_id: expect.stringMatching(/^pi_fake/), client_secret: fakeIntent(intent.payment_intent_id).client_secret, amount: 1000, currency: 'jpy' })
    const [row] = await purchases(player)
    expect(row).toMatchObject({ product_id: 1, price: 1000, provider: 'stripe', payment_intent_id: intent.payment_intent_id, status: 'open' })
    // One PaymentIntent at Stripe, for this customer and purchase.
    const atStripe = [...fake().intents.values()].filter((pi) => pi.customer === customer.id)
    expect(atStripe).toHaveLength(1)
    expect(atStripe[0]).toMatchObject({ amount: 1000, currency: 'jpy', metadata: { user_id: player.userId, product_id: '1', purchase_id: row?.id } })
    expect(fake().requests.filter((request) => request.path === '/v1/payment_intents' && request.idempotencyKey === `purchase-${row?.id}`).length).toBeGreaterThan(0)
    expect(await intentOk(player, GOLD_400.id)).toEqual(intent)

    // Not paid yet: 4015.
    refused(await confirm(player, GOLD_400.id, intent.payment_intent_id), 409, ResultCode.paymentNotCompleted)
    fake().succeed(intent.payment_intent_id)
    const confirmed = await confirmOk(player, GOLD_400.id, intent.payment_intent_id)
    expect(confirmed).toMatchObject({ product_id: 1, payment_intent_id: intent.payment_intent_id, topolo_type: GOLD, amount: 400, price: 1000, balances: { silver: 0, gold: 400 } })
    for (let n = 0; n < 3; n++) expect(await confirmOk(player, GOLD_400.id, intent.payment_intent_id)).toEqual(confirmed)
    // The webhook arriving after the confirmation credits nothing more.
    await delivered(succeededEvent(fakeIntent(intent.payment_intent_id)))
    expect(await ledger(player)).toEqual([creditOf(GOLD_400, intent.payment_intent_id)])

    // The pack again: a new purchase and a new PaymentIntent.
    const again = await intentOk(player, GOLD_400.id)
    expect(again.payment_intent_id).not.toBe(intent.payment_intent_id)
    expect(await purchases(player)).toHaveLength(2)
  })

  it('the webhook: payment_intent.succeeded credits once; the same event 5 times (also at once) and 5 other events for it change nothing more', async () => {
    const player = await cardHolder()
    const intent = await intentOk(player, GOLD_2150.id)
    const paid = fake().succeed(intent.payment_intent_id)
    const payload = succeededEvent(paid)
    await delivered(payload)
    expect(await ledger(player)).toEqual([creditOf(GOLD_2150, intent.payment_intent_id)])
    expect(await purchaseOf(intent.payment_intent_id)).toMatchObject({ status: 'succeeded', paid: true })

    for (let n = 0; n < 5; n++) await delivered(payload)
    for (const reply of await Promise.all(Array.from({ length: 5 }, () => deliver(payload)))) okData(reply)
    const others = Array.from({ length: 5 }, () => succeededEvent(paid))
    for (const reply of await Promise.all(others.map((other) => deliver(other)))) okData(reply)
    expect(await ledger(player)).toEqual([creditOf(GOLD_2150, intent.payment_intent_id)])
    expect(await eventRows(intent.payment_intent_id)).toHaveLength(6)
    expect(await confirmOk(player, GOLD_2150.id, intent.payment_intent_id)).toMatchObject({ amount: 2150, balances: { silver: 0, gold: 2150 } })
  })

  it('refuses with 400 an event with a bad signature, no signature, the wrong secret or an old timestamp, changing nothing; a fresh signature is taken', async () => {
    const player = await cardHolder()
    const intent = await intentOk(player, GOLD_400.id)
    const paid = fake().succeed(intent.payment_intent_id)
    const payload = succeededEvent(paid)
    const before = await footprint(player)
    const now = Math.floor(Date.now() / 1000)
    const tampered = payload.replace('"amount":1000', '"amount":1001')
    expect(tampered).not.toBe(payload)
    const cases: [string, string, string | null][] = [
      ['a payload changed after signing', tampered, sign(payload)],
      ['another payload’s signature', payload, sign(succeededEvent(paid))],
      ['a signature of zeros', payload, sign(payload).replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`)],
      ['no signature header', payload, null],
      ['an empty signature header', payload, ''],
      ['a header without a signature', payload, `t=${now}`],
      ['garbage', payload, 'not a signature'],
      ['the wrong secret', payload, sign(payload, { secret: 'whsec_wrong' })],
      ['the API key as secret', payload, sign(payload, { secret: settings.secretKey })],
      ['a timestamp 10 minutes ago', payload, sign(payload, { timestamp: now - 600 })],
      ['a timestamp an hour ago', payload, sign(payload, { timestamp: now - 3600 })],
      ['an empty body', '', sign('')],
    ]
    for (const [label, body, signature] of cases) {
      const reply = await deliver(body, signature)
      expect(reply.status, label).toBe(400)
      expect(reply.body.result.status, label).toBe(ResultCode.badRequest)
    }
    // Over the size limit: refused before reading.
    const big = await fetch(`${server.url}/api/v1/stripe/webhook`, { method: 'POST', headers: { 'stripe-signature': sign(payload) }, body: 'x'.repeat(300 * 1024) })
    expect(big.status).toBe(413)
    expect(await footprint(player)).toEqual(before)
    expect(await purchaseOf(intent.payment_intent_id)).toMatchObject({ status: 'open' })

    // Signed a minute ago (inside Stripe's tolerance): credited.
    okData(await deliver(payload, sign(payload, { timestamp: now - 60 })))
    expect(await ledger(player)).toEqual([creditOf(GOLD_400, intent.payment_intent_id)])
  })

  it('an event for an unknown intent, or whose amount or currency is not the purchase’s, credits nothing; other event types are acknowledged', async () => {
    const player = await cardHolder()
    const intent = await intentOk(player, GOLD_400.id)
    const paid = fake().succeed(intent.payment_intent_id)
    const before = await footprint(player)
    const unknown = `pi_fake${'0'.repeat(20)}`
    const logged = await capturingErrors(async () => {
      await delivered(succeededEvent({ ...paid, id: unknown }))
      await delivered(succeededEvent({ ...paid, amount: 1 }))
      await delivered(succeededEvent({ ...paid, amount: 100_000 }))
      await delivered(succeededEvent({ ...paid, currency: 'usd' }))
      await delivered(JSON.stringify(stripeEvent('customer.created', { id: 'cus_fakeother', object: 'customer' })))
      await delivered(JSON.stringify(stripeEvent('payment_intent.processing', paid)))
      // Signed events of an unexpected shape are acknowledged, not a 500.
      for (const data of [{}, { object: null }, { object: { amount: 400 } }]) {
        await delivered(JSON.stringify({ ...stripeEvent('payment_intent.succeeded', paid), data }))
        await delivered(JSON.stringify({ ...stripeEvent('payment_intent.payment_failed', paid), data }))
      }
    })
    // Each payment that does not match is logged.
    expect(logged.filter((line) => line.includes('payment does not match its purchase') && line.includes(intent.payment_intent_id))).toHaveLength(3)
    expect(await footprint(player)).toMatchObject({ balances: before.balances, ledger: [], purchases: before.purchases })
    expect(await eventRows(unknown)).toHaveLength(1)
    expect(await server.db.query(`select 1 from topolo_ledger where idempotency_key = $1`, [`purchase:${unknown}`])).toEqual([])

    // The confirmation, asking Stripe, still credits the real payment.
    expect(await confirmOk(player, GOLD_400.id, intent.payment_intent_id)).toMatchObject({ amount: 400, balances: { silver: 0, gold: 400 } })
    expect(await ledger(player)).toEqual([creditOf(GOLD_400, intent.payment_intent_id)])

    // And when Stripe itself says another amount was paid, the confirmation credits nothing (4015).
    const other = await intentOk(player, GOLD_2150.id)
    const wrong = fake().succeed(other.payment_intent_id)
    wrong.amount = 4999
    const mismatches = await capturingErrors(async () => {
      refused(await confirm(player, GOLD_2150.id, other.payment_intent_id), 409, ResultCode.paymentNotCompleted)
      await delivered(succeededEvent(wrong))
    })
    expect(mismatches.filter((line) => line.includes('payment does not match its purchase'))).toHaveLength(2)
    expect(await purchaseOf(other.payment_intent_id)).toMatchObject({ status: 'open' })
    expect(await ledger(player)).toEqual([creditOf(GOLD_400, intent.payment_intent_id)])
  })

  it.each<[string, { code: string; decline_code?: string }, number]>([
    ['a generic decline', { code: 'card_declined', decline_code: 'generic_decline' }, ResultCode.cardDeclined],
    ['insufficient funds', { code: 'card_declined', decline_code: 'insufficient_funds' }, ResultCode.insufficientPayment],
    ['an expired card', { code: 'expired_card' }, ResultCode.cardExpired],
  ])('/user/self/purchase after %s answers its code (402) from last_payment_error and credits nothing; paid later, it credits', async (_label, error, code) => {
    const player = await cardHolder()
    const intent = await intentOk(player, GOLD_400.id)
    fake().decline(intent.payment_intent_id, error)
    refused(await confirm(player, GOLD_400.id, intent.payment_intent_id), 402, code)
    expect(await purchaseOf(intent.payment_intent_id)).toMatchObject({ status: 'open', failure_code: error.decline_code ?? error.code })
    expect(await ledger(player)).toEqual([])
    // The retry pays the same intent.
    expect(await intentOk(player, GOLD_400.id)).toEqual(intent)
    fake().succeed(intent.payment_intent_id)
    expect(await confirmOk(player, GOLD_400.id, intent.payment_intent_id)).toMatchObject({ amount: 400 })
    expect(await purchaseOf(intent.payment_intent_id)).toMatchObject({ status: 'succeeded', failure_code: null })
  })

  it('payment_intent.payment_failed records the decline on the purchase and credits nothing', async () => {
    const player = await cardHolder()
    const intent = await intentOk(player, GOLD_400.id)
    const failed = fake().decline(intent.payment_intent_id, { code: 'card_declined', decline_code: 'insufficient_funds' })
    await delivered(JSON.stringify(stripeEvent('payment_intent.payment_failed', failed)))
    expect(await purchaseOf(intent.payment_intent_id)).toMatchObject({ status: 'open', failure_code: 'insufficient_funds' })
    expect(await ledger(player)).toEqual([])
  })

  it('the webhook and the confirmation racing (with repeated and different events) credit once', async () => {
    for (let round = 0; round < 3; round++) {
      const player = await cardHolder()
      const intent = await intentOk(player, GOLD_400.id)
      const paid = fake().succeed(intent.payment_intent_id)
      const payload = succeededEvent(paid)
      const replies = await Promise.all(
        Array.from({ length: 15 }, (_, n) => (n % 3 === 0 ? deliver(payload) : n % 3 === 1 ? deliver(succeededEvent(paid)) : confirm(player, GOLD_400.id, intent.payment_intent_id))),
      )
      for (const reply of replies) okData(reply)
      expect(await ledger(player)).toEqual([creditOf(GOLD_400, intent.payment_intent_id)])
      expect(await purchaseOf(intent.payment_intent_id)).toMatchObject({ status: 'succeeded' })
    }
  })

  it('a payment that succeeded unreported is credited when the app asks again, which opens a new purchase (4013 for a first-time set); a canceled one is replaced', async () => {
    const player = await cardHolder()
    const pack = await intentOk(player, GOLD_400.id)
    fake().succeed(pack.payment_intent_id)
    const next = await intentOk(player, GOLD_400.id)
    expect(next.payment_intent_id).not.toBe(pack.payment_intent_id)
    expect(await ledger(player)).toEqual([creditOf(GOLD_400, pack.payment_intent_id)])

    const set = await intentOk(player, FIRST_GOLD_SET.id)
    fake().succeed(set.payment_intent_id)
    refused(await openIntent(player, FIRST_GOLD_SET.id), 409, ResultCode.firstTimeSetBought)
    expect(await ledger(player)).toEqual([creditOf(GOLD_400, pack.payment_intent_id), creditOf(FIRST_GOLD_SET, set.payment_intent_id)])
    expect((await onSale(player)).products.find((product) => product.id === FIRST_GOLD_SET.id)?.purchasable).toBe(false)
    refused(await openIntent(player, FIRST_GOLD_SET.id), 409, ResultCode.firstTimeSetBought)

    fake().cancel(next.payment_intent_id)
    const replaced = await intentOk(player, GOLD_400.id)
    expect(replaced.payment_intent_id).not.toBe(next.payment_intent_id)
    expect(await purchaseOf(next.payment_intent_id)).toMatchObject({ status: 'canceled' })
    expect(await purchaseOf(replaced.payment_intent_id)).toMatchObject({ status: 'open' })
    expect(await ledger(player)).toHaveLength(2)
  })

  it('another player’s payment answers 404 like a made-up one; 4014 for what is not sold by card', async () => {
    const owner = await cardHolder()
    const intruder = await cardHolder()
    const intent = await intentOk(owner, GOLD_400.id)
    fake().succeed(intent.payment_intent_id)
    const theirs = await confirm(intruder, GOLD_400.id, intent.payment_intent_id)
    refused(theirs, 404, ResultCode.notFound)
    expect(theirs.body).toEqual((await confirm(intruder, GOLD_400.id, `pi_fake${'0'.repeat(20)}`)).body)
    expect(await ledger(owner)).toEqual([])
    expect(await ledger(intruder)).toEqual([])
    for (const productId of [101, 104, 203, 999]) refused(await openIntent(owner, productId), 404, ResultCode.notOnSale)
  })

  it('answers 502 with 4016 when Stripe fails or cannot be reached, changing nothing', async () => {
    const player = await cardHolder()
    const intent = await intentOk(player, GOLD_400.id)
    const before = await footprint(player)
    const calls = (base: string): [string, Promise<Reply>][] => [
      ['GET /stripe/paymentmethod', api(base, 'GET', '/stripe/paymentmethod', { token: player.token })],
      ['DELETE /stripe/paymentmethod', api(base, 'DELETE', '/stripe/paymentmethod', { token: player.token })],
      ['POST /stripe/setupintent', api(base, 'POST', '/stripe/setupintent', { token: player.token })],
      ['POST /stripe/paymentintent', api(base, 'POST', '/stripe/paymentintent', { token: player.token, body: { type: 'purchase:intent', product_id: GOLD_2150.id } })],
      [
        'POST /user/self/purchase',
        api(base, 'POST', '/user/self/purchase', { token: player.token, body: { type: 'purchase:confirm', product_id: GOLD_400.id, payment_intent_id: intent.payment_intent_id } }),
      ],
    ]
    const expectUnavailable = async (base: string) => {
      const logged = await capturingErrors(async () => {
        for (const [label, reply] of calls(base)) {
          const answered = await reply
          expect(answered.status, label).toBe(502)
          expect(answered.body.result.status, label).toBe(ResultCode.paymentUnavailable)
        }
      })
      expect(logged.filter((line) => line.includes('card provider unavailable'))).toHaveLength(5)
    }
    fake().setBroken(true)
    try {
      await expectUnavailable(server.url)
    } finally {
      fake().setBroken(false)
    }
    expect(await footprint(player)).toEqual(before)

    // The same app with Stripe's address where nothing listens.
    const closed = createNetServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise<void>((resolve, reject) => closed.close((error) => (error ? reject(error) : resolve())))
    const unreachable = await startTestServer(
      createApp({
        db: server.db,
        distDir: '/nonexistent',
        runtimeConfig: {},
        log: null,
        identity: server.identity,
        payments: stripeProvider(server.db, settings, stripeClient({ ...settings, apiBase: `http://127.0.0.1:${port}` })),
      }),
    )
    try {
      await expectUnavailable(unreachable.url)
      // What needs no Stripe still answers.
      expect(okData<ProviderProducts>(await api(unreachable.url, 'GET', '/stripe/products', { token: player.token })).provider).toBe('stripe')
    } finally {
      await unreachable.close()
    }
    expect(await footprint(player)).toEqual(before)
    // Stripe back: the purchase goes through.
    fake().succeed(intent.payment_intent_id)
    expect(await confirmOk(player, GOLD_400.id, intent.payment_intent_id)).toMatchObject({ amount: 400 })
  })

  it('deleting the account deletes the Stripe customer (its cards detached) and the purchases; with Stripe failing the account is deleted all the same', async () => {
    const traces = async (userId: string) =>
      (
        await server.db.query<{ customers: number; purchases: number; ledger: number }>(
          `select (select count(*)::int from payment_customer where user_id = $1) as customers,
                  (select count(*)::int from card_purchase where user_id = $1) as purchases,
                  (select count(*)::int from topolo_ledger where user_id = $1) as ledger`,
          [userId],
        )
      )[0]
    const player = await cardHolder()
    const customer = present(fake().customerOf(player.userId), 'customer')
    const card = present(
      [...fake().paymentMethods.values()].find((pm) => pm.customer === customer.id),
      'card',
    )
    const intent = await intentOk(player, GOLD_400.id)
    fake().succeed(intent.payment_intent_id)
    await confirmOk(player, GOLD_400.id, intent.payment_intent_id)
    expect(await traces(player.userId)).toEqual({ customers: 1, purchases: 1, ledger: 1 })
    expect(okData(await call(player, 'DELETE', '/account/delete'))).toEqual({})
    expect(fake().customers.has(customer.id)).toBe(false)
    expect(card.customer).toBeNull()
    expect(await traces(player.userId)).toEqual({ customers: 0, purchases: 0, ledger: 0 })

    const unlucky = await cardHolder()
    const logged = await capturingErrors(async () => {
      fake().setBroken(true)
      try {
        expect(okData(await call(unlucky, 'DELETE', '/account/delete'))).toEqual({})
      } finally {
        fake().setBroken(false)
      }
    })
    expect(logged.filter((line) => line.includes('stripe customer not deleted'))).toHaveLength(1)
    expect(await traces(unlucky.userId)).toEqual({ customers: 0, purchases: 0, ledger: 0 })
  })

  it('after every purchase above, the ledger sums equal the balances and every succeeded purchase has exactly its credit', async () => {
    expect(await server.db.query<{ n: number }>(`select count(*)::int as n from card_purchase where status = 'succeeded'`)).not.toEqual([{ n: 0 }])
    expect(await purchaseBreaches(server.db)).toEqual([])
  })
})
