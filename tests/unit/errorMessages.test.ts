import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/data/api/client.ts'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { PAYMENT_RESULT_MESSAGES } from '../../src/features/purchase/paymentMessages.ts'
import { STAFF_RESULT_MESSAGES } from '../../src/features/staff/staffMessages.ts'
import { errorMessage, RESULT_MESSAGES } from '../../src/ui/errorMessages.ts'
import { messages as en } from '../../src/locales/en/messages.po'
import { messages as ja } from '../../src/locales/ja/messages.po'

const i18n = setupI18n({ locale: 'en', messages: { en, ja } })

describe('error messages', () => {
  it('has a message for every failure code', () => {
    const codes = Object.values(ResultCode).filter((code) => code !== ResultCode.ok)
    expect(codes.filter((code) => !RESULT_MESSAGES[code] && !STAFF_RESULT_MESSAGES[code] && !PAYMENT_RESULT_MESSAGES[code])).toEqual([])
  })

  it('keeps the kiosk-only codes out of the first load and every other code in it', () => {
    const kioskOnly = Object.keys(STAFF_RESULT_MESSAGES).map(Number)
    expect(kioskOnly.filter((code) => RESULT_MESSAGES[code])).toEqual([])
    expect(kioskOnly.sort()).toEqual([3020, 3021, 3022, 3023, 3024, 3025])
  })

  it('keeps the card payment codes in the purchase catalog, with insufficient funds said for a card there', () => {
    const paymentOnly = Object.keys(PAYMENT_RESULT_MESSAGES).map(Number).sort()
    expect(paymentOnly).toEqual([4003, 4010, 4011, 4012, 4013, 4014, 4015, 4016, 4017, 4018])
    // 4003 has a general message too (the app's own), which the card screens override.
    expect(paymentOnly.filter((code) => RESULT_MESSAGES[code])).toEqual([4003])
  })

  it('translates an API result by its code', () => {
    const error = new ApiError({ status: ResultCode.notEnoughSilverTopolo, message: 'x' }, 400)
    expect(errorMessage(i18n, error)).toBe('You don’t have enough silver topolo. You earn silver topolo by playing.')
    i18n.activate('ja')
    expect(errorMessage(i18n, error)).toBe('シルバートポロが足りません。シルバートポロはプレイすると貯まります。')
    i18n.activate('en')
  })

  it('falls back to the general message for an unknown code', () => {
    expect(errorMessage(i18n, new ApiError({ status: 987654 }, 400))).toBe('Something went wrong. Please try again later.')
  })

  it('tells a network failure and a timeout apart', () => {
    expect(errorMessage(i18n, new TypeError('Failed to fetch'))).toContain('couldn’t connect')
    expect(errorMessage(i18n, new DOMException('timed out', 'TimeoutError'))).toContain('timed out')
  })
})
