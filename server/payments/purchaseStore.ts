import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { type Product, ProductType } from '../../src/domain/contract/master.ts'
import type { OnSaleProduct, PaymentIntent, Purchase } from '../../src/domain/contract/purchase.ts'
import { TOPOLO_REASON, type TopoloType } from '../../src/domain/topolo.ts'
import { appendTopolo, topoloBalances } from '../accounts/topoloLedger.ts'
import { parsedMasterSet } from '../collections/masterSets.ts'
import type { Database, Queryable } from '../db/database.ts'
import type { CardProvider, IntentState } from './cardProvider.ts'

/**
 * Topolo bought by card (issue 15). A purchase is opened when the app asks to pay for a product
 * (one open purchase per player and product, so a retry pays the same intent), and succeeds exactly
 * once: the conditional update from open to succeeded and the ledger credit (key
 * `purchase:{payment_intent_id}`) are one transaction, whether the app's confirmation, the
 * sandbox's payment or Stripe's webhook gets there first. A first-time set is bought once per player.
 */

type PurchaseRow = {
  id: string | number
  user_id: string
  product_id: number
  product_type: number
  price: number
  topolo_type: TopoloType
  topolo_amount: number
  payment_intent_id: string | null
  status: 'open' | 'succeeded' | 'canceled'
  paid_at: Date | string | null
}

/** Sold by card: the topolo packs and the first-time sets (avatars and spirits are not sold in the app). */
const sellsByCard = (product: Product) => product.type === ProductType.topolo || product.type === ProductType.firstTimeSet

export async function productsOnSale(db: Queryable, userId: string): Promise<OnSaleProduct[]> {
  const [products, bought] = await Promise.all([
    parsedMasterSet(db, 'products'),
    db.query<{ product_id: number }>(`select product_id from card_purchase where user_id = $1 and product_type = 2 and status = 'succeeded'`, [userId]),
  ])
  const once = new Set(bought.map((row) => row.product_id))
  return products.filter(sellsByCard).map((product) => ({ ...product, purchasable: !once.has(product.id) }))
}

export type PurchaseFailure = { ok: false; code: number }

async function firstTimeSetBought(db: Queryable, userId: string, productId: number): Promise<boolean> {
  const rows = await db.query(`select 1 from card_purchase where user_id = $1 and product_id = $2 and status = 'succeeded'`, [userId, productId])
  return rows.length > 0
}

/** POST /stripe/paymentintent: opens (or reopens) the purchase of one product and its payment. */
export async function openPurchase(db: Database, provider: CardProvider, userId: string, productId: number): Promise<{ ok: true; intent: PaymentIntent } | PurchaseFailure> {
  const product = (await parsedMasterSet(db, 'products')).find((candidate) => candidate.id === productId)
  if (!product || !sellsByCard(product)) return { ok: false, code: ResultCode.notOnSale }
  if (product.type === ProductType.firstTimeSet && (await firstTimeSetBought(db, userId, productId))) return { ok: false, code: ResultCode.firstTimeSetBought }
  if (!(await provider.savedCard(userId))) return { ok: false, code: ResultCode.noSavedCard }

  for (let attempt = 0; attempt < 2; attempt++) {
    const row = await db.transaction(async (tx): Promise<PurchaseRow | 'bought'> => {
      await tx.query('select user_id from player where user_id = $1 for update', [userId])
      if (product.type === ProductType.firstTimeSet && (await firstTimeSetBought(tx, userId, productId))) return 'bought'
      const [open] = await tx.query<PurchaseRow>(`select * from card_purchase where user_id = $1 and product_id = $2 and status = 'open'`, [userId, productId])
      if (open) return open
      const [created] = await tx.query<PurchaseRow>(
        `insert into card_purchase (user_id, product_id, product_type, price, topolo_type, topolo_amount, provider)
         values ($1, $2, $3, $4, $5, $6, $7) returning *`,
        [userId, productId, product.type, product.price, product.related_id, product.amount, provider.kind],
      )
      if (!created) throw new Error('card_purchase insert returned nothing')
      return created
    })
    if (row === 'bought') return { ok: false, code: ResultCode.firstTimeSetBought }

    const state = row.payment_intent_id ? await provider.intent(row.payment_intent_id) : await provider.createIntent({ id: Number(row.id), userId, productId, price: row.price })
    if (state?.status === 'succeeded') {
      await db.transaction((tx) => creditPurchase(tx, state.id, state))
      if (product.type === ProductType.firstTimeSet) return { ok: false, code: ResultCode.firstTimeSetBought }
      continue
    }
    if (!state || state.status === 'canceled') {
      await db.query(`update card_purchase set status = 'canceled' where id = $1 and status = 'open'`, [row.id])
      continue
    }
    if (!row.payment_intent_id) {
      await db.query('update card_purchase set payment_intent_id = $2 where id = $1 and payment_intent_id is null', [row.id, state.id])
    }
    return { ok: true, intent: { payment_intent_id: state.id, client_secret: state.client_secret, amount: row.price, currency: 'jpy' } }
  }
  return { ok: false, code: ResultCode.conflict }
}

