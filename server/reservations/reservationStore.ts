import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import type { Reservation, ReservationInfo, ReservationRemain } from '../../src/domain/contract/reservation.ts'
import { RESERVATION_DEPOSIT } from '../../src/domain/prices.ts'
import { normalizeReservationCode } from '../../src/domain/reservation/reservationCode.ts'
import {
  cancellable,
  depositUseLabel,
  freeSeat,
  periodRefusal,
  RESERVATION_DEPOSIT_TOPOLO,
  RESERVATION_PERSONS,
  type ReservationStatus,
  reservationStatusAt,
  type SlotRefusal,
  slotRefOf,
  slotRefusal,
  slotsLeftOnDay,
} from '../../src/domain/reservation/reservationRules.ts'
import { type DayPlan, dayPlan } from '../../src/domain/schedule/dayPlan.ts'
import { SCHEDULE } from '../../src/domain/schedule/scheduleConstants.ts'
import { slotCapacity } from '../../src/domain/schedule/slots.ts'
import { compactDate, timeOf, tokyoDate, tokyoInstant, tokyoIso, tokyoMinuteOfDay } from '../../src/domain/schedule/tokyoTime.ts'
import { TOPOLO_TYPE, USE_REASON_OFFSET, type TopoloReason } from '../../src/domain/topolo.ts'
import { playerByUid } from '../accounts/playerStore.ts'
import { insertLedgerEntry } from '../accounts/topoloLedger.ts'
import type { Database, Queryable } from '../db/database.ts'
import { type OverrideRow, overrideColumns, overrideOf, readOverrides } from '../facility/facilityStore.ts'
import { newReservationCode } from './reservationCode.ts'
import { lockSlot, offerFreedPlaces, passOnPlaces, slotPlaces, takeOfferedPlace, takenPlaces } from './slotOfferStore.ts'

/**
 * Reservations booked by players (spec sections 4 and 9): every rule is checked under locks and
 * backed by the unique indexes of migration 0008, so parallel requests cannot over-book a slot,
 * take a third slot of a day or overdraw the deposit.
 */

const BOOKED = `status in ('reserved', 'checked_in')`

type ReservationRow = {
  id: number
  code: string
  slot_start: Date | string
  persons: number
  advance_payment: number
  price: number
  status: ReservationStatus
  created_at: Date | string
  cancelled_at: Date | string | null
}

const COLUMNS = 'id, code, slot_start, persons, advance_payment, price, status, created_at, cancelled_at'

function slotFields(startsAt: Date) {
  const minute = tokyoMinuteOfDay(startsAt)
  return {
    date: compactDate(tokyoDate(startsAt)),
    time: timeOf(minute),
    end: timeOf(minute + SCHEDULE.slotMinutes),
    datetime: tokyoIso(startsAt),
  }
}

function toReservation(row: ReservationRow, now: Date): Reservation {
  const startsAt = new Date(row.slot_start)
  return {
    id: row.id,
    code: row.code,
    ...slotFields(startsAt),
    persons: row.persons,
    advance_payment: row.advance_payment,
    price: row.price,
    status: reservationStatusAt(row.status, startsAt, now),
    cancellable: cancellable(row.status, startsAt, now),
    created_at: new Date(row.created_at).toISOString(),
    cancelled_at: row.cancelled_at === null ? null : new Date(row.cancelled_at).toISOString(),
  }
}

export type ReservationRefusal =
  | typeof ResultCode.reservationFailed
  | typeof ResultCode.alreadyReserved
  | typeof ResultCode.reservationSlotsFull
  | typeof ResultCode.reservationNotConfirmed
  | typeof ResultCode.notEnoughGoldTopolo

/** Why a reservation failed, for the log line and the English message: the slot rule, or a full slot. */
export type FailureDetail = SlotRefusal | 'full' | null

export type ReserveOutcome = { ok: true; reservation: Reservation } | { ok: false; code: ReservationRefusal; detail: FailureDetail } | { ok: false; code: 'notRegistered' }

