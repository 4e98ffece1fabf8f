/**
 * Card registration and topolo purchase (spec sections 3 and 7, issue 15): the card provider's
 * calls under /stripe (served by Stripe, or by the built-in sandbox when no keys are configured),
 * POST /user/self/purchase, and the sandbox's own card form. Shared by
 * server/routes/paymentRoutes.ts and the app.
 */
import * as v from 'valibot'
import { unnamedBodyType } from './bodyType.ts'
import { CARD_BRANDS } from '../payments/testCards.ts'
import { TOPOLO_TYPE } from '../topolo.ts'
import { productSchema } from './master.ts'

const productId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999))
/** Stripe's ids (pi_..., seti_..., pm_...) and the sandbox's, which look alike. */
const providerId = v.pipe(v.string(), v.regex(/^[a-z]{2,5}_[A-Za-z0-9_]{6,120}$/))
const clientSecret = v.pipe(v.string(), v.regex(/^[a-z]{2,5}_[A-Za-z0-9_]{6,120}_secret_[A-Za-z0-9_]{6,120}$/))

export const CARD_PROVIDERS = ['sandbox', 'stripe'] as const
export type CardProviderKind = (typeof CARD_PROVIDERS)[number]

/** GET /stripe/paymentmethod: the saved card (spec: id, brand, exp_month, exp_year, last4), or null. */
export const savedCardSchema = v.object({
  id: providerId,
  /** Stripe's brand names; anything else Stripe adds is shown as it is. */
  brand: v.union([v.picklist(CARD_BRANDS), v.pipe(v.string(), v.maxLength(40))]),
  exp_month: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
  exp_year: v.pipe(v.number(), v.integer(), v.minValue(2000), v.maxValue(2200)),
  last4: v.pipe(v.string(), v.regex(/^[0-9]{4}$/)),
})
export type SavedCard = v.InferOutput<typeof savedCardSchema>

/** POST /stripe/setupintent. */
export const setupIntentSchema = v.object({ client_secret: clientSecret })

/** GET /stripe/products: what is on sale by card, and whether this player may buy each now. */
export const onSaleProductSchema = v.object({
  ...productSchema.entries,
  /** False for a first-time set already bought. */
  purchasable: v.boolean(),
})
export type OnSaleProduct = v.InferOutput<typeof onSaleProductSchema>
export const providerProductsSchema = v.object({
  provider: v.picklist(CARD_PROVIDERS),
  products: v.array(onSaleProductSchema),
})
export type ProviderProducts = v.InferOutput<typeof providerProductsSchema>

/** POST /stripe/paymentintent {product_id}: a payment for one product, confirmed by the app with the saved card. */
export const paymentIntentRequestSchema = v.strictObject({ type: unnamedBodyType('purchase:intent'), product_id: productId })
export type PaymentIntentRequest = v.InferInput<typeof paymentIntentRequestSchema>
export const paymentIntentSchema = v.object({
  payment_intent_id: providerId,
  client_secret: clientSecret,
  /** Yen, tax included. */
  amount: v.number(),
  currency: v.literal('jpy'),
})
export type PaymentIntent = v.InferOutput<typeof paymentIntentSchema>

/**
 * POST /user/self/purchase {product_id, payment_intent_id}: once the payment has gone through, the
 * topolo is credited (once, however often this or the provider's notice arrives). Without
 * `payment_intent_id` (the spec's body), the player's latest payment for the product: the open one,
 * else the last one made.
 */
export const purchaseRequestSchema = v.strictObject({ type: unnamedBodyType('purchase:confirm'), product_id: productId, payment_intent_id: v.optional(providerId) })
export type PurchaseRequest = v.InferInput<typeof purchaseRequestSchema>
export const purchaseSchema = v.object({
  product_id: v.number(),
  payment_intent_id: v.string(),
  topolo_type: v.picklist([TOPOLO_TYPE.silver, TOPOLO_TYPE.gold]),
  /** Topolo credited by this purchase. */
  amount: v.number(),
  /** Yen paid. */
  price: v.number(),
  balances: v.object({ silver: v.number(), gold: v.number() }),
  paid_at: v.string(),
})
export type Purchase = v.InferOutput<typeof purchaseSchema>

/** The sandbox's card form (POST /stripe/sandbox/setup): only Stripe's test numbers; never stored whole. */
export const sandboxCardRequestSchema = v.strictObject({
  type: v.literal('card:sandbox'),
  client_secret: clientSecret,
  number: v.pipe(v.string(), v.maxLength(32)),
  exp_month: v.pipe(v.number(), v.integer()),
  exp_year: v.pipe(v.number(), v.integer()),
  cvc: v.pipe(v.string(), v.maxLength(8)),
})
export type SandboxCardRequest = v.InferInput<typeof sandboxCardRequestSchema>

/** The sandbox's confirmation of a payment with the saved card (POST /stripe/sandbox/pay). */
export const sandboxPayRequestSchema = v.strictObject({ type: v.literal('purchase:sandbox-pay'), client_secret: clientSecret })
export type SandboxPayRequest = v.InferInput<typeof sandboxPayRequestSchema>
export const sandboxPaySchema = v.object({ payment_intent_id: providerId, status: v.literal('succeeded') })
