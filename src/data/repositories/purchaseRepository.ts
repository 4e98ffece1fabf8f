import * as v from 'valibot'
import {
  type OnSaleProduct,
  type PaymentIntent,
  paymentIntentSchema,
  type PaymentIntentRequest,
  type ProviderProducts,
  providerProductsSchema,
  type Purchase,
  type PurchaseRequest,
  purchaseSchema,
  type SandboxCardRequest,
  type SandboxPayRequest,
  sandboxPaySchema,
  type SavedCard,
  savedCardSchema,
  setupIntentSchema,
} from '../../domain/contract/purchase.ts'
import { apiRequest } from '../api/client.ts'
import { db } from '../db/database.ts'
import { parseStored } from '../db/storedRows.ts'
import type { Synced } from '../db/synced.ts'
import { type LocalFirstView, useLiveRead, useLocalFirst } from './localFirst.ts'
import { storeBalances } from './playerRepository.ts'

/**
 * Card registration and topolo purchase (issue 15). The products on sale and the saved card (brand,
 * expiry, last 4 digits: nothing more is ever on the device) are kept in the `player` table so the
 * screens open offline; registering a card and paying are online only. A purchase is: a payment
 * intent from the server, its confirmation with the saved card (the sandbox's call, or Stripe.js),
 * then POST /user/self/purchase, which credits the topolo once.
 */

export type { OnSaleProduct, PaymentIntent, ProviderProducts, Purchase, SavedCard }

const PRODUCTS_KEY = 'cardProducts'
const CARD_KEY = 'savedCard'
const LAST_PURCHASE_KEY = 'lastPurchase'

async function readKey<S extends v.GenericSchema>(key: string, schema: S, what: string): Promise<Synced<v.InferOutput<S>> | undefined> {
  const row = await db.player.get(key)
  if (!row) return undefined
  const value = parseStored(schema, row.data, what)
  return value === undefined ? undefined : { value, syncedAt: row.syncedAt }
}

async function refreshProducts(): Promise<void> {
  const products = await apiRequest('/stripe/products', providerProductsSchema)
  await db.player.put({ key: PRODUCTS_KEY, data: products, syncedAt: Date.now() })
}

/** GET /stripe/products: what is on sale by card, and which first-time sets this player may still buy. */
export function useCardProducts(): LocalFirstView<ProviderProducts> {
  return useLocalFirst(() => readKey(PRODUCTS_KEY, providerProductsSchema, 'card products'), refreshProducts, 'player:cardProducts')
}

const storedCardSchema = v.nullable(savedCardSchema)

async function storeCard(card: SavedCard | null): Promise<void> {
  await db.player.put({ key: CARD_KEY, data: card, syncedAt: Date.now() })
}

/** GET /stripe/paymentmethod (spec: a failure shows nothing; it is only logged). */
async function refreshCard(): Promise<void> {
  try {
    await storeCard(await apiRequest('/stripe/paymentmethod', storedCardSchema))
  } catch (error) {
    console.warn('saved card', error)
    throw error
  }
}

/** The saved card: null when there is none, undefined until known. */
export function useSavedCard(): LocalFirstView<SavedCard | null> {
  return useLocalFirst(() => readKey(CARD_KEY, storedCardSchema, 'saved card'), refreshCard, 'player:savedCard')
}

/** DELETE /stripe/paymentmethod. */
export async function removeSavedCard(): Promise<void> {
  await apiRequest('/stripe/paymentmethod', v.unknown(), { method: 'DELETE' })
  await storeCard(null)
}

/** POST /stripe/setupintent: the client secret the card form confirms. */
export async function startCardSetup(): Promise<string> {
  return (await apiRequest('/stripe/setupintent', setupIntentSchema, { method: 'POST', body: {} })).client_secret
}

export type SandboxCardFields = { number: string; expMonth: number; expYear: number; cvc: string }

/** The sandbox's card form: the card is checked on the server and kept there as brand, expiry and last 4 digits. */
export async function saveSandboxCard(clientSecret: string, fields: SandboxCardFields): Promise<SavedCard> {
  const body: SandboxCardRequest = {
    type: 'card:sandbox',
    client_secret: clientSecret,
    number: fields.number,
    exp_month: fields.expMonth,
    exp_year: fields.expYear,
    cvc: fields.cvc,
  }
  const card = await apiRequest('/stripe/sandbox/setup', savedCardSchema, { method: 'POST', body })
  await storeCard(card)
  return card
}

/** After the card form of Stripe's Payment Element: reads the card Stripe saved. */
export async function cardSavedByProvider(): Promise<SavedCard | null> {
  const card = await apiRequest('/stripe/paymentmethod', storedCardSchema)
  await storeCard(card)
  return card
}

/** Confirms a payment intent with the saved card: the sandbox's call, or Stripe.js in Stripe mode. */
export type ConfirmPayment = (intent: PaymentIntent, card: SavedCard) => Promise<void>

/** The sandbox's confirmation: pays with the saved test card (a decline is an ApiError with its code). */
export const confirmSandboxPayment: ConfirmPayment = async (intent) => {
  const body: SandboxPayRequest = { type: 'purchase:sandbox-pay', client_secret: intent.client_secret }
  await apiRequest('/stripe/sandbox/pay', sandboxPaySchema, { method: 'POST', body })
}

/**
 * Buys one product with the saved card. The topolo is credited once on the server however often
 * this runs; the purchase is kept as the last purchase, the balances it gives replace the stored
 * ones, and the products on sale are read again (a first-time set bought is no longer offered,
 * which the reply does not say).
 */
export async function buyProduct(productId: number, card: SavedCard, confirm: ConfirmPayment): Promise<Purchase> {
  const intentBody: PaymentIntentRequest = { type: 'purchase:intent', product_id: productId }
  const intent = await apiRequest('/stripe/paymentintent', paymentIntentSchema, { method: 'POST', body: intentBody })
  await confirm(intent, card)
  const purchaseBody: PurchaseRequest = { type: 'purchase:confirm', product_id: productId, payment_intent_id: intent.payment_intent_id }
  const purchase = await apiRequest('/user/self/purchase', purchaseSchema, { method: 'POST', body: purchaseBody })
  await db.player.put({ key: LAST_PURCHASE_KEY, data: purchase, syncedAt: Date.now() })
  await Promise.all([storeBalances(purchase.balances), refreshProducts()].map((step) => step.catch((error: unknown) => console.warn('after a purchase', error))))
  return purchase
}

/** The player's last purchase on this device (the done state of the confirmation screen). */
export function useLastPurchase(): Purchase | null | undefined {
  return useLiveRead(async () => {
    const row = await db.player.get(LAST_PURCHASE_KEY)
    return row ? (parseStored(purchaseSchema, row.data, 'last purchase') ?? null) : null
  }, 'player:lastPurchase').value
}