class Refused extends Error {
  readonly code: ReservationRefusal
  readonly detail: FailureDetail
  constructor(code: ReservationRefusal, detail: FailureDetail = null) {
    super(`reservation refused: ${code}`)
    this.code = code
    this.detail = detail
  }
}

type NewReservation = { userId: string; startsAt: Date; date: string; seat: number; daySeat: number; now: Date }

/** Inserts the reservation under a fresh code; a code already in use (about one in 10^11) is drawn again. */
async function insertReservation(tx: Queryable, booking: NewReservation): Promise<ReservationRow> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await tx.query<ReservationRow>(
      `insert into reservation (user_id, code, slot_start, slot_date, seat, day_seat, persons, advance_payment, price, status, created_at)
       values ($1, $2, $3, $4::date, $5, $6, $7, $8, $9, 'reserved', $10)
       on conflict (code) do nothing returning ${COLUMNS}`,
      [booking.userId, newReservationCode(), booking.startsAt, booking.date, booking.seat, booking.daySeat, RESERVATION_PERSONS, RESERVATION_DEPOSIT_TOPOLO, RESERVATION_DEPOSIT, booking.now],
      'reservation_insert',
    )
    if (row) return row
  }
  throw new Error('no free reservation code after 5 draws')
}

type Refusal = { code: ReservationRefusal; detail: FailureDetail }

/** One of the player's booked slots of a day: its start (epoch ms) and the day's place it holds. */
type DayBooking = { startsAt: number; daySeat: number }

const dayBookingsOf = (rows: readonly { slot_start: Date | string | null; day_seat: number | null }[]): DayBooking[] =>
  rows.flatMap((row) => (row.slot_start === null ? [] : [{ startsAt: new Date(row.slot_start).getTime(), daySeat: row.day_seat ?? 0 }]))

/** 3102 when the player holds the slot, 3103 when their places of the day are used up; else the day's place a new booking takes. */
function dayPlace(mine: readonly DayBooking[], startsAt: Date): { daySeat: number } | { refusal: Refusal } {
  if (mine.some((booked) => booked.startsAt === startsAt.getTime())) return { refusal: { code: ResultCode.alreadyReserved, detail: null } }
  const daySeat = freeSeat(
    mine.map((booked) => booked.daySeat),
    SCHEDULE.maxSlotsPerPersonPerDay,
  )
  return daySeat === null ? { refusal: { code: ResultCode.reservationSlotsFull, detail: null } } : { daySeat }
}

/**
 * What one read tells of a reservation request before any lock: the caller's player, the day's
 * plan, the player's booked slots that day, the slot's places taken (booked, or held by an offer
 * to someone else that has not run out), the player's gold.
 */
type Snapshot = { userId: string; plan: DayPlan; mine: DayBooking[]; taken: number; gold: number }

/**
 * One round trip: the player of the caller's Firebase user (none: not registered), the day's
 * override (if any), the player's booked slots of the day, the slot's places taken and the
 * player's gold. The player is found here rather than by a query of its own: in a rush that is
 * half of a refusal's statements.
 */
async function readSnapshot(db: Queryable, firebaseUid: string, slot: { date: string; startsAt: Date }, now: Date): Promise<Snapshot | null> {
  const rows = await db.query<Partial<OverrideRow> & { user_id: string; slot_start: Date | string | null; day_seat: number | null; taken: number; gold: string | number | null }>(
    `select p.user_id::text as user_id, ${overrideColumns('o')}, mine.slot_start, mine.day_seat,
            (select count(*)::int from reservation where slot_start = $3 and ${BOOKED})
              + (select count(*)::int from slot_watch where slot_start = $3 and state = 'offered' and offer_expires_at > $5 and user_id <> p.user_id) as taken,
            (select balance from topolo_balance where user_id = p.user_id and type = $4) as gold
       from player p
       left join schedule_override o on o.date = $2::date
       left join reservation mine on mine.user_id = p.user_id and mine.slot_date = $2::date and mine.${BOOKED}
      where p.firebase_uid = $1`,
    [firebaseUid, slot.date, slot.startsAt, TOPOLO_TYPE.gold, now],
    'reservation_snapshot',
  )
  const [first] = rows
  if (!first) return null
  const override = first.date ? overrideOf(first as OverrideRow) : undefined
  return {
    userId: first.user_id,
    plan: dayPlan(slot.date, override),
    mine: dayBookingsOf(rows),
    taken: first.taken,
    gold: Number(first.gold ?? 0),
  }
}

