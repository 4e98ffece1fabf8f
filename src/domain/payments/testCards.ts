/**
 * The sandbox card provider's cards (issue 15): Stripe's documented test numbers and what each
 * does, so the same numbers behave alike in the sandbox and in Stripe's test mode. Shared by the
 * sandbox form (checks as the player types) and the server (which decides). Only these numbers are
 * accepted: the sandbox must never see a real card.
 */

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'jcb'] as const
export type CardBrand = (typeof CARD_BRANDS)[number]

/** What paying with a test card does: Stripe's decline codes. */
export const CARD_OUTCOMES = ['succeeded', 'card_declined', 'insufficient_funds', 'expired_card'] as const
export type CardOutcome = (typeof CARD_OUTCOMES)[number]

export type TestCard = { number: string; brand: CardBrand; outcome: CardOutcome }

/** https://docs.stripe.com/testing: the numbers the sandbox knows. */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'visa', outcome: 'succeeded' },
  { number: '4000056655665556', brand: 'visa', outcome: 'succeeded' },
  { number: '5555555555554444', brand: 'mastercard', outcome: 'succeeded' },
  { number: '378282246310005', brand: 'amex', outcome: 'succeeded' },
  { number: '3566002020360505', brand: 'jcb', outcome: 'succeeded' },
  { number: '4000000000000002', brand: 'visa', outcome: 'card_declined' },
  { number: '4000000000009995', brand: 'visa', outcome: 'insufficient_funds' },
  { number: '4000000000000069', brand: 'visa', outcome: 'expired_card' },
]

/** The digits of what was typed (spaces and hyphens dropped), or null when anything else is in it. */
export function cardDigits(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '')
  return /^[0-9]{12,19}$/.test(digits) ? digits : null
}

/** The Luhn check every card number passes. */
export function luhnValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return digits.length > 0 && sum % 10 === 0
}

export type CardNumberCheck = { ok: true; card: TestCard } | { ok: false; reason: 'incomplete' | 'invalid' | 'not_test_card' }

/** What the sandbox makes of a typed number: a known test card, or why not. */
export function checkTestCardNumber(typed: string): CardNumberCheck {
  const digits = cardDigits(typed)
  if (digits === null) return { ok: false, reason: typed.replace(/[\s-]/g, '').length < 12 ? 'incomplete' : 'invalid' }
  if (!luhnValid(digits)) return { ok: false, reason: 'invalid' }
  const card = TEST_CARDS.find((test) => test.number === digits)
  return card ? { ok: true, card } : { ok: false, reason: 'not_test_card' }
}

/** A card is usable up to the end of its expiry month; `now` in the card's terms is the calendar month. */
export function expiryValid(month: number, year: number, now: Date): boolean {
  if (!Number.isInteger(month) || !Number.isInteger(year) || month < 1 || month > 12) return false
  const fullYear = year < 100 ? 2000 + year : year
  if (fullYear > now.getUTCFullYear() + 20) return false
  return fullYear > now.getUTCFullYear() || (fullYear === now.getUTCFullYear() && month >= now.getUTCMonth() + 1)
}

/** Three digits, or four for American Express. */
export function cvcValid(cvc: string, brand: CardBrand | null): boolean {
  return brand === 'amex' ? /^[0-9]{4}$/.test(cvc) : /^[0-9]{3}$/.test(cvc)
}

/** Groups the digits as printed on the card (4-6-5 for American Express, fours otherwise). */
export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/[^0-9]/g, '').slice(0, 19)
  const groups = digits.startsWith('34') || digits.startsWith('37') ? [4, 6, 5] : [4, 4, 4, 4, 3]
  const parts: string[] = []
  let at = 0
  for (const size of groups) {
    if (at >= digits.length) break
    parts.push(digits.slice(at, at + size))
    at += size
  }
  return parts.join(' ')
}
