import { linePlaces } from '../../src/domain/schedule/waitingLine.ts'
import type { Database, Queryable } from '../db/database.ts'
import { readCrowdSnapshot, readWaitingLine } from '../facility/facilityStore.ts'
import { notifyParty, queueNotification } from './pushStore.ts'

/**
 * The notifications that follow the venue rather than one write (issue 34): the line's "you're next"
 * and "ready to start", looked at after every write that moves the line (a check-in, a start, a
 * result) and once a minute (a reserved slot beginning moves it too); and the reminder an hour
 * before a reservation. Each is queued once per party or reservation (its event key).
 */

/** Queues "ready to start" for the waiting parties whose wait is 0 and "you're next" for the party first in line. */
export async function notifyLine(db: Queryable, now: Date): Promise<number> {
  const [line, load] = await Promise.all([readWaitingLine(db, now), readCrowdSnapshot(db, now)])
  const waiting = line.filter((party) => party.status === 'waiting' && !party.id.startsWith('line-'))
  let queued = 0
  for (const [partyId, place] of linePlaces(waiting, load, now)) {
    if (place.minutes <= 0) queued += await notifyParty(db, partyId, 'ready', `ready:${partyId}`)
    else if (place.position === 1) queued += await notifyParty(db, partyId, 'next', `next:${partyId}`)
  }
  return queued
}

/** A reservation's reminder goes this long before its slot. */
const REMINDER_MINUTES = 60

/** Queues the reminder of every booked reservation whose slot begins within the hour, once each. */
export async function remindReservations(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx.query<{ id: number; user_id: string; slot_start: Date | string }>(
      `update reservation set reminded_at = $1
        where status = 'reserved' and reminded_at is null and user_id is not null
          and slot_start > $1 and slot_start <= $1::timestamptz + make_interval(mins => $2)
        returning id, user_id::text as user_id, slot_start`,
      [now, REMINDER_MINUTES],
    )
    let queued = 0
    for (const reservation of due) {
      const time = new Date(reservation.slot_start).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Tokyo' })
      queued += await queueNotification(tx, 'reservation', [reservation.user_id], `reservation:${reservation.id}`, { time })
    }
    return queued
  })
}
