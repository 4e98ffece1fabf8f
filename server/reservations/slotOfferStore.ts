import type { SlotWatch } from '../../src/domain/contract/reservation.ts'
import { slotRefOf } from '../../src/domain/reservation/reservationRules.ts'
import { offerDeadline, placesToOffer, type WatchState } from '../../src/domain/reservation/slotOffers.ts'
import { dayPlan } from '../../src/domain/schedule/dayPlan.ts'
import { slotCapacity } from '../../src/domain/schedule/slots.ts'
import { compactDate, timeOf, tokyoDate, tokyoIso, tokyoMinuteOfDay } from '../../src/domain/schedule/tokyoTime.ts'
import { SCHEDULE } from '../../src/domain/schedule/scheduleConstants.ts'
import type { Database, Queryable } from '../db/database.ts'
import { readOverrides } from '../facility/facilityStore.ts'
import { insertMessage } from '../accounts/inboxStore.ts'
import { queueNotification } from '../push/pushStore.ts'
import { offerMessage } from './offerMessage.ts'

/**
 * The places of a slot held by offers to players who waited for it (issue 34, migration 0024).
 * Every write that changes a slot's places (reserving, cancelling, letting an offer go, the sweep)
 * locks the slot's row first (`lockSlot`) and then calls `offerFreedPlaces`, so a freed place goes
 * to the first one waiting before anyone else may take it, and one place has one holder.
 * Notifying the holder (push and inbox) happens after the commit (`notifyOffers`), so that
 * transaction touches no other player's row.
 */

const BOOKED = `status in ('reserved', 'checked_in')`

/** Takes the slot's lock: the writes that change a slot's places run one at a time per slot. */
export async function lockSlot(tx: Queryable, slotStart: Date): Promise<void> {
  await tx.query('insert into reservation_slot (slot_start) values ($1) on conflict (slot_start) do update set slot_start = excluded.slot_start', [slotStart], 'lock_slot')
}

/** A slot's places as one read shows them (call under `lockSlot`): seats booked, and whether anyone waits for the slot or holds an offer of it. */
export type SlotPlaces = { booked: number[]; watched: boolean }

/**
 * The slot's booked seats and whether it has a wait or an offer, in one statement. Without either,
 * `offerFreedPlaces` and `takeOfferedPlace` have nothing to do and `takenPlaces` is `booked`, so a
 * reservation skips them (issue 36: three round trips fewer under the slot's lock).
 */
export async function slotPlaces(tx: Queryable, slotStart: Date): Promise<SlotPlaces> {
  const rows = await tx.query<{ seat: number | null }>(
    `select seat from reservation where slot_start = $1 and ${BOOKED}
     union all select null where exists (select 1 from slot_watch where slot_start = $1 and state in ('waiting', 'offered'))`,
    [slotStart],
    'slot_places',
  )
  return { booked: rows.flatMap((row) => (row.seat === null ? [] : [row.seat])), watched: rows.some((row) => row.seat === null) }
}

/** How many places the slot beginning at `slotStart` has (0 when its day is closed). */
export async function placesOfSlot(db: Queryable, slotStart: Date): Promise<number> {
  const date = tokyoDate(slotStart)
  const overrides = await readOverrides(db, date, date)
  return slotCapacity(dayPlan(date, overrides.get(date)))
}

/** The places of the slot held by a booked reservation or an offer (call under `lockSlot`). */
export async function takenPlaces(tx: Queryable, slotStart: Date): Promise<number[]> {
  const rows = await tx.query<{ seat: number }>(
    `select seat from reservation where slot_start = $1 and ${BOOKED}
     union all select seat from slot_watch where slot_start = $1 and state = 'offered'`,
    [slotStart],
  )
  return rows.map((row) => row.seat)
}

/**
 * Under the slot's lock: offers whose time ran out pass on, and each free place of the slot goes to
 * the next player waiting for it, first come first served. Answers how many offers were made.
 */
export async function offerFreedPlaces(tx: Queryable, slotStart: Date, capacity: number, now: Date): Promise<number> {
  await tx.query(`update slot_watch set state = 'passed', closed_at = $2 where slot_start = $1 and state = 'offered' and offer_expires_at <= $2`, [slotStart, now])
  const until = offerDeadline(slotStart, now)
  if (!until) return 0
  // Those who could not take the place (they booked the slot, or two slots of its day, meanwhile) are passed over.
  const waiting = await tx.query<{ id: number; user_id: string }>(
    `select w.id, w.user_id::text as user_id from slot_watch w
      where w.slot_start = $1 and w.state = 'waiting'
        and (select count(*) from reservation r where r.user_id = w.user_id and r.slot_date = $2::date and r.${BOOKED}) < $3
        and not exists (select 1 from reservation r where r.user_id = w.user_id and r.slot_start = $1 and r.${BOOKED})
      order by w.created_at, w.id`,
    [slotStart, tokyoDate(slotStart), SCHEDULE.maxSlotsPerPersonPerDay],
  )
  if (waiting.length === 0) return 0
  const offers = placesToOffer(waiting, await takenPlaces(tx, slotStart), capacity)
  for (const { watcher, seat } of offers) {
    await tx.query(`update slot_watch set state = 'offered', seat = $2, offered_at = $3, offer_expires_at = $4, notified_at = null where id = $1`, [watcher.id, seat, now, until])
  }
  return offers.length
}