/**
 * The refusal the locked path would answer, decided from the snapshot, or null when only the
 * locked path can tell. In the order of that path: the slot already held (3102), the day's slots
 * used up (3103), every place of the slot taken by bookings and others' offers (3101; an offer
 * of the caller's own is theirs to take), too little gold for the deposit (4001). A refusal read
 * from what is committed is the locked path's answer for a request ordered just before the writes
 * it did not see, so it lets through nothing a lock would refuse. In a rush most requests find the
 * slot full: one statement instead of a locking transaction (issue 36).
 */
function refusalOf(snapshot: Snapshot, startsAt: Date, capacity: number): Refusal | null {
  const place = dayPlace(snapshot.mine, startsAt)
  if ('refusal' in place) return place.refusal
  if (snapshot.taken >= capacity) return { code: ResultCode.reservationFailed, detail: 'full' }
  if (snapshot.gold < RESERVATION_DEPOSIT_TOPOLO) return { code: ResultCode.notEnoughGoldTopolo, detail: null }
  return null
}

type ReservationRequest = { datetime: string; advancePayment: number }

/** A request's answer when one read decides it (a refusal, or no player), else what the locked path needs. */
type Precheck = { decided: Exclude<ReserveOutcome, { ok: true }> } | { decided: null; slot: { date: string; startsAt: Date }; snapshot: Snapshot; capacity: number }

/** Everything reserve() decides before its transaction: at most one read, no lock. */
async function precheck(db: Database, firebaseUid: string, request: ReservationRequest, now: Date): Promise<Precheck> {
  const slot = slotRefOf(new Date(request.datetime))
  // A day outside the period is refused before its plan is read: a date decades away has no holiday rules.
  const early: FailureDetail = slot ? periodRefusal(slot.date, now) : 'notASlot'
  if (!slot || early) {
    // An account with no player hears that first, whatever it asked, as from the other calls.
    if (!(await playerByUid(db, firebaseUid))) return { decided: { ok: false, code: 'notRegistered' } }
    return { decided: { ok: false, code: ResultCode.reservationFailed, detail: early } }
  }
  const snapshot = await readSnapshot(db, firebaseUid, slot, now)
  if (!snapshot) return { decided: { ok: false, code: 'notRegistered' } }
  const refusal = slotRefusal(slot, snapshot.plan, now)
  if (refusal) return { decided: { ok: false, code: ResultCode.reservationFailed, detail: refusal } }
  // The visitor confirmed a deposit, in gold topolo (the app) or in yen (the spec's schedule day,
  // `reservation_advance_payment`); a different one now (the charge changed) is not what they agreed to.
  if (request.advancePayment !== RESERVATION_DEPOSIT_TOPOLO && request.advancePayment !== RESERVATION_DEPOSIT) return { decided: { ok: false, code: ResultCode.reservationNotConfirmed, detail: null } }
  const capacity = slotCapacity(snapshot.plan)
  const refused = refusalOf(snapshot, slot.startsAt, capacity)
  if (refused) return { decided: { ok: false, ...refused } }
  return { decided: null, slot, snapshot, capacity }
}

/**
 * POST /user/self/reservation: books the slot starting at `datetime` for the player of the
 * caller's Firebase user (`notRegistered` when it has none) and debits the deposit in gold topolo
 * in the same transaction. Locks, in this order: the player row (one player's requests run one at
 * a time, so the per-day count is exact and the balance too), then the slot's row (the slot's
 * places are counted by one request at a time, after any freed place went to the players waiting
 * for it).
 */
