import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { appendTopolo, topoloBalances } from '../../server/accounts/topoloLedger.ts'
import type { Queryable } from '../../server/db/database.ts'
import { products as seedProducts } from '../../server/master/seed/products.ts'
import { seedMasterData } from '../../server/master/seedMaster.ts'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import type { Property } from '../../src/domain/contract/account.ts'
import type { OnSaleProduct, PaymentIntent, Purchase, SavedCard } from '../../src/domain/contract/purchase.ts'
import { slotStartOf } from '../../src/domain/reservation/reservationRules.ts'
import { TOPOLO_REASON, TOPOLO_TYPE } from '../../src/domain/topolo.ts'
import { accountApp, api, emulatorHost, firebaseSignUp, uniqueEmail } from './support/accounts.ts'
import { type ApiServer, useApiServer } from './support/apiServer.ts'
import { type QuickPlayer, quickPlayers } from './support/players.ts'
import { type ServerProcess, startServerProcess } from './support/processes.ts'
import { creditOf, FIRST_GOLD_SET, GOLD, GOLD_400, GOLD_2150, present, purchaseBreaches, purchaseKit } from './support/purchaseKit.ts'
import { okData, refused, testClock } from './support/replyAssertions.ts'
import { createTestStore, describeOnEachBackend, type TestStore } from './support/testDatabase.ts'

/**
 * Card purchase over HTTP (issue 15): the built-in sandbox provider (the test card form, the saved
 * card, intents, the sandbox's payment), the purchase credited exactly once however often and in
 * whatever order the app's confirmation and the payment arrive, the declines, the first-time set,
 * the refusals; and a server process killed with SIGKILL in the middle of a run of purchases.
 * Stripe mode and its webhook are in purchaseStripe.test.ts.
 */

/** Wednesday 2 December 2026, 12:00 in Tokyo: a card expiring 12/2026 is still valid, 11/2026 is not. */
const NOON = slotStartOf('2026-12-02', '12:00')
const SILVER = TOPOLO_TYPE.silver

/** The seeded products only this file buys (server/master/seed/products.ts). */
const SILVER_800 = { id: 5, price: 1000, amount: 800, type: SILVER }
const FIRST_SILVER_SET = 8

/** Stripe's test numbers (src/domain/payments/testCards.ts). */
const VISA = '4242424242424242'
const VISA_TYPED = '4242 4242 4242 4242'
const MASTERCARD = '5555555555554444'
const AMEX = '378282246310005'
const DECLINED = '4000000000000002'
const INSUFFICIENT_FUNDS = '4000000000009995'
const EXPIRED_CARD = '4000000000000069'

/** The sandbox's own calls: its setup intent, the test card form, its payment. */
function sandboxKit(server: ApiServer) {
  const kit = purchaseKit(server)
  const setupSecret = async (player: QuickPlayer) => okData<{ client_secret: string }>(await kit.call(player, 'POST', '/stripe/setupintent')).client_secret
  const cardBody = (clientSecret: string, card: { number?: unknown; exp_month?: unknown; exp_year?: unknown; cvc?: unknown } = {}) => ({
    type: 'card:sandbox',
    client_secret: clientSecret,
    number: VISA_TYPED,
    exp_month: 12,
    exp_year: 2030,
    cvc: '123',
    ...card,
  })
  const submitCard = (player: QuickPlayer, clientSecret: string, card: Parameters<typeof cardBody>[1] = {}) => kit.call(player, 'POST', '/stripe/sandbox/setup', cardBody(clientSecret, card))
  const saveCard = async (player: QuickPlayer, card: Parameters<typeof cardBody>[1] = {}) => okData<SavedCard>(await submitCard(player, await setupSecret(player), card))
  const pay = (player: QuickPlayer, clientSecret: string) => kit.call(player, 'POST', '/stripe/sandbox/pay', { type: 'purchase:sandbox-pay', client_secret: clientSecret })
  const payOk = async (player: QuickPlayer, clientSecret: string) => okData<{ payment_intent_id: string; status: string }>(await pay(player, clientSecret))
  /** A player with a saved test card. */
  async function cardHolder(number = VISA_TYPED): Promise<QuickPlayer> {
    const player = await kit.onePlayer()
    await saveCard(player, { number })
    return player
  }
  return { ...kit, setupSecret, cardBody, submitCard, saveCard, pay, payOk, cardHolder }
}

/** The tables of the schema whose rows, as text, contain `text`, with the count of such rows. */
async function tablesContaining(db: Queryable, text: string): Promise<Record<string, number>> {
  const tables = await db.query<{ table_name: string }>(`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`)
  expect(tables.map((table) => table.table_name)).toEqual(expect.arrayContaining(['sandbox_card', 'sandbox_setup_intent', 'sandbox_payment_intent', 'card_purchase']))
  const found: Record<string, number> = {}
  for (const { table_name: table } of tables) {
    const [row] = await db.query<{ n: number }>(`select count(*)::int as n from "${table}" r where r::text like $1`, [`%${text}%`])
    if (row && row.n > 0) found[table] = row.n
  }
  return found
}