/** Locks the slot and offers its free places (a cancel, a player letting an offer go, the sweep). */
export async function passOnPlaces(tx: Queryable, slotStart: Date, now: Date): Promise<number> {
  await lockSlot(tx, slotStart)
  return offerFreedPlaces(tx, slotStart, await placesOfSlot(tx, slotStart), now)
}

/**
 * The sweep (once a minute): every slot someone waits for, looked at again, so an offer whose time
 * ran out passes to the next one waiting even when no one reserves or cancels meanwhile.
 */
export async function sweepSlotOffers(db: Database, now: Date): Promise<number> {
  const slots = await db.query<{ slot_start: Date | string }>(`select distinct slot_start from slot_watch where state in ('waiting', 'offered') and slot_start > $1 order by slot_start`, [now])
  let offered = 0
  for (const slot of slots) offered += await db.transaction((tx) => passOnPlaces(tx, new Date(slot.slot_start), now))
  return offered
}

type WatchRow = { id: number; slot_start: Date | string; state: WatchState; offer_expires_at: Date | string | null; position: number }

function toWatch(row: WatchRow): SlotWatch {
  const startsAt = new Date(row.slot_start)
  const minute = tokyoMinuteOfDay(startsAt)
  return {
    id: row.id,
    datetime: tokyoIso(startsAt),
    date: compactDate(tokyoDate(startsAt)),
    time: timeOf(minute),
    end: timeOf(minute + SCHEDULE.slotMinutes),
    state: row.state,
    position: row.position,
    offer_expires_at: row.offer_expires_at === null ? null : new Date(row.offer_expires_at).toISOString(),
  }
}

const WATCH_VIEW = `select w.id, w.slot_start, w.state, w.offer_expires_at,
    (select count(*)::int from slot_watch o where o.slot_start = w.slot_start and o.state in ('waiting', 'offered')
       and (o.created_at, o.id) <= (w.created_at, w.id)) as position
  from slot_watch w`

/** GET /user/self/reservation/watch: the slots the player waits for (or holds a place of), soonest first. */
export async function listWatches(db: Queryable, userId: string, now: Date): Promise<SlotWatch[]> {
  const rows = await db.query<WatchRow>(`${WATCH_VIEW} where w.user_id = $1 and w.state in ('waiting', 'offered') and w.slot_start > $2 order by w.slot_start, w.id`, [userId, now])
  return rows.map(toWatch)
}

async function watchById(db: Queryable, id: number): Promise<SlotWatch> {
  const [row] = await db.query<WatchRow>(`${WATCH_VIEW} where w.id = $1`, [id])
  if (!row) throw new Error('the watch vanished')
  return toWatch(row)
}

export type WatchRefusal = 'notASlot' | 'closed' | 'beyondPeriod' | 'tooLate' | 'notFull' | 'alreadyReserved' | 'daySlotsFull' | 'tooManyWatches'
export type WatchOutcome = { ok: true; watch: SlotWatch } | { ok: false; refusal: WatchRefusal }

/**
 * PUT /user/self/reservation/watch: the player waits for the full slot beginning at `slotStart`
 * (checked by the caller to be a reservable slot of `capacity` places). Waiting again answers the same wait. Refused
 * when the slot has a free place (reserve it instead), when the player already has it, or waits for
 * `limit` slots of that day already.
 */
