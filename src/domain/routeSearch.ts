/**
 * The search parameters of the app's screens as valibot schemas, passed straight to the routes'
 * `validateSearch`. A value that does not pass is dropped, never an error screen: these addresses
 * come from mails, links and hand-typed URLs.
 */
import * as v from 'valibot'
import { isEmailAddress } from './account/emailAddress.ts'
import { safeContinuePath } from './actionRedirect.ts'
import { OOB_CODE_PATTERN } from './idPatterns.ts'
import { isIsoInstant } from './isoInstant.ts'
import { RANKING_CLASSES } from './ranking/ranking.ts'

/** Keeps the value when it passes `schema`, else leaves the parameter out. */
function optionalParam<S extends v.GenericSchema>(schema: S) {
  return v.fallback(v.optional(schema), undefined)
}

/** `?oobCode=`: the one-time code of a mail link (sign-up, password reset). */
export const oobCodeSearchSchema = v.object({ oobCode: optionalParam(v.pipe(v.string(), v.regex(OOB_CODE_PATTERN, 'must be a one-time code'))) })

/** `?continue=`: where the sign-in screen goes next; only in-app paths (docs/decisions.md). */
export const continueSearchSchema = v.object({
  continue: optionalParam(v.pipe(v.unknown(), v.transform(safeContinuePath), v.string())),
})

/** `/resetpassword/sendemail?email&sentAt`: the address the mail went to and when, for sending it again. */
export const resetMailSentSearchSchema = v.object({
  email: optionalParam(v.pipe(v.string(), v.check(isEmailAddress))),
  sentAt: optionalParam(v.pipe(v.number(), v.finite())),
})

/** `/coupon/qr?code=`: a coupon QR opened by the phone's own camera carries its code as a link. */
export const couponCodeSearchSchema = v.object({ code: optionalParam(v.pipe(v.string(), v.maxLength(64))) })

/** `/reservation/status?date` and `/reservation/play?date&time`: the day (yyyymmdd) and slot (HH:mm) chosen. */
export const reservationSlotSearchSchema = v.object({
  date: optionalParam(v.pipe(v.unknown(), v.transform(String), v.regex(/^\d{8}$/))),
  time: optionalParam(v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[03]0$/))),
})

/** `/reservation/confirm?datetime`: the slot's start as the calendar gives it. */
export const reservationConfirmSearchSchema = v.object({
  datetime: optionalParam(v.pipe(v.string(), v.maxLength(40), v.check(isIsoInstant))),
})

/** `/reservation/complete?id` and `/reservation/cancel?id`: one of the player's reservations. */
export const reservationIdSearchSchema = v.object({
  id: optionalParam(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))),
})

/** `/purchase/cardregister?product` and `/purchase/cardconfirm?product`: the product whose purchase goes on once a card is saved. */
export const purchaseProductSearchSchema = v.object({
  product: optionalParam(v.pipe(v.unknown(), v.transform(Number), v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999))),
})

/** `/ranking?date&class`: the day (yyyymmdd, Tokyo) and the class shown. */
export const rankingSearchSchema = v.object({
  date: optionalParam(v.pipe(v.unknown(), v.transform(String), v.regex(/^\d{8}$/))),
  class: optionalParam(v.picklist(RANKING_CLASSES)),
})
