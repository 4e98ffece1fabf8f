/**
 * The search parameters of the app's screens as valibot schemas, passed straight to the routes'
 * `validateSearch`. A value that does not pass is dropped, never an error screen: these addresses
 * come from mails, links and hand-typed URLs.
 */
import * as v from 'valibot'
import { checkEmail } from './account/accountRules.ts'
import { safeContinuePath } from './actionRedirect.ts'
import { oobCodeSchema } from './contract/account.ts'

/** Keeps the value when it passes `schema`, else leaves the parameter out. */
function optionalParam<S extends v.GenericSchema>(schema: S) {
  return v.fallback(v.optional(schema), undefined)
}

/** `?oobCode=`: the one-time code of a mail link (sign-up, password reset). */
export const oobCodeSearchSchema = v.object({ oobCode: optionalParam(oobCodeSchema) })

/** `?continue=`: where the sign-in screen goes next; only in-app paths (docs/decisions.md). */
export const continueSearchSchema = v.object({
  continue: optionalParam(v.pipe(v.unknown(), v.transform(safeContinuePath), v.string())),
})

/** `/resetpassword/sendemail?email&sentAt`: the address the mail went to and when, for sending it again. */
export const resetMailSentSearchSchema = v.object({
  email: optionalParam(v.pipe(v.string(), v.check((email) => checkEmail(email).ok))),
  sentAt: optionalParam(v.pipe(v.number(), v.finite())),
})

/** `/coupon/qr?code=`: a coupon QR opened by the phone's own camera carries its code as a link. */
export const couponCodeSearchSchema = v.object({ code: optionalParam(v.pipe(v.string(), v.maxLength(64))) })
