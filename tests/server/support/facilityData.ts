import type { Queryable } from '../../../server/db/database.ts'
import { newReservationCode } from '../../../server/reservations/reservationCode.ts'
import { tokyoDate } from '../../../src/domain/schedule/tokyoTime.ts'

let counter = 0

/** A reservation of one party (no player account, as the demo crowd) for the slot starting at `slotStart`, in its slot's next free place. */
export async function addReservation(db: Queryable, slotStart: Date | string, status = 'reserved'): Promise<void> {
  counter += 1
  const start = new Date(slotStart)
  await db.query(
    `insert into reservation (demo_key, code, slot_start, slot_date, seat, persons, advance_payment, price, status)
     values ($1, $2, $3, $4::date, (select coalesce(max(seat), 0) + 1 from reservation where slot_start = $3 and status in ('reserved', 'checked_in')), 1, 900, 2250, $5)`,
    [`test-party-${counter}`, newReservationCode(), start, tokyoDate(start), status],
  )
}

/** A party in the waiting line; returns its session id. */
export async function addWaitingParty(db: Queryable, queuedAt: Date | string, status: 'waiting' | 'playing' | 'done' = 'waiting'): Promise<string> {
  counter += 1
  const sessionId = `test-session-${counter}`
  await db.query(`insert into waiting_party (session_id, party_name, persons, queued_at, status) values ($1, $2, 3, $3, $4)`, [sessionId, `Party ${counter}`, new Date(queuedAt), status])
  return sessionId
}

/** Empties the line and the reservations (news and calendar days stay). */
export async function clearTraffic(db: Queryable): Promise<void> {
  await db.query('delete from reservation')
  await db.query('delete from waiting_party')
}

/** A staff override of one day. */
export async function addOverride(db: Queryable, date: string, fields: { closure?: string; reservationOnly?: boolean; closeTime?: string; collaborationIds?: number[] }): Promise<void> {
  await db.query(
    `insert into schedule_override (date, closure, reservation_only, close_time, collaboration_ids) values ($1::date, $2, $3, $4, $5::text::integer[])
     on conflict (date) do update set closure = excluded.closure, reservation_only = excluded.reservation_only,
       close_time = excluded.close_time, collaboration_ids = excluded.collaboration_ids`,
    [date, fields.closure ?? null, fields.reservationOnly ?? null, fields.closeTime ?? null, `{${(fields.collaborationIds ?? []).join(',')}}`],
  )
}