export async function watchSlot(db: Database, userId: string, slotStart: Date, places: { capacity: number; limit: number }, now: Date): Promise<WatchOutcome> {
  const { capacity, limit } = places
  const slot = slotRefOf(slotStart)
  if (!slot) return { ok: false, refusal: 'notASlot' }
  const id = await db.transaction(async (tx): Promise<number | WatchRefusal> => {
    await tx.query('select user_id from player where user_id = $1 for update', [userId])
    const [existing] = await tx.query<{ id: number }>(`select id from slot_watch where user_id = $1 and slot_start = $2 and state in ('waiting', 'offered')`, [userId, slotStart])
    if (existing) return existing.id
    const booked = await tx.query<{ slot_start: Date | string }>(`select slot_start from reservation where user_id = $1 and slot_date = $2::date and ${BOOKED}`, [userId, slot.date])
    if (booked.some((row) => new Date(row.slot_start).getTime() === slotStart.getTime())) return 'alreadyReserved'
    // A player who may reserve no more slots that day could not take a place offered.
    if (booked.length >= SCHEDULE.maxSlotsPerPersonPerDay) return 'daySlotsFull'
    const [day] = await tx.query<{ count: number }>(
      `select count(*)::int as count from slot_watch where user_id = $1 and state in ('waiting', 'offered') and slot_start >= $2 and slot_start < $2::timestamptz + interval '1 day'`,
      [userId, new Date(`${slot.date}T00:00:00+09:00`)],
    )
    if ((day?.count ?? 0) >= limit) return 'tooManyWatches'
    await lockSlot(tx, slotStart)
    await offerFreedPlaces(tx, slotStart, capacity, now)
    const [line] = await tx.query<{ count: number }>(`select count(*)::int as count from slot_watch where slot_start = $1 and state = 'waiting'`, [slotStart])
    const taken = await takenPlaces(tx, slotStart)
    // A free place no one waits for: the player reserves it rather than waits.
    if (taken.length < capacity && (line?.count ?? 0) === 0) return 'notFull'
    const [row] = await tx.query<{ id: number }>(`insert into slot_watch (user_id, slot_start, state, created_at) values ($1, $2, 'waiting', $3) returning id`, [userId, slotStart, now])
    if (!row) throw new Error('the wait was not stored')
    return row.id
  })
  return typeof id === 'number' ? { ok: true, watch: await watchById(db, id) } : { ok: false, refusal: id }
}

/**
 * DELETE /user/self/reservation/watch/{id}: the player stops waiting, or lets a held place go (it
 * passes to the next one waiting at once). False when the player has no such wait; a wait already
 * over answers true again, so a retried request does no harm.
 */
export async function leaveWatch(db: Database, userId: string, id: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ slot_start: Date | string; state: string }>('select slot_start, state from slot_watch where id = $1 and user_id = $2', [id, userId])
    if (!row) return false
    const slotStart = new Date(row.slot_start)
    await lockSlot(tx, slotStart)
    const [left] = await tx.query<{ state: string }>(
      `update slot_watch set state = case when state = 'offered' then 'passed' else 'withdrawn' end, closed_at = $2
        where id = $1 and state in ('waiting', 'offered') returning state`,
      [id, now],
    )
    if (left?.state === 'passed') await offerFreedPlaces(tx, slotStart, await placesOfSlot(tx, slotStart), now)
    return true
  })
}

/**
 * Inside a reservation of the slot, under its lock: the place the player holds by an offer (the
 * offer is taken), or null. A wait of the player's for that slot ends as the reservation is made.
 */
export async function takeOfferedPlace(tx: Queryable, userId: string, slotStart: Date, now: Date): Promise<number | null> {
  // Only an offer has a place (a wait has none), so the row's place after the update is the one held.
  const [row] = await tx.query<{ seat: number | null }>(
    `update slot_watch set state = 'accepted', closed_at = $3 where user_id = $1 and slot_start = $2 and state in ('waiting', 'offered') returning seat`,
    [userId, slotStart, now],
  )
  return row?.seat ?? null
}

/** HH:MM in Tokyo. */
const tokyoClock = (at: Date) => at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Tokyo' })

/**
 * Tells each holder of an offer not told yet: a message in the inbox and a push notification (when
 * the player has a device subscribed and the reservation switch on). Called after the write that
 * made the offer committed, and by the sweep (an instance that stopped in between). Answers how
 * many notifications were queued.
 */
export async function notifyOffers(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const told = await tx.query<{ id: number; user_id: string; slot_start: Date | string; offer_expires_at: Date | string }>(
      `update slot_watch set notified_at = $1 where state = 'offered' and notified_at is null
        returning id, user_id::text as user_id, slot_start, offer_expires_at`,
      [now],
    )
    let queued = 0
    for (const offer of told) {
      const startsAt = new Date(offer.slot_start)
      const [, month, day] = tokyoDate(startsAt).split('-')
      const params = { slot: `${month}/${day} ${tokyoClock(startsAt)}`, until: tokyoClock(new Date(offer.offer_expires_at)), datetime: tokyoIso(startsAt) }
      await insertMessage(tx, { userId: offer.user_id, ...offerMessage(params), createdAt: now })
      queued += await queueNotification(tx, 'offer', [offer.user_id], `offer:${offer.id}`, params)
    }
    return queued
  })
}
