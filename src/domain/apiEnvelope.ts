import * as v from 'valibot'

/**
 * Stable numeric result codes of the v1 API. 0 is success; see docs/api.md. The app maps each to
 * the translated message of spec section 8 (src/ui/errorMessages.ts).
 */
export const ResultCode = {
  ok: 0,
  badRequest: 1000,
  unauthorized: 1401,
  forbidden: 1403,
  notFound: 1404,
  conflict: 1409,
  tooManyRequests: 1429,
  underMaintenance: 1503,
  internal: 1999,
  // Account
  loginFailed: 2001,
  wrongPassword: 2002,
  passwordRequired: 2003,
  emailRequired: 2004,
  changeFailed: 2010,
  registrationFailed: 2011,
  credentialsUnusable: 2012,
  verificationFailed: 2013,
  accountNotRegistered: 2014,
  otherBrowser: 2015,
  inheritanceFailed: 2016,
  alreadyRegistered: 2017,
  bannedName: 2020,
  // Entry and party
  entryFailedMemberInOtherParty: 3001,
  joinCodeInvalid: 3010,
  joinCodeExpired: 3011,
  joinCodeAlreadyRead: 3012,
  alreadyInParty: 3013,
  noEntryCannotJoin: 3014,
  notSelectable: 3015,
  notAvailable: 3016,
  partyConfirmed: 3017,
  notPartyLeader: 3018,
  partyIncomplete: 3019,
  // Check-in at the counter and results (staff)
  alreadyCheckedIn: 3020,
  partyNotEntered: 3021,
  notEnoughTopolo: 3022,
  ticketInvalid: 3023,
  ticketExpired: 3024,
  notCheckedIn: 3025,
  // The questionnaire after play
  questionnaireAnswered: 3026,
  // Reservation
  reservationFailed: 3101,
  alreadyReserved: 3102,
  reservationSlotsFull: 3103,
  reservationNotConfirmed: 3104,
  reservationOnlyDay: 3105,
  reservationNotCancellable: 3106,
  // Waiting for a full slot (issue 34)
  slotHasPlaces: 3107,
  tooManyWatches: 3108,
  // Topolo and payment
  notEnoughGoldTopolo: 4001,
  notEnoughSilverTopolo: 4002,
  insufficientPayment: 4003,
  // Card payment (the card provider's replies and the purchase)
  cardDeclined: 4010,
  cardExpired: 4011,
  noSavedCard: 4012,
  firstTimeSetBought: 4013,
  notOnSale: 4014,
  paymentNotCompleted: 4015,
  paymentUnavailable: 4016,
  testCardsOnly: 4017,
  cardDetailsInvalid: 4018,
  // QR and coupons
  qrUnreadable: 5001,
  noValidCoupon: 5002,
  couponExpired: 5003,
  couponAlreadyRegistered: 5004,
  couponAlreadyApplied: 5005,
  alreadyGranted: 5006,
  couponRegistrationFailed: 5007,
} as const
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode]

export const resultSchema = v.object({
  status: v.number(),
  message: v.optional(v.string()),
})
export type ApiResult = v.InferOutput<typeof resultSchema>

type OptionalEntries<E extends v.ObjectEntries> = { [K in keyof E]: v.OptionalSchema<E[K], undefined> }

/**
 * Every reply of the v1 API: `result` always, `data` on success. A list or schedule reply carries
 * more fields beside `data` (news `total`, schedule `charge`): `extraFields`, present on success
 * only, like `data`.
 */
export function envelopeSchema<T extends v.GenericSchema, E extends v.ObjectEntries = Record<never, never>>(data: T, extraFields?: E) {
  const extras = Object.fromEntries(Object.entries(extraFields ?? {}).map(([key, schema]) => [key, v.optional(schema)])) as OptionalEntries<E>
  return v.object({ ...extras, result: resultSchema, data: v.optional(data) })
}

export const maintenanceSchema = v.object({
  maintenance: v.boolean(),
  start: v.nullable(v.string()),
  end: v.nullable(v.string()),
})
export type MaintenanceInfo = v.InferOutput<typeof maintenanceSchema>
export const maintenanceReplySchema = envelopeSchema(maintenanceSchema)
