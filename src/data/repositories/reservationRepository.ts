import {
  type Reservation,
  type ReservationCreate,
  type ReservationRemain,
  reservationListReplySchema,
  reservationRemainSchema,
  reservationSchema,
  type ReservationWriteReply,
  reservationWriteReplySchema,
  type SlotWatch,
  slotWatchListReplySchema,
  slotWatchReplySchema,
  slotWatchSchema,
  type WatchCreate,
} from '../../domain/contract/reservation.ts'
import { apiReply, apiRequest } from '../api/client.ts'
import { db } from '../db/database.ts'
import { parseStored } from '../db/storedRows.ts'
import type { Synced } from '../db/synced.ts'
import { collectionKey, readCollection, replaceCollection, type StoredCollection } from './collectionRepository.ts'
import { type LocalFirstView, useLocalFirst } from './localFirst.ts'
import { FRESH_FOR_MS, markFresh, markStale, refreshUnlessFresh, remember } from '../sync/freshness.ts'
import { storeWrittenRecords } from './playerRepository.ts'
import { storeScheduleDay } from './scheduleRepository.ts'

/**
 * The player's reservations (GET /user/self/reservation: from today on, every status), kept for
 * offline. Reserving and cancelling are authoritative writes: online only; their reply carries
 * what they changed (the reservation, its day of the calendar, the balances), which is stored
 * instead of read again. Reads have freshness windows (src/data/sync/freshness.ts).
 */

export type { Reservation, ReservationRemain, SlotWatch }

const soonestFirst = (a: Reservation, b: Reservation) => a.datetime.localeCompare(b.datetime) || a.id - b.id

async function refreshReservations(): Promise<void> {
  const reply = await apiReply('/user/self/reservation', reservationListReplySchema)
  const reservations = reply.data ?? []
  await replaceCollection(
    'reservation',
    reservations.map((reservation) => ({ id: String(reservation.id), data: reservation })),
  )
}

const FRESHNESS_KEY = 'reservations'
const REMAIN_KEY = 'remain'
const refreshUnlessRecent = () => refreshUnlessFresh(FRESHNESS_KEY, FRESH_FOR_MS.reservations, refreshReservations)

export function useReservations(): LocalFirstView<StoredCollection<Reservation>> {
  return useLocalFirst(() => readCollection('reservation', reservationSchema, soonestFirst), refreshUnlessRecent, collectionKey('reservation'))
}

async function readReservation(id: number): Promise<Synced<Reservation | null> | undefined> {
  const meta = await db.syncMeta.get(collectionKey('reservation'))
  const row = await db.collections.get(['reservation', String(id)])
  const reservation = row ? parseStored(reservationSchema, row.data, 'reservation') : undefined
  if (reservation) return { value: reservation, syncedAt: meta?.syncedAt ?? Date.now() }
  return meta ? { value: null, syncedAt: meta.syncedAt } : undefined
}

/** One of the player's reservations: undefined while unknown, null when the player has no such reservation. */
export function useReservation(id: number): LocalFirstView<Reservation | null> {
  return useLocalFirst(() => readReservation(id), refreshUnlessRecent, `${collectionKey('reservation')}:${id}`)
}

/** Stores what a reservation write changed, as its reply gives it: nothing is read again. */
async function storeWritten(reply: ReservationWriteReply): Promise<Reservation> {
  const reservation = reply.data
  if (!reservation) throw new Error('the reservation reply has no data')
  await db.collections.put({ kind: 'reservation', id: String(reservation.id), data: reservation })
  markFresh(FRESHNESS_KEY)
  markStale(REMAIN_KEY)
  // Reserving ends the player's wait for that slot (a held place is taken); cancelling may hand a place on.
  markStale(WATCHES_KEY)
  const stored = await Promise.allSettled([reply.day && storeScheduleDay(reply.day), reply.property && storeWrittenRecords({ property: reply.property })])
  for (const outcome of stored) if (outcome.status === 'rejected') console.warn('could not store what the reservation changed', outcome.reason)
  return reservation
}

