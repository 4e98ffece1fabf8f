import { topoloBalances } from '../../../server/accounts/topoloLedger.ts'
import type { Queryable } from '../../../server/db/database.ts'
import type { PaymentIntent, ProviderProducts, Purchase, SavedCard } from '../../../src/domain/contract/purchase.ts'
import { TOPOLO_REASON, TOPOLO_TYPE } from '../../../src/domain/topolo.ts'
import { api } from './accounts.ts'
import type { ApiServer } from './apiServer.ts'
import { balanceBreaches } from './ledgerBreaches.ts'
import { type QuickPlayer, quickPlayers } from './players.ts'
import { okData } from './replyAssertions.ts'

/**
 * The calls, the look-ups and the invariants of card purchase, for the server tests of both
 * providers (purchases.test.ts: the sandbox and a server killed mid-purchase; purchaseStripe.test.ts:
 * Stripe and its webhook).
 */

export const GOLD = TOPOLO_TYPE.gold
const PURCHASE = TOPOLO_REASON.purchase

/** The seeded products both files buy (server/master/seed/products.ts). */
export const GOLD_400 = { id: 1, price: 1000, amount: 400, type: GOLD }
export const GOLD_2150 = { id: 3, price: 5000, amount: 2150, type: GOLD }
export const FIRST_GOLD_SET = { id: 7, price: 1000, amount: 800, type: GOLD }

export function present<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`no ${what}`)
  return value
}

export type LedgerRow = { type: number; amount: number; reason: number; idempotency_key: string | null }
export type PurchaseRow = {
  id: string
  product_id: number
  price: number
  topolo_type: number
  topolo_amount: number
  provider: string
  payment_intent_id: string | null
  status: string
  failure_code: string | null
  paid: boolean
}

/** A purchase credit in the ledger, as it must look. */
export const creditOf = (product: { amount: number; type: number }, paymentIntentId: string): LedgerRow => ({
  type: product.type,
  amount: product.amount,
  reason: PURCHASE,
  idempotency_key: `purchase:${paymentIntentId}`,
})

/**
 * Everything that must hold between the ledger, the balances and the card purchases, for every
 * player of the database; answers the breaches found (none: []).
 */
export async function purchaseBreaches(db: Queryable): Promise<string[]> {
  const breaches: string[] = []
  breaches.push(...(await balanceBreaches(db)))
  const uncredited = await db.query<{ id: string; payment_intent_id: string; credits: number }>(
    `select p.id::text as id, p.payment_intent_id,
            (select count(*)::int from topolo_ledger l where l.idempotency_key = 'purchase:' || p.payment_intent_id) as credits
       from card_purchase p
      where p.status = 'succeeded'
        and (select count(*) from topolo_ledger l
              where l.idempotency_key = 'purchase:' || p.payment_intent_id and l.user_id = p.user_id and l.type = p.topolo_type
                and l.amount = p.topolo_amount and l.reason = $1) <> 1`,
    [PURCHASE],
  )
  for (const row of uncredited) breaches.push(`succeeded purchase ${row.id} (${row.payment_intent_id}) has no matching credit (${row.credits} rows with its key)`)
  const orphans = await db.query<{ id: string; key: string; reason: number }>(
    `select l.id::text as id, l.idempotency_key as key, l.reason from topolo_ledger l
      where l.idempotency_key like 'purchase:%'
        and (l.reason <> $1 or not exists (select 1 from card_purchase p
                                            where p.status = 'succeeded' and l.idempotency_key = 'purchase:' || p.payment_intent_id and p.user_id = l.user_id))`,
    [PURCHASE],
  )
  for (const row of orphans) breaches.push(`purchase credit ${row.id} (${row.key}, reason ${row.reason}) has no succeeded purchase`)
  // The sandbox pays and credits in one transaction: its intent and its purchase succeed together.
  const split = await db.query<{ id: string; intent: string; purchase: string }>(
    `select i.id, i.status as intent, p.status as purchase from sandbox_payment_intent i join card_purchase p on p.id = i.purchase_id
      where (i.status = 'succeeded') <> (p.status = 'succeeded') or p.payment_intent_id is distinct from i.id and p.payment_intent_id is not null`,
  )
  for (const row of split) breaches.push(`sandbox intent ${row.id} is ${row.intent} but its purchase is ${row.purchase}`)
  return breaches
}

/** The calls and the look-ups both providers' tests use. */
export function purchaseKit(server: ApiServer) {
  const call = (player: QuickPlayer | null, method: string, path: string, body?: unknown) => api(server.url, method, path, { token: player?.token, body })
  const openIntent = (player: QuickPlayer, productId: number) => call(player, 'POST', '/stripe/paymentintent', { type: 'purchase:intent', product_id: productId })
  const intentOk = async (player: QuickPlayer, productId: number) => okData<PaymentIntent>(await openIntent(player, productId))
  const confirm = (player: QuickPlayer, productId: number, paymentIntentId: string) =>
    call(player, 'POST', '/user/self/purchase', { type: 'purchase:confirm', product_id: productId, payment_intent_id: paymentIntentId })
  const confirmOk = async (player: QuickPlayer, productId: number, paymentIntentId: string) => okData<Purchase>(await confirm(player, productId, paymentIntentId))
  const savedCard = async (player: QuickPlayer) => okData<SavedCard | null>(await call(player, 'GET', '/stripe/paymentmethod'))
  const onSale = async (player: QuickPlayer) => okData<ProviderProducts>(await call(player, 'GET', '/stripe/products'))

  const ledger = (player: QuickPlayer) => server.db.query<LedgerRow>('select type, amount, reason, idempotency_key from topolo_ledger where user_id = $1 order by id', [player.userId])
  const purchases = (player: QuickPlayer) =>
    server.db.query<PurchaseRow>(
      `select id::text as id, product_id, price, topolo_type, topolo_amount, provider, payment_intent_id, status, failure_code, paid_at is not null as paid
         from card_purchase where user_id = $1 order by id`,
      [player.userId],
    )
  const purchaseOf = async (paymentIntentId: string) =>
    present(
      (
        await server.db.query<PurchaseRow>(
          `select id::text as id, product_id, price, topolo_type, topolo_amount, provider, payment_intent_id, status, failure_code, paid_at is not null as paid
             from card_purchase where payment_intent_id = $1`,
          [paymentIntentId],
        )
      )[0],
      `purchase ${paymentIntentId}`,
    )

  /** One player's traces of card purchase, for "nothing changed". */
  async function footprint(player: QuickPlayer) {
    const [cards, intents, events] = await Promise.all([
      server.db.query('select card_id, brand, last4, exp_month, exp_year, outcome from sandbox_card where user_id = $1', [player.userId]),
      server.db.query('select id, status, last_error from sandbox_payment_intent where user_id = $1 order by id', [player.userId]),
      server.db.query<{ n: number }>('select count(*)::int as n from payment_event'),
    ])
    return { balances: await topoloBalances(server.db, player.userId), ledger: await ledger(player), purchases: await purchases(player), cards, intents, events }
  }

  const onePlayer = async () => present((await quickPlayers(server.db, 1))[0], 'player')

  return { call, openIntent, intentOk, confirm, confirmOk, savedCard, onSale, ledger, purchases, purchaseOf, footprint, onePlayer }
}
