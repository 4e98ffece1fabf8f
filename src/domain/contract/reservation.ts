/**
 * Reservations (spec sections 3, 4 and 7): reserving a 30-minute slot with a gold topolo deposit,
 * the player's reservations, cancelling one, the slots left on a day, and the look-up by code.
 * Shared by server/routes/reservationRoutes.ts and the app.
 */
import * as v from 'valibot'
import { unnamedBodyType } from './bodyType.ts'
import { envelopeSchema } from '../apiEnvelope.ts'
import { ISO_INSTANT_HINT, isIsoInstant } from '../isoInstant.ts'
import { RESERVATION_STATUSES } from '../reservation/reservationRules.ts'
import { WATCH_STATES } from '../reservation/slotOffers.ts'
import { RESERVATION_CODE_LENGTH } from '../reservation/reservationCode.ts'
import { intParam, yyyymmddParam } from './params.ts'
import { propertySchema } from './account.ts'
import { scheduleDaySchema } from './facility.ts'

/**
 * POST /user/self/reservation. `datetime`: the slot's start as the schedule gives it
 * (`times[].datetime`); `persons` is always 1 (the representative reserves for the party);
 * `advance_payment`: the deposit the visitor agreed to, in gold topolo (the app's confirmation
 * screen) or in yen (the schedule day's `reservation_advance_payment`, as the spec's client sends it).
 */
export const reservationCreateSchema = v.strictObject({
  type: unnamedBodyType('user:reservation'),
  datetime: v.pipe(v.string(), v.maxLength(40), v.check(isIsoInstant, `datetime must be ${ISO_INSTANT_HINT}`)),
  persons: v.literal(1),
  advance_payment: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000)),
})
export type ReservationCreate = v.InferInput<typeof reservationCreateSchema>

const timeOfDay = v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/))

export const reservationSchema = v.object({
  id: v.number(),
  /** 8 characters (shown XXXX-XXXX): what staff or the party look the reservation up by. */
  code: v.pipe(v.string(), v.length(RESERVATION_CODE_LENGTH)),
  /** yyyymmdd, Tokyo. */
  date: v.string(),
  /** HH:mm, Tokyo: shown time-end (hh:00-hh:30). */
  time: timeOfDay,
  end: timeOfDay,
  /** The slot's start, ISO 8601 with +09:00. */
  datetime: v.string(),
  persons: v.number(),
  /** The deposit paid, in gold topolo. */
  advance_payment: v.number(),
  /** One person's play fee at the adult price, in yen, that the deposit stands for. */
  price: v.number(),
  /** As of the reply: a reservation not checked in 30 minutes after its start reads no_show. */
  status: v.picklist(RESERVATION_STATUSES),
  /** Whether DELETE would cancel it now (booked, slot not begun). */
  cancellable: v.boolean(),
  created_at: v.string(),
  cancelled_at: v.nullable(v.string()),
})
export type Reservation = v.InferOutput<typeof reservationSchema>

export const reservationReplySchema = envelopeSchema(reservationSchema)

/**
 * POST /user/self/reservation and DELETE /user/self/reservation/{id}: the reservation, and beside it
 * what the write changed: the slot's day as the schedule shows it now and the caller's balances.
 */
export const reservationWriteReplySchema = envelopeSchema(reservationSchema, { day: v.optional(scheduleDaySchema), property: v.optional(v.nullable(propertySchema)) })
export type ReservationWriteReply = v.InferOutput<typeof reservationWriteReplySchema>

/** GET /user/self/reservation: the caller's reservations from today (Tokyo) on, every status, soonest first. */
export const reservationListReplySchema = envelopeSchema(v.array(reservationSchema), { total: v.number() })
export type ReservationListReply = v.InferOutput<typeof reservationListReplySchema>

/** DELETE /user/self/reservation/{id}. */
export const reservationIdParam = intParam(1, 2_147_483_647)

/** GET /user/self/reservation/remain?date=yyyymmdd (today when absent). */
export const reservationRemainQuerySchema = v.strictObject({ date: v.optional(yyyymmddParam) })
export const reservationRemainSchema = v.object({
  date: v.string(),
  /** Slots one person may reserve that day. */
  limit: v.number(),
  /** The caller's booked reservations that day. */
  reserved: v.number(),
  remain: v.number(),
})
export type ReservationRemain = v.InferOutput<typeof reservationRemainSchema>
export const reservationRemainReplySchema = envelopeSchema(reservationRemainSchema)

/** GET /info/reservation?code: as typed (forgiving), at most 32 characters. */
export const reservationInfoQuerySchema = v.strictObject({ code: v.pipe(v.string(), v.maxLength(32)) })
export const reservationInfoSchema = v.object({
  code: v.string(),
  date: v.string(),
  time: timeOfDay,
  end: timeOfDay,
  datetime: v.string(),
  persons: v.number(),
  status: v.picklist(RESERVATION_STATUSES),
  /** The representative's player name (null when not set). */
  name: v.nullable(v.string()),
})
export type ReservationInfo = v.InferOutput<typeof reservationInfoSchema>
export const reservationInfoReplySchema = envelopeSchema(reservationInfoSchema)

/**
 * Waiting for a full slot (issue 34). PUT /user/self/reservation/watch: the slot's start, as the
 * schedule gives it. The first player waiting holds a freed place for a few minutes (an offer).
 */
export const watchCreateSchema = v.strictObject({
  type: unnamedBodyType('user:reservation-watch'),
  datetime: v.pipe(v.string(), v.maxLength(40), v.check(isIsoInstant, `datetime must be ${ISO_INSTANT_HINT}`)),
})
export type WatchCreate = v.InferInput<typeof watchCreateSchema>

export const slotWatchSchema = v.object({
  id: v.number(),
  /** The slot's start, ISO 8601 with +09:00; its day (yyyymmdd) and times (HH:mm, Tokyo). */
  datetime: v.string(),
  date: v.string(),
  time: timeOfDay,
  end: timeOfDay,
  /** waiting: in line; offered: a place is held for the player until `offer_expires_at`. */
  state: v.picklist(WATCH_STATES),
  /** 1 for the first in this slot's line (a holder of an offer counts). */
  position: v.number(),
  offer_expires_at: v.nullable(v.string()),
})
export type SlotWatch = v.InferOutput<typeof slotWatchSchema>
export const slotWatchReplySchema = envelopeSchema(slotWatchSchema)
export const slotWatchListReplySchema = envelopeSchema(v.array(slotWatchSchema))

/** DELETE /user/self/reservation/watch/{id}. */
export const watchIdParam = intParam(1, 2_147_483_647)
