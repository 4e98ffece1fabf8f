import type { Stripe, StripeElementLocale, StripeElements } from '@stripe/stripe-js'
import { useEffect } from 'react'
import { ResultCode } from '../../domain/apiEnvelope.ts'
import { PAYMENT_PAGE } from '../../domain/payments/paymentPages.ts'
import type { ConfirmPayment } from '../../data/repositories/purchaseRepository.ts'

/**
 * Stripe mode (a publishable key configured): Stripe.js, loaded only on the card screens and only
 * from `@stripe/stripe-js/pure` (nothing is fetched before a card screen asks). The page must
 * have been loaded at a card screen's address, whose security policy allows Stripe's script and
 * frames; a card screen reached inside the app reloads itself once to get it.
 */

let loading: Promise<Stripe> | null = null

export function loadStripeJs(publishableKey: string): Promise<Stripe> {
  loading ??= import('@stripe/stripe-js/pure')
    .then(({ loadStripe }) => loadStripe(publishableKey))
    .then((stripe) => {
      if (!stripe) throw new Error('Stripe.js did not load')
      return stripe
    })
  loading.catch(() => {
    loading = null
  })
  return loading
}

/** Whether this document was loaded at a card screen (and so carries the policy that allows Stripe.js). */
export function documentAllowsStripe(): boolean {
  const navigation = performance.getEntriesByType('navigation')[0]
  const path = navigation ? new URL(navigation.name).pathname : window.location.pathname
  return PAYMENT_PAGE.test(path)
}

/**
 * A card screen in Stripe mode reached inside the app (its page loaded elsewhere, under the policy
 * that refuses Stripe.js): loads the screen's page itself, once, before anything is entered.
 */
export function useStripePage(publishableKey: string | undefined): void {
  useEffect(() => {
    if (publishableKey && !documentAllowsStripe()) window.location.reload()
  }, [publishableKey])
}

const STRIPE_LOCALES: Record<string, StripeElementLocale> = { ja: 'ja', en: 'en', ko: 'ko', 'zh-CN': 'zh', 'zh-TW': 'zh-TW' }
export const stripeLocale = (locale: string): StripeElementLocale => STRIPE_LOCALES[locale] ?? 'auto'

/** A card refusal from Stripe.js, carried like the API's refusals so the same messages apply. */
export class CardRefusedError extends Error {
  readonly result: { status: number; message?: string }
  constructor(status: number, message: string | undefined) {
    super(message ?? 'The card was refused')
    this.name = 'CardRefusedError'
    this.result = { status, message }
  }
}

export function refusalCode(error: { code?: string; decline_code?: string }): number {
  if (error.decline_code === 'insufficient_funds') return ResultCode.insufficientPayment
  if (error.code === 'expired_card' || error.decline_code === 'expired_card') return ResultCode.cardExpired
  if (error.code === 'card_declined' || error.decline_code) return ResultCode.cardDeclined
  return ResultCode.paymentNotCompleted
}

/** Confirms a payment intent with the saved card through Stripe.js (3-D Secure included). */
export function stripeConfirmPayment(publishableKey: string): ConfirmPayment {
  return async (intent, card) => {
    const stripe = await loadStripeJs(publishableKey)
    const result = await stripe.confirmCardPayment(intent.client_secret, { payment_method: card.id })
    if (result.error) throw new CardRefusedError(refusalCode(result.error), result.error.message)
  }
}

export type MountedCardForm = { elements: StripeElements; stripe: Stripe; destroy(): void }

/** Mounts Stripe's Payment Element for a setup intent into `host`. */
export async function mountStripeCardForm(publishableKey: string, clientSecret: string, host: HTMLElement, locale: string): Promise<MountedCardForm> {
  const stripe = await loadStripeJs(publishableKey)
  const elements = stripe.elements({ clientSecret, locale: stripeLocale(locale), appearance: { theme: 'night' } })
  const element = elements.create('payment', { layout: 'tabs' })
  element.mount(host)
  return { elements, stripe, destroy: () => element.destroy() }
}

/** Confirms the setup intent of the mounted form; the card is then Stripe's, saved to the player's customer. */
export async function confirmStripeCard(form: MountedCardForm, returnUrl: string): Promise<void> {
  const result = await form.stripe.confirmSetup({ elements: form.elements, redirect: 'if_required', confirmParams: { return_url: returnUrl } })
  if (result.error) throw new CardRefusedError(refusalCode(result.error), result.error.message)
}