describeOnEachBackend('card purchase: the sandbox provider (no Stripe keys)', (backend) => {
  const clock = testClock(NOON)
  const server = useApiServer(backend, { app: () => accountApp({ now: clock.now })(), prepare: (db) => seedMasterData(db) })
  const kit = sandboxKit(server)
  const { call, openIntent, intentOk, confirm, confirmOk, savedCard, onSale, ledger, purchases, purchaseOf, footprint, onePlayer } = kit
  const { setupSecret, submitCard, saveCard, pay, payOk, cardHolder } = kit

  it('is the default provider: the products on sale are the topolo packs and first-time sets, each purchasable; 401 without a token', async () => {
    const player = await onePlayer()
    const listed = await onSale(player)
    expect(listed.provider).toBe('sandbox')
    const expected: OnSaleProduct[] = seedProducts.filter((product) => product.type === 1 || product.type === 2).map((product) => ({ ...product, purchasable: true }))
    expect(listed.products).toEqual(expected)
    expect(listed.products.map((product) => product.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(listed.products.find((product) => product.id === GOLD_400.id)).toMatchObject({ price: 1000, amount: 400, related_id: GOLD })
    expect(listed.products.find((product) => product.id === FIRST_GOLD_SET.id)).toMatchObject({ type: 2, price: 1000, amount: 800, purchase_limit: 1 })
    refused(await call(null, 'GET', '/stripe/products'), 401, ResultCode.unauthorized)
    refused(await call(null, 'GET', '/stripe/paymentmethod'), 401, ResultCode.unauthorized)
    // Stripe's webhook does not exist without Stripe.
    const webhook = await fetch(`${server.url}/api/v1/stripe/webhook`, { method: 'POST', headers: { 'stripe-signature': 't=1,v1=00' }, body: '{}' })
    expect(webhook.status).toBe(404)
    expect(await webhook.json()).toMatchObject({ result: { status: ResultCode.notFound } })
  })

  it('saves a test card from the form (spaces allowed) as brand, last 4 and expiry; the full number is stored nowhere; DELETE removes it', async () => {
    const player = await onePlayer()
    expect(await savedCard(player)).toBeNull()
    const secret = await setupSecret(player)
    expect(secret).toMatch(/^seti_sbx[0-9a-f]{24}_secret_[0-9a-f]{32}$/)
    const card = okData<SavedCard>(await submitCard(player, secret, { number: VISA_TYPED, exp_month: 12, exp_year: 2030, cvc: '123' }))
    expect(card).toEqual({ id: expect.stringMatching(/^pm_sbx[0-9a-f]{24}$/), brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 })
    expect(await savedCard(player)).toEqual(card)
    expect(await server.db.query('select status from sandbox_setup_intent where user_id = $1', [player.userId])).toEqual([{ status: 'succeeded' }])
    // A setup intent saves one card: its secret used again opens nothing.
    refused(await submitCard(player, secret, { number: '5555 5555 5555 4444', exp_month: 1, exp_year: 2031, cvc: '123' }), 404, ResultCode.notFound)
    expect(await savedCard(player)).toEqual(card)

    // Another card replaces it (one saved card per player); a two-digit year is a year of this century.
    const master = await saveCard(player, { number: '5555-5555-5555-4444', exp_month: 1, exp_year: 31 })
    expect(master).toMatchObject({ brand: 'mastercard', last4: '4444', exp_month: 1, exp_year: 2031 })
    expect(master.id).not.toBe(card.id)
    expect(await savedCard(player)).toEqual(master)
    // American Express takes a four-digit security code.
    const other = await onePlayer()
    expect(await saveCard(other, { number: '3782 822463 10005', cvc: '1234' })).toMatchObject({ brand: 'amex', last4: '0005' })

    // Only brand, last 4 and expiry are kept: no table holds a full number or its first 12 digits.
    for (const number of [VISA, MASTERCARD, AMEX, VISA_TYPED, '5555-5555-5555-4444', '3782 822463 10005', VISA.slice(0, 12), MASTERCARD.slice(0, 12)]) {
      expect(await tablesContaining(server.db, number), number).toEqual({})
    }
    // (The search does find what is stored.)
    expect(await tablesContaining(server.db, master.id)).toEqual({ sandbox_card: 1 })

    expect(okData(await call(player, 'DELETE', '/stripe/paymentmethod'))).toBeNull()
    expect(await savedCard(player)).toBeNull()
    expect(await server.db.query('select 1 from sandbox_card where user_id = $1', [player.userId])).toEqual([])
    // Deleting again is fine; the other player's card stays.
    expect(okData(await call(player, 'DELETE', '/stripe/paymentmethod'))).toBeNull()
    expect(await savedCard(other)).toMatchObject({ brand: 'amex' })
  })

  it('refuses a number that is not a test card (4017), a bad number, expiry or security code (4018) and another player’s setup intent (404), saving nothing', async () => {
    const player = await onePlayer()
    const secret = await setupSecret(player)
    const cases: [string, Parameters<typeof submitCard>[2], number, number][] = [
      ['a real Visa number (Luhn-valid, not a test card)', { number: '4111 1111 1111 1111' }, 400, ResultCode.testCardsOnly],
      ['another Luhn-valid number', { number: '4012888888881881' }, 400, ResultCode.testCardsOnly],
      ['a bad check digit', { number: '4242 4242 4242 4241' }, 400, ResultCode.cardDetailsInvalid],
      ['a letter in the number', { number: '4242 4242 4242 424a' }, 400, ResultCode.cardDetailsInvalid],
      ['too short', { number: '4242 4242' }, 400, ResultCode.cardDetailsInvalid],
      ['expired last month', { exp_month: 11, exp_year: 2026 }, 400, ResultCode.cardDetailsInvalid],
      ['expired years ago', { exp_month: 12, exp_year: 2020 }, 400, ResultCode.cardDetailsInvalid],
      ['a two-digit year in the past', { exp_month: 6, exp_year: 25 }, 400, ResultCode.cardDetailsInvalid],
      ['month 13', { exp_month: 13, exp_year: 2030 }, 400, ResultCode.cardDetailsInvalid],
      ['month 0', { exp_month: 0, exp_year: 2030 }, 400, ResultCode.cardDetailsInvalid],
      ['more than 20 years ahead', { exp_month: 1, exp_year: 2047 }, 400, ResultCode.cardDetailsInvalid],
      ['a two-digit security code', { cvc: '12' }, 400, ResultCode.cardDetailsInvalid],
      ['a four-digit security code on a Visa', { cvc: '1234' }, 400, ResultCode.cardDetailsInvalid],
      ['a three-digit security code on an Amex', { number: AMEX, cvc: '123' }, 400, ResultCode.cardDetailsInvalid],
      ['letters as security code', { cvc: 'abc' }, 400, ResultCode.cardDetailsInvalid],
    ]
    for (const [label, card, http, code] of cases) {
      const reply = await submitCard(player, secret, card)
      expect(reply.body.result.status, label).toBe(code)
      expect(reply.status, label).toBe(http)
    }
    // Another player's setup intent, or one that does not exist, or the right id with a wrong secret.
    const other = await onePlayer()
    const othersSecret = await setupSecret(other)
    const [id] = secret.split('_secret_')
    for (const wrong of [othersSecret, `seti_sbx${'0'.repeat(24)}_secret_${'0'.repeat(32)}`, `${id}_secret_${'f'.repeat(32)}`]) {
      refused(await submitCard(player, wrong), 404, ResultCode.notFound)
    }
    expect(await savedCard(player)).toBeNull()
    expect(await savedCard(other)).toBeNull()
    expect(await server.db.query('select user_id from sandbox_card where user_id = any($1::uuid[])', [[player.userId, other.userId]])).toEqual([])
    // The card of this month is still valid; the same setup intent takes it after the refusals.
    expect(okData<SavedCard>(await submitCard(player, secret, { exp_month: 12, exp_year: 2026 }))).toMatchObject({ exp_month: 12, exp_year: 2026, last4: '4242' })
    expect(await saveCard(other, { exp_month: 12, exp_year: 2046 })).toMatchObject({ exp_year: 2046 })
  })

  it('a purchase: 4012 without a card; the intent of the price in yen, the same one asked again; paid once, credited once, confirmed as often as asked', async () => {
    const player = await onePlayer()
    refused(await openIntent(player, GOLD_400.id), 409, ResultCode.noSavedCard)
    expect(await purchases(player)).toEqual([])
    await saveCard(player)

    const intent = await intentOk(player, GOLD_400.id)
    expect(intent).toEqual({ payment_intent_id: expect.stringMatching(/^pi_sbx[0-9a-f]{24}$/), client_secret: expect.any(String), amount: 1000, currency: 'jpy' })
    expect(intent.client_secret.startsWith(`${intent.payment_intent_id}_secret_`)).toBe(true)
    const pi = intent.payment_intent_id
    expect(await purchases(player)).toEqual([
      { id: expect.any(String), product_id: 1, price: 1000, topolo_type: GOLD, topolo_amount: 400, provider: 'sandbox', payment_intent_id: pi, status: 'open', failure_code: null, paid: false },
    ])
    // Asked again (a retry, the page reloaded): the same purchase and intent.
    expect(await intentOk(player, GOLD_400.id)).toEqual(intent)
    expect(await purchases(player)).toHaveLength(1)
    // Confirmed before paying: not yet, nothing credited.
    refused(await confirm(player, GOLD_400.id, pi), 409, ResultCode.paymentNotCompleted)
    expect(await ledger(player)).toEqual([])

    expect(await payOk(player, intent.client_secret)).toEqual({ payment_intent_id: pi, status: 'succeeded' })
    expect(await ledger(player)).toEqual([creditOf(GOLD_400, pi)])
    expect(await purchaseOf(pi)).toMatchObject({ status: 'succeeded', paid: true, failure_code: null })

    const confirmed = await confirmOk(player, GOLD_400.id, pi)
    expect(confirmed).toEqual({ product_id: 1, payment_intent_id: pi, topolo_type: GOLD, amount: 400, price: 1000, balances: { silver: 0, gold: 400 }, paid_at: expect.any(String) })
    const [paidAt] = await server.db.query<{ paid_at: Date | string }>('select paid_at from card_purchase where payment_intent_id = $1', [pi])
    expect(confirmed.paid_at).toBe(new Date(present(paidAt, 'paid_at').paid_at).toISOString())

    // Five more confirmations and payments one after the other, then five of each at once: still one credit.
    for (let n = 0; n < 5; n++) {
      expect(await confirmOk(player, GOLD_400.id, pi)).toEqual(confirmed)
      expect(await payOk(player, intent.client_secret)).toEqual({ payment_intent_id: pi, status: 'succeeded' })
    }
    const replies = await Promise.all(Array.from({ length: 10 }, (_, n) => (n % 2 === 0 ? confirm(player, GOLD_400.id, pi) : pay(player, intent.client_secret))))
    for (const reply of replies) okData(reply)
    expect(await ledger(player)).toEqual([creditOf(GOLD_400, pi)])
    expect(okData<Property>(await call(player, 'GET', '/user/self/property')).topolo).toEqual({ silver: 0, gold: 400 })
    // The same payment with another product id is not this player's purchase of that product.
    refused(await confirm(player, GOLD_2150.id, pi), 404, ResultCode.notFound)

    // The pack bought again: a new purchase and intent.
    const again = await intentOk(player, GOLD_400.id)
    expect(again.payment_intent_id).not.toBe(pi)
    expect(again.client_secret).not.toBe(intent.client_secret)
    expect((await purchases(player)).map((row) => [row.payment_intent_id, row.status])).toEqual([
      [pi, 'succeeded'],
      [again.payment_intent_id, 'open'],
    ])
    await payOk(player, again.client_secret)
    expect((await confirmOk(player, GOLD_400.id, again.payment_intent_id)).balances).toEqual({ silver: 0, gold: 800 })
    // A silver pack credits silver.
    const silver = await intentOk(player, SILVER_800.id)
    await payOk(player, silver.client_secret)
    expect(await confirmOk(player, SILVER_800.id, silver.payment_intent_id)).toMatchObject({ topolo_type: SILVER, amount: 800, price: 1000, balances: { silver: 800, gold: 800 } })
    expect(await ledger(player)).toEqual([creditOf(GOLD_400, pi), creditOf(GOLD_400, again.payment_intent_id), creditOf(SILVER_800, silver.payment_intent_id)])
  })

  it('ten payments and ten confirmations of an unpaid intent at once credit it once', async () => {
    const player = await cardHolder()
    const intent = await intentOk(player, GOLD_2150.id)
    const replies = await Promise.all(Array.from({ length: 20 }, (_, n) => (n % 2 === 0 ? pay(player, intent.client_secret) : confirm(player, GOLD_2150.id, intent.payment_intent_id))))
    for (const [n, reply] of replies.entries()) {
      // A confirmation that came before the payment says so; every payment succeeds.
      if (n % 2 === 0 || reply.status === 200) okData(reply)
      else refused(reply, 409, ResultCode.paymentNotCompleted)
    }
    expect(await ledger(player)).toEqual([creditOf(GOLD_2150, intent.payment_intent_id)])
    expect((await confirmOk(player, GOLD_2150.id, intent.payment_intent_id)).balances).toEqual({ silver: 0, gold: 2150 })
  })

  it.each<[string, string, number]>([
    ['declined', DECLINED, ResultCode.cardDeclined],
    ['insufficient funds', INSUFFICIENT_FUNDS, ResultCode.insufficientPayment],
    ['expired', EXPIRED_CARD, ResultCode.cardExpired],
  ])('a %s test card: the payment and the confirmation answer its code (HTTP 402), nothing is credited; paid with 4242 the same intent goes through', async (_label, number, code) => {
    const player = await cardHolder(number)
    const intent = await intentOk(player, GOLD_2150.id)
    for (let n = 0; n < 2; n++) {
      refused(await pay(player, intent.client_secret), 402, code)
      refused(await confirm(player, GOLD_2150.id, intent.payment_intent_id), 402, code)
    }
    expect(await ledger(player)).toEqual([])
    expect(await purchaseOf(intent.payment_intent_id)).toMatchObject({ status: 'open', paid: false, failure_code: expect.any(String) })
    expect(await server.db.query('select status from sandbox_payment_intent where id = $1', [intent.payment_intent_id])).toEqual([{ status: 'requires_payment_method' }])
    // The retry pays the same intent.
    expect(await intentOk(player, GOLD_2150.id)).toEqual(intent)

    expect(await saveCard(player, { number: VISA })).toMatchObject({ last4: '4242' })
    expect(await payOk(player, intent.client_secret)).toEqual({ payment_intent_id: intent.payment_intent_id, status: 'succeeded' })
    expect(await confirmOk(player, GOLD_2150.id, intent.payment_intent_id)).toMatchObject({ amount: 2150, price: 5000, balances: { silver: 0, gold: 2150 } })
    expect(await purchaseOf(intent.payment_intent_id)).toMatchObject({ status: 'succeeded', failure_code: null })
    expect(await ledger(player)).toEqual([creditOf(GOLD_2150, intent.payment_intent_id)])
  })

  it('paying after the card was removed answers 4012 and changes nothing', async () => {
    const player = await cardHolder()
    const intent = await intentOk(player, GOLD_400.id)
    okData(await call(player, 'DELETE', '/stripe/paymentmethod'))
    const before = await footprint(player)
    refused(await pay(player, intent.client_secret), 409, ResultCode.noSavedCard)
    refused(await openIntent(player, GOLD_400.id), 409, ResultCode.noSavedCard)
    refused(await confirm(player, GOLD_400.id, intent.payment_intent_id), 409, ResultCode.paymentNotCompleted)
    expect(await footprint(player)).toEqual(before)
  })

  it('a first-time set: 20 intents asked at once are one; paid (20 times at once) it is credited once, then 4013 and no longer purchasable; other players may buy theirs', async () => {
    const player = await cardHolder()
    const intents = await Promise.all(Array.from({ length: 20 }, () => intentOk(player, FIRST_GOLD_SET.id)))
    const ids = new Set(intents.map((intent) => intent.payment_intent_id))
    expect(ids.size).toBe(1)
    expect(new Set(intents.map((intent) => intent.client_secret)).size).toBe(1)
    expect((await purchases(player)).filter((row) => row.product_id === FIRST_GOLD_SET.id)).toHaveLength(1)
    expect(await server.db.query('select count(*)::int as n from sandbox_payment_intent where user_id = $1', [player.userId])).toEqual([{ n: 1 }])
    const [intent] = intents
    if (!intent) throw new Error('no intent')
    expect(intent.amount).toBe(1000)

    const paid = await Promise.all(Array.from({ length: 20 }, () => pay(player, intent.client_secret)))
    for (const reply of paid) expect(okData(reply)).toEqual({ payment_intent_id: intent.payment_intent_id, status: 'succeeded' })
    expect(await ledger(player)).toEqual([creditOf(FIRST_GOLD_SET, intent.payment_intent_id)])
    expect(await confirmOk(player, FIRST_GOLD_SET.id, intent.payment_intent_id)).toMatchObject({ amount: 800, price: 1000, balances: { silver: 0, gold: 800 } })

    const refusals = await Promise.all(Array.from({ length: 5 }, () => openIntent(player, FIRST_GOLD_SET.id)))
    for (const reply of refusals) refused(reply, 409, ResultCode.firstTimeSetBought)
    // Without a card the answer is still that the set is bought, not that a card is missing.
    okData(await kit.call(player, 'DELETE', '/stripe/paymentmethod'))
    refused(await openIntent(player, FIRST_GOLD_SET.id), 409, ResultCode.firstTimeSetBought)
    await saveCard(player)
    const listed = (await onSale(player)).products
    expect(listed.filter((product) => !product.purchasable).map((product) => product.id)).toEqual([FIRST_GOLD_SET.id])
    // The silver set is a set of its own.
    const silverSet = await intentOk(player, FIRST_SILVER_SET)
    expect(silverSet.amount).toBe(500)
    expect((await purchases(player)).filter((row) => row.product_id === FIRST_GOLD_SET.id)).toEqual([expect.objectContaining({ status: 'succeeded' })])
    expect(await ledger(player)).toHaveLength(1)

    // Once per player: another player buys theirs.
    const other = await cardHolder()
    const theirs = await intentOk(other, FIRST_GOLD_SET.id)
    expect(theirs.payment_intent_id).not.toBe(intent.payment_intent_id)
    await payOk(other, theirs.client_secret)
    expect(await ledger(other)).toEqual([creditOf(FIRST_GOLD_SET, theirs.payment_intent_id)])
  })

  it('20 parallel intents for the first-time set from a player without a purchase yet, paid and confirmed all at once: one credit, and no second purchase can open', async () => {
    const player = await cardHolder()
    const opened = await Promise.all(Array.from({ length: 20 }, () => openIntent(player, FIRST_GOLD_SET.id)))
    const intents = opened.map((reply) => okData<PaymentIntent>(reply))
    const [intent] = intents
    if (!intent) throw new Error('no intent')
    for (const other of intents) expect(other).toEqual(intent)
    const settled = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        n % 3 === 0 ? pay(player, intent.client_secret) : n % 3 === 1 ? confirm(player, FIRST_GOLD_SET.id, intent.payment_intent_id) : openIntent(player, FIRST_GOLD_SET.id),
      ),
    )
    for (const reply of settled) {
      // Intents asked while the payment went through answer the same intent or 4013; confirmations before it 4015.
      expect([ResultCode.ok, ResultCode.firstTimeSetBought, ResultCode.paymentNotCompleted], JSON.stringify(reply.body)).toContain(reply.body.result.status)
      if (reply.body.result.status === ResultCode.ok && 'client_secret' in (reply.body.data as object)) expect(reply.body.data).toEqual(intent)
    }
    expect(await ledger(player)).toEqual([creditOf(FIRST_GOLD_SET, intent.payment_intent_id)])
    expect(await purchases(player)).toEqual([expect.objectContaining({ product_id: FIRST_GOLD_SET.id, status: 'succeeded', payment_intent_id: intent.payment_intent_id })])
    refused(await openIntent(player, FIRST_GOLD_SET.id), 409, ResultCode.firstTimeSetBought)
  })

  it('another player’s payment answers 404 exactly like a made-up one, at confirmation and at payment, and stays unpaid', async () => {
    const owner = await cardHolder()
    const intruder = await cardHolder()
    const intent = await intentOk(owner, GOLD_400.id)
    const madeUp = `pi_sbx${'0'.repeat(24)}`
    const theirs = await confirm(intruder, GOLD_400.id, intent.payment_intent_id)
    const unknown = await confirm(intruder, GOLD_400.id, madeUp)
    refused(theirs, 404, ResultCode.notFound)
    expect(theirs.body).toEqual(unknown.body)
    expect(theirs.status).toBe(unknown.status)
    const theirSecret = await pay(intruder, intent.client_secret)
    const unknownSecret = await pay(intruder, `${madeUp}_secret_${'0'.repeat(32)}`)
    refused(theirSecret, 404, ResultCode.notFound)
    expect(theirSecret.body).toEqual(unknownSecret.body)
    // The owner's own id with a wrong secret is no payment either.
    refused(await pay(owner, `${intent.payment_intent_id}_secret_${'0'.repeat(32)}`), 404, ResultCode.notFound)
    expect(await purchaseOf(intent.payment_intent_id)).toMatchObject({ status: 'open' })
    expect(await ledger(owner)).toEqual([])
    expect(await ledger(intruder)).toEqual([])
  })

  it('answers 4014 for what is not sold by card, 401 without a token, 2014 without a player, and 400 (1000) to bad bodies, changing nothing', async () => {
    const player = await cardHolder()
    const intent = await intentOk(player, GOLD_400.id)
    const before = await footprint(player)
    // 101 is no product (avatar 1 is not for sale); 104 an avatar, 203 a spirit, both sold for yen but not by card.
    for (const productId of [101, 104, 203, 999, 999_999_999]) refused(await openIntent(player, productId), 404, ResultCode.notOnSale)

    refused(await api(server.url, 'POST', '/stripe/paymentintent', { body: { type: 'purchase:intent', product_id: 1 } }), 401, ResultCode.unauthorized)
    refused(await api(server.url, 'POST', '/stripe/sandbox/pay', { token: 'not.a.token', body: { type: 'purchase:sandbox-pay', client_secret: intent.client_secret } }), 401, ResultCode.unauthorized)
    refused(await api(server.url, 'POST', '/user/self/purchase', { body: { type: 'purchase:confirm', product_id: 1, payment_intent_id: intent.payment_intent_id } }), 401, ResultCode.unauthorized)
    const stranger = await firebaseSignUp(uniqueEmail('stranger'))
    for (const [method, path, body] of [
      ['GET', '/stripe/products', undefined],
      ['GET', '/stripe/paymentmethod', undefined],
      ['POST', '/stripe/setupintent', undefined],
      ['POST', '/stripe/paymentintent', { type: 'purchase:intent', product_id: 1 }],
      ['POST', '/stripe/sandbox/pay', { type: 'purchase:sandbox-pay', client_secret: intent.client_secret }],
      ['POST', '/user/self/purchase', { type: 'purchase:confirm', product_id: 1, payment_intent_id: intent.payment_intent_id }],
    ] as const) {
      refused(await api(server.url, method, path, { token: stranger.idToken, body }), 404, ResultCode.accountNotRegistered)
    }

    const secret = await setupSecret(player)
    const card = kit.cardBody(secret)
    const bad: [string, string, unknown][] = [
      ['/stripe/paymentintent', 'another type', { type: 'purchase:confirm', product_id: 1 }],
      ['/stripe/paymentintent', 'no product', { type: 'purchase:intent' }],
      ['/stripe/paymentintent', 'product "1"', { type: 'purchase:intent', product_id: '1' }],
      ['/stripe/paymentintent', 'product 0', { type: 'purchase:intent', product_id: 0 }],
      ['/stripe/paymentintent', 'product -1', { type: 'purchase:intent', product_id: -1 }],
      ['/stripe/paymentintent', 'product 1.5', { type: 'purchase:intent', product_id: 1.5 }],
      ['/stripe/paymentintent', 'an unknown field', { type: 'purchase:intent', product_id: 1, amount: 1 }],
      ['/stripe/paymentintent', 'an array', [{ type: 'purchase:intent', product_id: 1 }]],
      ['/stripe/paymentintent', 'null', null],
      ['/user/self/purchase', 'another type', { type: 'purchase:intent', product_id: 1, payment_intent_id: intent.payment_intent_id }],
      ['/user/self/purchase', 'a malformed payment id', { type: 'purchase:confirm', product_id: 1, payment_intent_id: 'pi x' }],
      ['/user/self/purchase', 'a payment id in capitals', { type: 'purchase:confirm', product_id: 1, payment_intent_id: intent.payment_intent_id.toUpperCase() }],
      ['/user/self/purchase', 'the client secret as payment id', { type: 'purchase:confirm', product_id: 1, payment_intent_id: `${intent.client_secret}!` }],
      ['/user/self/purchase', 'an unknown field', { type: 'purchase:confirm', product_id: 1, payment_intent_id: intent.payment_intent_id, gold: 1 }],
      ['/stripe/sandbox/pay', 'no type', { client_secret: intent.client_secret }],
      ['/stripe/sandbox/pay', 'no secret', { type: 'purchase:sandbox-pay' }],
      ['/stripe/sandbox/pay', 'the payment id as secret', { type: 'purchase:sandbox-pay', client_secret: intent.payment_intent_id }],
      ['/stripe/sandbox/pay', 'an unknown field', { type: 'purchase:sandbox-pay', client_secret: intent.client_secret, amount: 1 }],
      ['/stripe/sandbox/setup', 'another type', { ...card, type: 'card:stripe' }],
      ['/stripe/sandbox/setup', 'the number as a number', { ...card, number: Number(VISA) }],
      ['/stripe/sandbox/setup', 'a number over 32 characters', { ...card, number: `${VISA_TYPED}                 ` }],
      ['/stripe/sandbox/setup', 'month "12"', { ...card, exp_month: '12' }],
      ['/stripe/sandbox/setup', 'year 2030.5', { ...card, exp_year: 2030.5 }],
      ['/stripe/sandbox/setup', 'the code as a number', { ...card, cvc: 123 }],
      ['/stripe/sandbox/setup', 'no code', { ...card, cvc: undefined }],
      ['/stripe/sandbox/setup', 'an unknown field', { ...card, name: 'A B' }],
    ]
    for (const [path, label, body] of bad) {
      const reply = await call(player, 'POST', path, body)
      expect(reply.body.result.status, `${path}: ${label}`).toBe(ResultCode.badRequest)
      expect(reply.status, `${path}: ${label}`).toBe(400)
    }
    for (const path of ['/stripe/paymentintent', '/user/self/purchase', '/stripe/sandbox/pay', '/stripe/sandbox/setup']) {
      const malformed = await fetch(`${server.url}/api/v1${path}`, { method: 'POST', headers: { authorization: `Bearer ${player.token}`, 'content-type': 'application/json' }, body: '{"type":' })
      expect(malformed.status, path).toBe(400)
    }
    // Without a payment id (the spec's body) the confirmation is about the product's open payment, not made yet; no payment at all is 404.
    refused(await call(player, 'POST', '/user/self/purchase', { type: 'purchase:confirm', product_id: GOLD_400.id }), 409, ResultCode.paymentNotCompleted)
    refused(await call(player, 'POST', '/user/self/purchase', { type: 'purchase:confirm', product_id: SILVER_800.id }), 404, ResultCode.notFound)
    expect(await footprint(player)).toEqual(before)
    // The card and the intent still work.
    await payOk(player, intent.client_secret)
    expect(await ledger(player)).toEqual([creditOf(GOLD_400, intent.payment_intent_id)])
  })

  it('deleting the account removes the saved card, the intents and the purchases with the player', async () => {
    const player = await cardHolder()
    const paid = await intentOk(player, GOLD_400.id)
    await payOk(player, paid.client_secret)
    await intentOk(player, SILVER_800.id)
    const count = async (table: string) => (await server.db.query<{ n: number }>(`select count(*)::int as n from ${table} where user_id = $1`, [player.userId]))[0]?.n
    const tables = ['sandbox_card', 'sandbox_setup_intent', 'sandbox_payment_intent', 'card_purchase', 'topolo_ledger']
    expect(await Promise.all(tables.map(count))).toEqual([1, 1, 2, 2, 1])
    expect(okData(await call(player, 'DELETE', '/account/delete'))).toEqual({})
    expect(await Promise.all(tables.map(count))).toEqual([0, 0, 0, 0, 0])
  })

  it('after every purchase above, the ledger sums equal the balances and every succeeded purchase has exactly its credit', async () => {
    expect(await server.db.query<{ n: number }>(`select count(*)::int as n from card_purchase where status = 'succeeded'`)).not.toEqual([{ n: 0 }])
    expect(await purchaseBreaches(server.db)).toEqual([])
  })
})

