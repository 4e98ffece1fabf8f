import type { Reservation } from '../../data/repositories/reservationRepository.ts'
import { cancellable, reservationStatusAt } from '../../domain/reservation/reservationRules.ts'

/**
 * A stored reservation as of now on this device: its status (a booked one 30 minutes past its
 * start is a no-show) and whether it can still be cancelled, by the same rules as the server.
 */
export function reservationNow(reservation: Reservation, now = new Date()): { status: Reservation['status']; cancellable: boolean } {
  const startsAt = new Date(reservation.datetime)
  const stored = reservation.status === 'no_show' ? 'reserved' : reservation.status
  return { status: reservationStatusAt(stored, startsAt, now), cancellable: cancellable(stored, startsAt, now) }
}
