import { Hono } from 'hono'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import {
  type Reservation,
  type ReservationWriteReply,
  reservationCreateSchema,
  reservationIdParam,
  reservationInfoQuerySchema,
  reservationRemainQuerySchema,
  watchCreateSchema,
  watchIdParam,
} from '../../src/domain/contract/reservation.ts'
import { isoDate, tokyoDate } from '../../src/domain/schedule/tokyoTime.ts'
import * as v from 'valibot'
import type { AccountDeps } from '../accounts/accountDeps.ts'
import { keptUser, requireUser, type UserEnv } from '../auth/requireUser.ts'
import type { FrontDoor } from '../http/frontDoor.ts'
import { fail, failureEnvelope, ok } from '../http/envelope.ts'
import { limitOrReply } from '../http/rateLimit.ts'
import { parseJson, parseQuery } from '../http/validate.ts'
import {
  cancelReservation,
  type FailureDetail,
  listReservations,
  type ReservationRefusal,
  type ReservationViewer,
  reservationByCode,
  reservationRemain,
  reserve,
} from '../reservations/reservationStore.ts'
import { callerPlayer, notFound, notRegistered } from './callerPlayer.ts'
import { readProperty } from '../accounts/propertyStore.ts'
import { buildSchedule } from '../facility/facilityReplies.ts'
import { dropEntryWithoutReservation } from '../party/partyStore.ts'
import { slotRefOf, slotRefusal } from '../../src/domain/reservation/reservationRules.ts'
import { WATCHES_PER_DAY } from '../../src/domain/reservation/slotOffers.ts'
import { dayPlan } from '../../src/domain/schedule/dayPlan.ts'
import { slotCapacity } from '../../src/domain/schedule/slots.ts'
import { readOverrides } from '../facility/facilityStore.ts'
import { leaveWatch, listWatches, notifyOffers, type WatchRefusal, watchSlot } from '../reservations/slotOfferStore.ts'

const FAILURES: Record<Exclude<FailureDetail, null>, string> = {
  notASlot: 'Reservation failed: no such slot',
  closed: 'Reservation failed: the venue is closed that day',
  beyondPeriod: 'Reservation failed: the day is not open for reservations yet',
  tooLate: 'Reservation failed: the slot no longer takes reservations',
  full: 'Reservation failed: the slot is full',
}

const REFUSALS: Record<ReservationRefusal, { http: 400 | 402 | 409; message: string }> = {
  [ResultCode.reservationFailed]: { http: 409, message: 'Reservation failed' },
  [ResultCode.alreadyReserved]: { http: 409, message: 'You have already reserved this slot' },
  [ResultCode.reservationSlotsFull]: { http: 409, message: 'Your reservation slots for this day are full' },
  [ResultCode.reservationNotConfirmed]: { http: 409, message: 'We could not confirm your reservation: the deposit has changed' },
  [ResultCode.notEnoughGoldTopolo]: { http: 402, message: 'Not enough gold topolo' },
}

const WATCH_REFUSALS: Record<WatchRefusal, { code: number; message: string }> = {
  notASlot: { code: ResultCode.reservationFailed, message: FAILURES.notASlot },
  closed: { code: ResultCode.reservationFailed, message: FAILURES.closed },
  beyondPeriod: { code: ResultCode.reservationFailed, message: FAILURES.beyondPeriod },
  tooLate: { code: ResultCode.reservationFailed, message: FAILURES.tooLate },
  notFull: { code: ResultCode.slotHasPlaces, message: 'This slot has a free place: reserve it' },
  alreadyReserved: { code: ResultCode.alreadyReserved, message: REFUSALS[ResultCode.alreadyReserved].message },
  daySlotsFull: { code: ResultCode.reservationSlotsFull, message: REFUSALS[ResultCode.reservationSlotsFull].message },
  tooManyWatches: { code: ResultCode.tooManyWatches, message: `You are already waiting for ${WATCHES_PER_DAY} slots of this day` },
}