describeOnEachBackend('card purchase: a server process killed with SIGKILL in the middle of a run of purchases', (backend) => {
  let store: TestStore
  let server: ServerProcess | null = null

  beforeAll(async () => {
    store = await createTestStore(backend)
  })
  afterAll(async () => {
    await server?.kill()
    await store?.dispose()
  })

  it('restarted on the same data: every payment answered is kept and credited once, the ledger sums equal the balances, no credit without its purchase', async () => {
    const PLAYERS = 6
    const KILL_AFTER = 30
    // The players first, then the server (PGlite allows one process per data folder).
    const setup = await store.open()
    let players: QuickPlayer[]
    try {
      await seedMasterData(setup)
      players = await quickPlayers(setup, PLAYERS)
      // Some gold for the item hunt draws between purchases (a present: every purchase credit is a card purchase's).
      for (const player of players) await appendTopolo(setup, { userId: player.userId, type: GOLD, amount: 200, reason: TOPOLO_REASON.present })
    } finally {
      await setup.close()
    }
    // No Stripe keys: the sandbox.
    const env = { ...store.env, DEMO_CONTENT: 'off', FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(), STRIPE_SECRET_KEY: '', STRIPE_PUBLISHABLE_KEY: '', STRIPE_WEBHOOK_SECRET: '' }
    server = await startServerProcess(env)
    const base = `http://127.0.0.1:${server.port}`
    for (const player of players) {
      const { client_secret: secret } = okData<{ client_secret: string }>(await api(base, 'POST', '/stripe/setupintent', { token: player.token }))
      okData(await api(base, 'POST', '/stripe/sandbox/setup', { token: player.token, body: { type: 'card:sandbox', client_secret: secret, number: VISA, exp_month: 12, exp_year: 2040, cvc: '123' } }))
    }

    type Opened = { player: QuickPlayer; productId: number; intent: PaymentIntent }
    const opened = new Map<string, Opened>()
    const paidBeforeKill = new Set<string>()
    const confirmedBeforeKill = new Map<string, Purchase>()
    /** Products asked for whose intent never came back. */
    const unanswered: { player: QuickPlayer; productId: number }[] = []
    let inFlight = 0
    let killed = false
    const enough = Promise.withResolvers<void>()
    const productAt = (n: number) => (n === 0 ? FIRST_GOLD_SET.id : n === 3 ? FIRST_SILVER_SET : ([GOLD_400.id, SILVER_800.id, 2, 6][n % 4] ?? GOLD_400.id))
    async function tracked<T>(work: () => Promise<T>): Promise<T> {
      inFlight += 1
      try {
        return await work()
      } finally {
        inFlight -= 1
      }
    }
    async function stream(player: QuickPlayer): Promise<void> {
      const call = (method: string, path: string, body?: unknown) => tracked(() => api(base, method, path, { token: player.token, body }))
      for (let n = 0; !killed; n += 1) {
        const productId = productAt(n)
        let step = 'intent'
        try {
          const intent = okData<PaymentIntent>(await call('POST', '/stripe/paymentintent', { type: 'purchase:intent', product_id: productId }))
          opened.set(intent.payment_intent_id, { player, productId, intent })
          step = 'pay'
          // The payment and the app's confirmation at once, then the confirmation once the payment is known.
          const [paid, early] = await Promise.all([
            call('POST', '/stripe/sandbox/pay', { type: 'purchase:sandbox-pay', client_secret: intent.client_secret }),
            call('POST', '/user/self/purchase', { type: 'purchase:confirm', product_id: productId, payment_intent_id: intent.payment_intent_id }),
          ])
          expect(okData(paid)).toEqual({ payment_intent_id: intent.payment_intent_id, status: 'succeeded' })
          paidBeforeKill.add(intent.payment_intent_id)
          if (paidBeforeKill.size >= KILL_AFTER) enough.resolve()
          if (early.status !== 200) refused(early, 409, ResultCode.paymentNotCompleted)
          step = 'confirm'
          confirmedBeforeKill.set(
            intent.payment_intent_id,
            okData<Purchase>(await call('POST', '/user/self/purchase', { type: 'purchase:confirm', product_id: productId, payment_intent_id: intent.payment_intent_id })),
          )
          if (n % 2 === 1) {
            step = 'draw'
            const drawn = await call('POST', '/gacha/draw', { type: 'gacha:draw', gacha_id: 1, round: 1, topolo_type: GOLD, request_id: randomUUID() })
            if (drawn.status !== 200) refused(drawn, 402, ResultCode.notEnoughGoldTopolo)
          }
        } catch (error) {
          // Cut off by the kill: the outcome of this request is unknown.
          if (killed) {
            if (step === 'intent') unanswered.push({ player, productId })
            return
          }
          enough.reject(error)
          throw error
        }
      }
    }
    const streams = Promise.allSettled(players.map((player) => stream(player)))
    await enough.promise
    const inFlightAtKill = inFlight
    killed = true
    expect(await server.kill()).toEqual({ code: null, signal: 'SIGKILL' })
    const outcomes = await streams
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([])
    // The kill came with calls under way.
    expect(inFlightAtKill).toBeGreaterThan(0)
    expect(paidBeforeKill.size).toBeGreaterThanOrEqual(KILL_AFTER)

    server = await startServerProcess(env)
    const restarted = `http://127.0.0.1:${server.port}`
    const call = (player: QuickPlayer, method: string, path: string, body?: unknown) => api(restarted, method, path, { token: player.token, body })
    // The app asks again for what it never heard back about: the same open purchase, or a new one.
    for (const { player, productId } of unanswered) {
      const reply = await call(player, 'POST', '/stripe/paymentintent', { type: 'purchase:intent', product_id: productId })
      if (reply.body.result.status === ResultCode.firstTimeSetBought) continue
      const intent = okData<PaymentIntent>(reply)
      opened.set(intent.payment_intent_id, { player, productId, intent })
    }
    // Every intent ever opened is paid (again) and confirmed: each credits once, and what was answered before the kill is unchanged.
    for (const [pi, { player, productId, intent }] of opened) {
      const paid = await call(player, 'POST', '/stripe/sandbox/pay', { type: 'purchase:sandbox-pay', client_secret: intent.client_secret })
      expect(okData(paid), pi).toEqual({ payment_intent_id: pi, status: 'succeeded' })
      const confirmed = okData<Purchase>(await call(player, 'POST', '/user/self/purchase', { type: 'purchase:confirm', product_id: productId, payment_intent_id: pi }))
      const before = confirmedBeforeKill.get(pi)
      if (before) expect({ ...confirmed, balances: null }).toEqual({ ...before, balances: null })
    }
    const seen = new Map<string, Property['topolo']>()
    for (const player of players) seen.set(player.userId, okData<Property>(await call(player, 'GET', '/user/self/property')).topolo)
    expect(await server.stop()).toBe(0)
    server = null

    const db = await store.open()
    try {
      expect(await purchaseBreaches(db)).toEqual([])
      const succeeded = await db.query<{ payment_intent_id: string; user_id: string; product_id: number }>(
        `select payment_intent_id, user_id::text as user_id, product_id from card_purchase where status = 'succeeded'`,
      )
      const succeededIds = new Set(succeeded.map((row) => row.payment_intent_id))
      for (const pi of paidBeforeKill) expect(succeededIds.has(pi), pi).toBe(true)
      for (const pi of opened.keys()) expect(succeededIds.has(pi), pi).toBe(true)
      // Nothing else succeeded: every succeeded purchase is one the client opened.
      expect([...succeededIds].sort()).toEqual([...opened.keys()].sort())
      for (const player of players) {
        const balances = await topoloBalances(db, player.userId)
        expect(seen.get(player.userId)).toEqual(balances)
        // Each first-time set at most once.
        const sets = succeeded.filter((row) => row.user_id === player.userId && (row.product_id === FIRST_GOLD_SET.id || row.product_id === FIRST_SILVER_SET))
        expect(sets.length).toBeLessThanOrEqual(2)
        expect(new Set(sets.map((row) => row.product_id)).size).toBe(sets.length)
      }
    } finally {
      await db.close()
    }
  }, 180_000)
})
