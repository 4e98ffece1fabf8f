import { tokyoDate, tokyoInstant } from '../../src/domain/schedule/tokyoTime.ts'
import type { ScheduleOverride } from '../../src/domain/schedule/dayPlan.ts'
import { type CrowdSnapshot, RESERVATION_ARRIVAL_WINDOW_MINUTES } from '../../src/domain/schedule/crowdLevel.ts'
import type { LineParty } from '../../src/domain/schedule/waitingLine.ts'
import type { Queryable } from '../db/database.ts'

type OverrideRow = {
  date: string
  closure: ScheduleOverride['closure']
  reservation_only: boolean | null
  open_time: string | null
  close_time: string | null
  collaboration_ids: number[] | null
}

/** The staff overrides between two Tokyo dates (inclusive), by date. */
export async function readOverrides(db: Queryable, from: string, to: string): Promise<Map<string, ScheduleOverride>> {
  const rows = await db.query<OverrideRow>(
    `select date::text as date, closure, reservation_only, open_time, close_time, collaboration_ids
     from schedule_override where date between $1::date and $2::date`,
    [from, to],
  )
  return new Map(
    rows.map((row) => [
      row.date,
      {
        date: row.date,
        closure: row.closure,
        reservationOnly: row.reservation_only,
        openTime: row.open_time,
        closeTime: row.close_time,
        collaborationIds: (row.collaboration_ids ?? []).map(Number),
      },
    ]),
  )
}

/** Reservations holding a slot (reserved or checked in) per slot start (epoch ms), in [from, to). */
export async function countReservationsBySlot(db: Queryable, from: Date, to: Date): Promise<Map<number, number>> {
  const rows = await db.query<{ slot_start: Date | string; taken: number }>(
    `select slot_start, count(*)::int as taken from reservation
     where status in ('reserved', 'checked_in') and slot_start >= $1 and slot_start < $2
     group by slot_start`,
    [from, to],
  )
  return new Map(rows.map((row) => [new Date(row.slot_start).getTime(), row.taken]))
}

/** Start of the Tokyo day of `now`: the waiting line is counted per business day. */
function startOfTokyoDay(now: Date): Date {
  return tokyoInstant(tokyoDate(now))
}

/** Who is playing, waiting, and reserved and due now, at `now`. */
export async function readCrowdSnapshot(db: Queryable, now: Date): Promise<CrowdSnapshot> {
  const window = RESERVATION_ARRIVAL_WINDOW_MINUTES * 60_000
  const [row] = await db.query<CrowdSnapshot>(
    `select
       (select count(*)::int from waiting_party where status = 'playing' and queued_at >= $1) as playing,
       (select count(*)::int from waiting_party where status = 'waiting' and queued_at >= $1) as waiting,
       (select count(*)::int from reservation where status = 'reserved' and slot_start >= $2 and slot_start <= $3) as "reservedSoon"`,
    [startOfTokyoDay(now), new Date(now.getTime() - window), new Date(now.getTime() + window)],
  )
  return row ?? { playing: 0, waiting: 0, reservedSoon: 0 }
}

/** A party of today's waiting line, with its session (what the polling asks by) and status. */
export type LineRow = LineParty & { readonly sessionId: string; readonly status: 'waiting' | 'playing' | 'done' }

/** Today's line: every party checked in today, waiting, playing or done. */
export async function readWaitingLine(db: Queryable, now: Date): Promise<LineRow[]> {
  const rows = await db.query<{ id: number; party_id: string | null; session_id: string; status: LineRow['status']; queued_at: Date | string; reserved_slot: Date | string | null }>(
    'select id, party_id, session_id, status, queued_at, reserved_slot from waiting_party where queued_at >= $1',
    [startOfTokyoDay(now)],
  )
  return rows.map((row) => ({
    id: row.party_id ?? `line-${row.id}`,
    sessionId: row.session_id,
    status: row.status,
    queuedAt: new Date(row.queued_at),
    reservedSlot: row.reserved_slot === null ? null : new Date(row.reserved_slot),
  }))
}
