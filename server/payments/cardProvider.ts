import type { CardProviderKind, SavedCard } from '../../src/domain/contract/purchase.ts'

/**
 * The card provider behind /api/v1/stripe (issue 15): Stripe when keys are configured, else the
 * built-in sandbox. Both keep the saved card, make setup and payment intents, and say how a payment
 * stands; crediting topolo is ours (server/payments/purchaseStore.ts), whichever way the news comes.
 */
export type IntentState = {
  id: string
  /** Stripe's PaymentIntent statuses ('succeeded', 'requires_payment_method', 'canceled', ...). */
  status: string
  amount: number
  currency: string
  client_secret: string
  /** The last decline's code (card_declined, insufficient_funds, expired_card, ...), if any. */
  failure: string | null
}

export type PurchaseToPay = { id: number; userId: string; productId: number; price: number }

export interface CardProvider {
  readonly kind: CardProviderKind
  /** The player's first saved card, or null. */
  savedCard(userId: string): Promise<SavedCard | null>
  /** Removes every saved card of the player. */
  removeCards(userId: string): Promise<void>
  /** A setup intent's client secret, for the card form. */
  setupIntent(userId: string): Promise<string>
  /** The payment of one purchase; asking again for the same purchase answers the same intent. */
  createIntent(purchase: PurchaseToPay): Promise<IntentState>
  /** How a payment stands, or null for an id the provider does not know. */
  intent(paymentIntentId: string): Promise<IntentState | null>
  /** The account is being deleted: whatever the provider keeps of the player goes too (never throws). */
  forgetPlayer(userId: string): Promise<void>
}

/** The provider could not be reached or refused our call (not the card's fault): 4016. */
export class ProviderUnavailableError extends Error {}
