import {
  type Reservation,
  type ReservationCreate,
  type ReservationRemain,
  reservationListReplySchema,
  reservationRemainSchema,
  reservationSchema,
  type ReservationWriteReply,
  reservationWriteReplySchema,
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

export type { Reservation, ReservationRemain }

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
  return storeWritten(reply)
}

/** Cancels a reservation (the deposit is not refunded). */
export async function cancelReservation(id: number): Promise<Reservation> {
  return storeWritten(await apiReply(`/user/self/reservation/${id}`, reservationWriteReplySchema, { method: 'DELETE' }))
}

/** How many more slots the player may reserve on a day (yyyymmdd). */
export function fetchRemain(date: string): Promise<ReservationRemain> {
  return remember(`${REMAIN_KEY}:${date}`, FRESH_FOR_MS.remain, () => apiRequest(`/user/self/reservation/remain?date=${date}`, reservationRemainSchema))
}