export async function reserve(db: Database, firebaseUid: string, request: ReservationRequest, now: Date): Promise<ReserveOutcome> {
  const checked = await precheck(db, firebaseUid, request, now)
  if (checked.decided) return checked.decided
  const { slot, snapshot, capacity } = checked
  const userId = snapshot.userId

  try {
    const row = await db.transaction(async (tx) => {
      await tx.query('select user_id from player where user_id = $1 for update', [userId], 'lock_player')
      // Read after the lock, in a statement of its own: what the player's last write left.
      const day = await tx.query<{ slot_start: Date | string | null; day_seat: number | null; gold: string | number | null }>(
        `select r.slot_start, r.day_seat, (select balance from topolo_balance where user_id = $1 and type = $3) as gold
           from (select 1) one left join reservation r on r.user_id = $1 and r.slot_date = $2::date and r.${BOOKED}`,
        [userId, slot.date, TOPOLO_TYPE.gold],
        'player_day',
      )
      const place = dayPlace(dayBookingsOf(day), slot.startsAt)
      if ('refusal' in place) throw new Refused(place.refusal.code)
      const { daySeat } = place

      await lockSlot(tx, slot.startsAt)
      const places = await slotPlaces(tx, slot.startsAt)
      // Booked out while this request waited for the lock (a rush queues on the slot): no place can
      // be free or offered, so it is refused at once.
      if (places.booked.length >= capacity) throw new Refused(ResultCode.reservationFailed, 'full')
      // A freed place goes to the players waiting for it first (issue 34): one holding it takes it.
      let seat: number | null
      if (places.watched) {
        await offerFreedPlaces(tx, slot.startsAt, capacity, now)
        seat = (await takeOfferedPlace(tx, userId, slot.startsAt, now)) ?? freeSeat(await takenPlaces(tx, slot.startsAt), capacity)
      } else {
        seat = freeSeat(places.booked, capacity)
      }
      if (seat === null) throw new Refused(ResultCode.reservationFailed, 'full')
      // Every spend of gold locks the player's row first, so the balance read under it still holds.
      if (Number(day[0]?.gold ?? 0) < RESERVATION_DEPOSIT_TOPOLO) throw new Refused(ResultCode.notEnoughGoldTopolo)

      const reservation = await insertReservation(tx, { userId, startsAt: slot.startsAt, date: slot.date, seat, daySeat, now })
      const reason = (USE_REASON_OFFSET + depositUseLabel(slot.date, now)) as TopoloReason
      await insertLedgerEntry(tx, { userId, type: TOPOLO_TYPE.gold, amount: -RESERVATION_DEPOSIT_TOPOLO, reason, idempotencyKey: `reservation:${reservation.id}` })
      return reservation
    })
    return { ok: true, reservation: toReservation(row, now) }
  } catch (error) {
    if (error instanceof Refused) return { ok: false, code: error.code, detail: error.detail }
    throw error
  }
}

/** GET /user/self/reservation: the player's reservations whose slot is today (Tokyo) or later, every status, soonest first. */
export async function listReservations(db: Queryable, userId: string, now: Date): Promise<Reservation[]> {
  const rows = await db.query<ReservationRow>(`select ${COLUMNS} from reservation where user_id = $1 and slot_start >= $2 order by slot_start, id`, [userId, tokyoInstant(tokyoDate(now))])
  return rows.map((row) => toReservation(row, now))
}

export type CancelOutcome = { ok: true; reservation: Reservation } | { ok: false; code: 'notFound' | 'notCancellable' }

/**
 * DELETE /user/self/reservation/{id}: cancels a booked reservation of the player's before its slot
 * begins. The deposit is not refunded (the terms say so before the visitor confirms). Cancelling
 * one already cancelled answers it again, so a retried request does no harm.
 */