/** Why a slot cannot be waited for before anything is counted (as for reserving it), or its places. */
async function watchableSlot(deps: AccountDeps, datetime: string, now: Date): Promise<{ refusal: WatchRefusal } | { capacity: number }> {
  const slot = slotRefOf(new Date(datetime))
  if (!slot) return { refusal: 'notASlot' }
  const overrides = await readOverrides(deps.db, slot.date, slot.date)
  const plan = dayPlan(slot.date, overrides.get(slot.date))
  const refusal = slotRefusal(slot, plan, now)
  return refusal ? { refusal } : { capacity: slotCapacity(plan) }
}

/** The app's reply to a refused reservation: its HTTP status and its envelope. */
function refusalReply(code: ReservationRefusal, detail: FailureDetail) {
  const refusal = REFUSALS[code]
  return { status: refusal.http, body: failureEnvelope(code, detail ? FAILURES[detail] : refusal.message) }
}

/** The HTTP statuses of a reservation's replies (a booking, the refusals), which the front door answers with the app's headers. */
const RESERVE_STATUSES = [200, ...new Set(Object.values(REFUSALS).map((refusal) => refusal.http))]

/**
 * A reservation made or cancelled, with what the write changed beside it, so the app stores them
 * instead of reading them again: the slot's day as GET /facility/schedule shows it now, and the
 * caller's balances (GET /user/self/property).
 */
async function written(deps: AccountDeps, firebaseUid: string, reservation: Reservation): Promise<ReservationWriteReply> {
  const at = deps.now()
  const [[day], property] = await Promise.all([buildSchedule(deps.db, at, tokyoDate(new Date(reservation.datetime)), 1), readProperty(deps.db, firebaseUid)])
  return { result: { status: ResultCode.ok }, data: reservation, day, property }
}

/**
 * POST /user/self/reservation's reply, booked or refused, as the front door and the app's route both
 * send it; null for an account without a player (decided before any write: the app's 404).
 */
async function reservationReply(deps: AccountDeps, firebaseUid: string, request: v.InferOutput<typeof reservationCreateSchema>) {
  const outcome = await reserve(deps.db, firebaseUid, { datetime: request.datetime, advancePayment: request.advance_payment }, deps.now())
  if (outcome.ok) return { status: 200 as const, body: await written(deps, firebaseUid, outcome.reservation) }
  return outcome.code === 'notRegistered' ? null : refusalReply(outcome.code, outcome.detail)
}

/**
 * /user/self/reservation... (mounted by userRoutes, behind its sign-in check). A reservation is
 * also answered before the app (issue 36: at the moment a day opens every phone asks at once, and
 * the framework's request, middlewares and second read cost a booking more than its answer): same
 * token rule (a kept verification, as requireUser without revocation), same contract, the same
 * reserve() and the same reply, booked or refused. An account without a player, a token not kept,
 * a body the contract refuses, and anything else, go to the app, which answers them as ever.
 */