export type CreditOutcome = 'credited' | 'already' | 'unknown' | 'mismatch'

/**
 * The payment `paymentIntentId` has gone through: marks its purchase succeeded and credits the
 * topolo, inside the caller's transaction, once. A payment whose amount or currency is not the
 * purchase's credits nothing (and is logged).
 */
export async function creditPurchase(tx: Queryable, paymentIntentId: string, paid: Pick<IntentState, 'amount' | 'currency'>): Promise<CreditOutcome> {
  const [row] = await tx.query<PurchaseRow>('select * from card_purchase where payment_intent_id = $1 for update', [paymentIntentId])
  if (!row) return 'unknown'
  if (row.status === 'succeeded') return 'already'
  if (paid.amount !== row.price || paid.currency.toLowerCase() !== 'jpy') {
    console.error(JSON.stringify({ level: 'error', msg: 'payment does not match its purchase', paymentIntentId, paid, price: row.price }))
    return 'mismatch'
  }
  const updated = await tx.query(`update card_purchase set status = 'succeeded', paid_at = now(), failure_code = null where id = $1 and status <> 'succeeded' returning id`, [row.id])
  if (updated.length === 0) return 'already'
  await appendTopolo(tx, {
    userId: row.user_id,
    type: row.topolo_type,
    amount: row.topolo_amount,
    reason: TOPOLO_REASON.purchase,
    idempotencyKey: `purchase:${paymentIntentId}`,
  })
  return 'credited'
}

/** A declined payment's code, kept on its purchase (shown when the app asks again). */
export async function recordPaymentFailure(db: Queryable, paymentIntentId: string, failure: string): Promise<void> {
  await db.query(`update card_purchase set failure_code = $2 where payment_intent_id = $1 and status = 'open'`, [paymentIntentId, failure.slice(0, 60)])
}

/** The result code of a payment that has not gone through. */
export function failureCode(failure: string | null): number {
  if (failure === 'insufficient_funds') return ResultCode.insufficientPayment
  if (failure === 'expired_card') return ResultCode.cardExpired
  if (failure === null) return ResultCode.paymentNotCompleted
  return ResultCode.cardDeclined
}

async function purchaseReply(db: Queryable, row: PurchaseRow): Promise<Purchase> {
  return {
    product_id: row.product_id,
    payment_intent_id: row.payment_intent_id ?? '',
    topolo_type: row.topolo_type,
    amount: row.topolo_amount,
    price: row.price,
    balances: await topoloBalances(db, row.user_id),
    paid_at: new Date(row.paid_at ?? Date.now()).toISOString(),
  }
}

/**
 * The payment a confirmation without its id (the spec's body) is about: the player's open purchase
 * of the product, else the last one made; null when they never asked to pay for it.
 */
export async function latestPaymentIntent(db: Queryable, userId: string, productId: number): Promise<string | null> {
  const [row] = await db.query<{ payment_intent_id: string }>(
    `select payment_intent_id from card_purchase where user_id = $1 and product_id = $2 and payment_intent_id is not null
      order by status = 'open' desc, id desc limit 1`,
    [userId, productId],
  )
  return row?.payment_intent_id ?? null
}

/**
 * POST /user/self/purchase: the app says the payment went through; the provider is asked, and the
 * topolo credited if it did (once). Another player's payment answers like one that does not exist.
 */
export async function confirmPurchase(db: Database, provider: CardProvider, userId: string, productId: number, paymentIntentId: string): Promise<{ ok: true; purchase: Purchase } | PurchaseFailure> {
  const find = async () => (await db.query<PurchaseRow>('select * from card_purchase where payment_intent_id = $1 and user_id = $2 and product_id = $3', [paymentIntentId, userId, productId]))[0]
  const row = await find()
  if (!row) return { ok: false, code: ResultCode.notFound }
  if (row.status !== 'succeeded') {
    const state = await provider.intent(paymentIntentId)
    if (!state) return { ok: false, code: ResultCode.notFound }
    if (state.status !== 'succeeded') {
      if (state.failure) await recordPaymentFailure(db, paymentIntentId, state.failure)
      return { ok: false, code: failureCode(state.failure) }
    }
    const credit = await db.transaction((tx) => creditPurchase(tx, paymentIntentId, state))
    if (credit === 'mismatch') return { ok: false, code: ResultCode.paymentNotCompleted }
  }
  const done = await find()
  return done ? { ok: true, purchase: await purchaseReply(db, done) } : { ok: false, code: ResultCode.notFound }
}