export async function cancelReservation(db: Database, userId: string, id: number, now: Date): Promise<CancelOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<ReservationRow>(`select ${COLUMNS} from reservation where id = $1 and user_id = $2 for update`, [id, userId])
    if (!row) return { ok: false, code: 'notFound' }
    if (row.status === 'cancelled') return { ok: true, reservation: toReservation(row, now) }
    if (!cancellable(row.status, new Date(row.slot_start), now)) return { ok: false, code: 'notCancellable' }
    const [cancelled] = await tx.query<ReservationRow>(`update reservation set status = 'cancelled', cancelled_at = $2 where id = $1 returning ${COLUMNS}`, [id, now])
    if (!cancelled) throw new Error('the locked reservation vanished')
    // The freed place is offered to the first player waiting for the slot, in the same transaction.
    await passOnPlaces(tx, new Date(cancelled.slot_start), now)
    return { ok: true, reservation: toReservation(cancelled, now) }
  })
}

/** GET /user/self/reservation/remain?date: how many more slots the player may reserve on `date` (Tokyo). */
export async function reservationRemain(db: Queryable, userId: string, date: string): Promise<ReservationRemain> {
  const [row] = await db.query<{ reserved: number }>(`select count(*)::int as reserved from reservation where user_id = $1 and slot_date = $2::date and ${BOOKED}`, [userId, date])
  const reserved = row?.reserved ?? 0
  return { date: compactDate(date), limit: SCHEDULE.maxSlotsPerPersonPerDay, reserved, remain: slotsLeftOnDay(reserved) }
}

/** Who looks a reservation up: staff see any; a player only their own and those of a party they are in with its holder. */
export type ReservationViewer = { readonly staff: true } | { readonly staff: false; readonly userId: string }

/**
 * GET /info/reservation?code: a reservation by its code, with the representative's name; null when
 * no such code, or when the viewer may not see it (the same answer, issue 35).
 */
export async function reservationByCode(db: Queryable, typed: string, now: Date, viewer: ReservationViewer): Promise<ReservationInfo | null> {
  const code = normalizeReservationCode(typed)
  if (!code) return null
  const [row] = await db.query<ReservationRow & { name: string | null }>(
    `select r.code, r.slot_start, r.persons, r.status, p.name from reservation r left join player p on p.user_id = r.user_id
      where r.code = $1
        and ($2 or r.user_id = $3::uuid or exists (
          select 1 from party_player mine join party_player holder on holder.party_id = mine.party_id join party on party.id = mine.party_id
           where mine.user_id = $3::uuid and holder.user_id = r.user_id and party.status not in ('ended', 'disbanded')))`,
    [code, viewer.staff, viewer.staff ? null : viewer.userId],
  )
  if (!row) return null
  const startsAt = new Date(row.slot_start)
  return { code: row.code, ...slotFields(startsAt), persons: row.persons, status: reservationStatusAt(row.status, startsAt, now), name: row.name }
}

/**
 * Whether the player may make an entry today (spec section 4): on a reservation-only day only with a
 * reservation of today that still holds (booked or checked in, not a no-show). The entry flow calls
 * this before it accepts an entry; 3105 otherwise.
 */
export async function entryReservationCheck(db: Queryable, userId: string, now: Date): Promise<{ ok: true } | { ok: false; code: typeof ResultCode.reservationOnlyDay }> {
  const today = tokyoDate(now)
  const overrides = await readOverrides(db, today, today)
  if (!dayPlan(today, overrides.get(today)).reservationOnly) return { ok: true }
  const rows = await db.query<{ slot_start: Date | string; status: ReservationStatus }>(`select slot_start, status from reservation where user_id = $1 and slot_date = $2::date and ${BOOKED}`, [
    userId,
    today,
  ])
  const holds = rows.some((row) => reservationStatusAt(row.status, new Date(row.slot_start), now) !== 'no_show')
  return holds ? { ok: true } : { ok: false, code: ResultCode.reservationOnlyDay }
}
