import {
  type Reservation,
  type ReservationCreate,
  type ReservationRemain,
  reservationListReplySchema,
  reservationRemainSchema,
  reservationReplySchema,
  reservationSchema,
} from '../../domain/contract/reservation.ts'
import { apiReply, apiRequest } from '../api/client.ts'
import { db } from '../db/database.ts'
import { parseStored } from '../db/storedRows.ts'
import type { Synced } from '../db/synced.ts'
import { collectionKey, readCollection, replaceCollection, type StoredCollection } from './collectionRepository.ts'
import { type LocalFirstView, useLocalFirst } from './localFirst.ts'
import { rereadPlayer } from './playerRepository.ts'
import { refreshSchedule } from './scheduleRepository.ts'

/**
 * The player's reservations (GET /user/self/reservation: from today on, every status), kept for
 * offline. Reserving and cancelling are authoritative writes: online only; afterwards the list,
 * the calendar and the topolo balance are read again.
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

export function useReservations(): LocalFirstView<StoredCollection<Reservation>> {
  return useLocalFirst(() => readCollection('reservation', reservationSchema, soonestFirst), refreshReservations, collectionKey('reservation'))
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
  return useLocalFirst(() => readReservation(id), refreshReservations, `${collectionKey('reservation')}:${id}`)
}

/** After a write: what it changed, read again; a failure here is only logged (the write stands). */
async function refreshAfterWrite(): Promise<void> {
  await Promise.all([refreshReservations(), refreshSchedule(), rereadPlayer(['property'])]).catch((error: unknown) => console.warn('could not read the reservations again', error))
}

/** Reserves the slot starting at `datetime` with the deposit the visitor confirmed; the server's refusal is thrown as it came. */
export async function reserveSlot(datetime: string, advancePayment: number): Promise<Reservation> {
  const reply = await apiReply('/user/self/reservation', reservationReplySchema, {
    method: 'POST',
    body: { type: 'user:reservation', datetime, persons: 1, advance_payment: advancePayment } satisfies ReservationCreate,
  })
  if (!reply.data) throw new Error('the reservation reply has no data')
  const reservation = reply.data
  await db.collections.put({ kind: 'reservation', id: String(reservation.id), data: reservation })
  await refreshAfterWrite()
  return reservation
}

/** Cancels a reservation (the deposit is not refunded). */
export async function cancelReservation(id: number): Promise<Reservation> {
  const reply = await apiReply(`/user/self/reservation/${id}`, reservationReplySchema, { method: 'DELETE' })
  if (!reply.data) throw new Error('the cancellation reply has no data')
  await db.collections.put({ kind: 'reservation', id: String(id), data: reply.data })
  await refreshAfterWrite()
  return reply.data
}

/** How many more slots the player may reserve on a day (yyyymmdd). */
export function fetchRemain(date: string): Promise<ReservationRemain> {
  return apiRequest(`/user/self/reservation/remain?date=${date}`, reservationRemainSchema)
}