/** Reserves the slot starting at `datetime` with the deposit the visitor confirmed; the server's refusal is thrown as it came. */
export async function reserveSlot(datetime: string, advancePayment: number): Promise<Reservation> {
  const reply = await apiReply('/user/self/reservation', reservationWriteReplySchema, {
    method: 'POST',
    body: { type: 'user:reservation', datetime, persons: 1, advance_payment: advancePayment } satisfies ReservationCreate,
  })
  const reservation = await storeWritten(reply)
  // The server ended the player's wait for the slot (a held place was taken): the stored one goes too.
  await db.collections
    .where('kind')
    .equals('slot-watch')
    .filter((row) => (row.data as { datetime?: unknown }).datetime === datetime)
    .delete()
  return reservation
}

/** Cancels a reservation (the deposit is not refunded). */
export async function cancelReservation(id: number): Promise<Reservation> {
  return storeWritten(await apiReply(`/user/self/reservation/${id}`, reservationWriteReplySchema, { method: 'DELETE' }))
}

/** How many more slots the player may reserve on a day (yyyymmdd). */
export function fetchRemain(date: string): Promise<ReservationRemain> {
  return remember(`${REMAIN_KEY}:${date}`, FRESH_FOR_MS.remain, () => apiRequest(`/user/self/reservation/remain?date=${date}`, reservationRemainSchema))
}

/*
 * Waiting for a full slot (issue 34): the slots the player waits for, and a place held for them
 * when one frees (an offer they take by reserving the slot). Kept for offline; joining and leaving
 * the line are authoritative writes (online only).
 */

const WATCHES_KEY = 'watches'

async function storeWatches(watches: readonly SlotWatch[]): Promise<void> {
  await replaceCollection(
    'slot-watch',
    watches.map((watch) => ({ id: String(watch.id), data: watch })),
  )
  markFresh(WATCHES_KEY)
}

async function refreshWatches(): Promise<void> {
  const reply = await apiReply('/user/self/reservation/watch', slotWatchListReplySchema)
  await storeWatches(reply.data ?? [])
}

const bySlot = (a: SlotWatch, b: SlotWatch) => a.datetime.localeCompare(b.datetime)

/** The slots the player waits for, soonest first (stored; asked again after `FRESH_FOR_MS.watches`). */
export function useWatches(): LocalFirstView<StoredCollection<SlotWatch>> {
  return useLocalFirst(
    () => readCollection('slot-watch', slotWatchSchema, bySlot),
    () => refreshUnlessFresh(WATCHES_KEY, FRESH_FOR_MS.watches, refreshWatches),
    collectionKey('slot-watch'),
  )
}

/** Asks the server again now (a screen that shows a held place counts its minutes down). */
export function refreshWatchesNow(): Promise<void> {
  markStale(WATCHES_KEY)
  return refreshUnlessFresh(WATCHES_KEY, FRESH_FOR_MS.watches, refreshWatches)
}

/** Waits for the full slot starting at `datetime`; the server's refusal (a free place, the day's limit) is thrown as it came. */
export async function watchSlot(datetime: string): Promise<SlotWatch> {
  const reply = await apiReply('/user/self/reservation/watch', slotWatchReplySchema, {
    method: 'PUT',
    body: { type: 'user:reservation-watch', datetime } satisfies WatchCreate,
  })
  const watch = reply.data
  if (!watch) throw new Error('the watch reply has no data')
  await db.collections.put({ kind: 'slot-watch', id: String(watch.id), data: watch })
  markFresh(WATCHES_KEY)
  return watch
}

/** Stops waiting, or lets a held place go to the next player waiting; the reply is the player's waits as they are now. */
export async function leaveWatch(id: number): Promise<void> {
  const reply = await apiReply(`/user/self/reservation/watch/${id}`, slotWatchListReplySchema, { method: 'DELETE' })
  await storeWatches(reply.data ?? [])
}