export function reservationRoutes(deps: AccountDeps, front?: FrontDoor) {
  const { db, now } = deps
  front?.post('/api/v1/user/self/reservation', RESERVE_STATUSES, async (req, json) => {
    const user = keptUser(deps.identity, req.headers.authorization)
    const body = user && v.safeParse(reservationCreateSchema, json)
    return !user || !body?.success ? null : reservationReply(deps, user.uid, body.output)
  })
  return (
    new Hono<UserEnv>()
      .post('/reservation', async (c) => {
        const body = await parseJson(c, reservationCreateSchema)
        if (!body.ok) return body.response
        // reserve() finds the caller's player in its first read (issue 36: one statement fewer a request).
        const reply = await reservationReply(deps, c.get('user').uid, body.value)
        return reply ? c.json(reply.body, reply.status) : notRegistered(c)
      })
      .get('/reservation', async (c) => {
        const query = parseQuery(c, v.strictObject({}))
        if (!query.ok) return query.response
        const player = await callerPlayer(c, db)
        if (!player.ok) return player.response
        const reservations = await listReservations(db, player.userId, now())
        return c.json({ result: { status: ResultCode.ok }, data: reservations, total: reservations.length })
      })
      .get('/reservation/remain', async (c) => {
        const query = parseQuery(c, reservationRemainQuerySchema)
        if (!query.ok) return query.response
        const player = await callerPlayer(c, db)
        if (!player.ok) return player.response
        const date = query.value.date ? isoDate(query.value.date) : tokyoDate(now())
        return ok(c, await reservationRemain(db, player.userId, date))
      })
      // Waiting for a full slot, and the place offered when one frees (issue 34).
      .get('/reservation/watch', async (c) => {
        const query = parseQuery(c, v.strictObject({}))
        if (!query.ok) return query.response
        const player = await callerPlayer(c, db)
        if (!player.ok) return player.response
        return ok(c, await listWatches(db, player.userId, now()))
      })
      .put('/reservation/watch', async (c) => {
        const body = await parseJson(c, watchCreateSchema)
        if (!body.ok) return body.response
        const player = await callerPlayer(c, db)
        if (!player.ok) return player.response
        const at = now()
        const slot = await watchableSlot(deps, body.value.datetime, at)
        const outcome =
          'refusal' in slot
            ? ({ ok: false, refusal: slot.refusal } as const)
            : await watchSlot(db, player.userId, new Date(body.value.datetime), { capacity: slot.capacity, limit: WATCHES_PER_DAY }, at)
        if (!outcome.ok) {
          const refusal = WATCH_REFUSALS[outcome.refusal]
          return fail(c, 409, refusal.code, refusal.message)
        }
        // Waiting may have handed a place on (an offer whose time ran out): its holder is told.
        if ((await notifyOffers(db, at)) > 0) deps.push.queued()
        return ok(c, outcome.watch)
      })
      .delete('/reservation/watch/:id', async (c) => {
        const id = v.safeParse(watchIdParam, c.req.param('id'))
        if (!id.success) return notFound(c, 'watch')
        const player = await callerPlayer(c, db)
        if (!player.ok) return player.response
        const at = now()
        if (!(await leaveWatch(db, player.userId, id.output, at))) return notFound(c, 'watch')
        if ((await notifyOffers(db, at)) > 0) deps.push.queued()
        return ok(c, await listWatches(db, player.userId, at))
      })
      .delete('/reservation/:id', async (c) => {
        const id = v.safeParse(reservationIdParam, c.req.param('id'))
        if (!id.success) return notFound(c, 'reservation')
        const player = await callerPlayer(c, db)
        if (!player.ok) return player.response
        const outcome = await cancelReservation(db, player.userId, id.output, now())
        if (outcome.ok) {
          // Cancelling a reservation cancels its entry (spec section 4) where the day needs one.
          await dropEntryWithoutReservation(db, player.userId, now())
          // The freed place went to the first player waiting for the slot, who is told now.
          if ((await notifyOffers(db, now())) > 0) deps.push.queued()
          return c.json(await written(deps, c.get('user').uid, outcome.reservation))
        }
        return outcome.code === 'notFound' ? notFound(c, 'reservation') : fail(c, 409, ResultCode.reservationNotCancellable, 'This reservation can no longer be cancelled')
      })
  )
}

/** GET /info/reservation?code: staff, or the reservation's holder and their party; rate-limited per account. */
export function reservationInfoRoutes(deps: AccountDeps) {
  return new Hono<UserEnv>().use('*', requireUser(deps.identity)).get('/', async (c) => {
    const query = parseQuery(c, reservationInfoQuerySchema)
    if (!query.ok) return query.response
    const limited = await limitOrReply(c, deps.limiter, [[`reservation-code:uid:${c.get('user').uid}`, deps.limits.reservationCodePerUid]])
    if (limited) return limited
    const user = c.get('user')
    let viewer: ReservationViewer = { staff: true }
    if (!user.staff) {
      const player = await callerPlayer(c, deps.db)
      if (!player.ok) return player.response
      viewer = { staff: false, userId: player.userId }
    }
    const info = await reservationByCode(deps.db, query.value.code, deps.now(), viewer)
    return info ? ok(c, info) : notFound(c, 'reservation')
  })
}
