import { describe, expect, it } from 'vitest'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { checkTestCardNumber, cvcValid, expiryValid, formatCardNumber, luhnValid, TEST_CARDS } from '../../src/domain/payments/testCards.ts'
import { refusalCode } from '../../src/features/purchase/stripeCard.ts'

describe('the sandbox’s test cards', () => {
  it('knows only Luhn-valid numbers, each once', () => {
    for (const card of TEST_CARDS) expect(luhnValid(card.number), card.number).toBe(true)
    expect(new Set(TEST_CARDS.map((card) => card.number)).size).toBe(TEST_CARDS.length)
  })

  it.each<[string, ReturnType<typeof checkTestCardNumber>]>([
    ['4242 4242 4242 4242', { ok: true, card: { number: '4242424242424242', brand: 'visa', outcome: 'succeeded' } }],
    ['4242-4242-4242-4242', { ok: true, card: { number: '4242424242424242', brand: 'visa', outcome: 'succeeded' } }],
    ['4000000000000002', { ok: true, card: { number: '4000000000000002', brand: 'visa', outcome: 'card_declined' } }],
    ['4000 0000 0000 9995', { ok: true, card: { number: '4000000000009995', brand: 'visa', outcome: 'insufficient_funds' } }],
    ['3782 822463 10005', { ok: true, card: { number: '378282246310005', brand: 'amex', outcome: 'succeeded' } }],
    ['4111 1111 1111 1111', { ok: false, reason: 'not_test_card' }],
    ['4242 4242 4242 4241', { ok: false, reason: 'invalid' }],
    ['4242 4242', { ok: false, reason: 'incomplete' }],
    ['', { ok: false, reason: 'incomplete' }],
    ['4242x4242x4242x4242', { ok: false, reason: 'invalid' }],
    ['42424242424242424242', { ok: false, reason: 'invalid' }],
  ])('%j', (typed, expected) => {
    expect(checkTestCardNumber(typed)).toEqual(expected)
  })

  const NOW = new Date('2026-11-23T12:00:00Z')
  it.each<[number, number, boolean]>([
    [11, 26, true],
    [11, 2026, true],
    [10, 26, false],
    [12, 25, false],
    [1, 27, true],
    [13, 27, false],
    [0, 27, false],
    [12, 2047, false],
    [1.5, 27, false],
  ])('expiry %i/%i on 23 November 2026: %s', (month, year, expected) => {
    expect(expiryValid(month, year, NOW)).toBe(expected)
  })

  it.each<[string, 'visa' | 'amex' | null, boolean]>([
    ['123', 'visa', true],
    ['1234', 'visa', false],
    ['1234', 'amex', true],
    ['123', 'amex', false],
    ['12a', null, false],
    ['', null, false],
  ])('security code %j for %s: %s', (cvc, brand, expected) => {
    expect(cvcValid(cvc, brand)).toBe(expected)
  })

  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['42424', '4242 4'],
    ['378282246310005', '3782 822463 10005'],
    ['4242-4242 abc', '4242 4242'],
  ])('formats %j as %j', (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown)
  })

  it.each<[{ code?: string; decline_code?: string }, number]>([
    [{ code: 'card_declined', decline_code: 'insufficient_funds' }, ResultCode.insufficientPayment],
    [{ code: 'card_declined', decline_code: 'generic_decline' }, ResultCode.cardDeclined],
    [{ code: 'expired_card' }, ResultCode.cardExpired],
    [{ code: 'card_declined' }, ResultCode.cardDeclined],
    [{ code: 'payment_intent_authentication_failure' }, ResultCode.paymentNotCompleted],
  ])('maps Stripe.js’s refusal %j to code %i', (error, code) => {
    expect(refusalCode(error)).toBe(code)
  })
})
