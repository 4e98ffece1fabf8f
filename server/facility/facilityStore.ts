import { tokyoDate, tokyoInstant } from '../../src/domain/schedule/tokyoTime.ts'
import type { ScheduleOverride } from '../../src/domain/schedule/dayPlan.ts'
import { type CrowdSnapshot, PACE_SAMPLE, playPaceMinutes, RESERVATION_ARRIVAL_WINDOW_MINUTES } from '../../src/domain/schedule/crowdLevel.ts'
import type { LineParty } from '../../src/domain/schedule/waitingLine.ts'
import type { Queryable } from '../db/database.ts'

export type OverrideRow = {
  date: string
  closure: ScheduleOverride['closure']
  reservation_only: boolean | null
  open_time: string | null
  close_time: string | null
  collaboration_ids: number[] | null
}

/** The columns of an OverrideRow from `schedule_override` aliased `alias`. */
export const overrideColumns = (alias: string) => `${alias}.date::text as date, ${alias}.closure, ${alias}.reservation_only, ${alias}.open_time, ${alias}.close_time, ${alias}.collaboration_ids`

export function overrideOf(row: OverrideRow): ScheduleOverride {
  return {
    date: row.date,
    closure: row.closure,
    reservationOnly: row.reservation_only,
    openTime: row.open_time,
    closeTime: row.close_time,
    collaborationIds: (row.collaboration_ids ?? []).map(Number),
  }
}

/** The staff overrides between two Tokyo dates (inclusive), by date. */
export async function readOverrides(db: Queryable, from: string, to: string): Promise<Map<string, ScheduleOverride>> {
  const rows = await db.query<OverrideRow>(`select ${overrideColumns('o')} from schedule_override o where o.date between $1::date and $2::date`, [from, to])
  return new Map(rows.map((row) => [row.date, overrideOf(row)]))
}

/** Places taken per slot start (epoch ms), in [from, to): reservations booked or checked in, and places held by an offer (issue 34). */
export async function countReservationsBySlot(db: Queryable, from: Date, to: Date): Promise<Map<number, number>> {
  const rows = await db.query<{ slot_start: Date | string; taken: number }>(
    `select slot_start, count(*)::int as taken from (
       select slot_start from reservation where status in ('reserved', 'checked_in') and slot_start >= $1 and slot_start < $2
       union all select slot_start from slot_watch where state = 'offered' and slot_start >= $1 and slot_start < $2
     ) as places group by slot_start`,
    [from, to],
  )
  return new Map(rows.map((row) => [new Date(row.slot_start).getTime(), row.taken]))
}

/** Start of the Tokyo day of `now`: the waiting line is counted per business day. */
function startOfTokyoDay(now: Date): Date {
  return tokyoInstant(tokyoDate(now))
}

/** How far back the plays that set the pace may have ended (`playPaceMinutes` takes the last few). */
const PACE_LOOKBACK_MS = 6 * 60 * 60_000

/**
 * Who is playing (and for how long, where staff gave the start), waiting, and reserved and due
 * now, at `now`; and the pace of the day's last plays that ended.
 */
export async function readCrowdSnapshot(db: Queryable, now: Date): Promise<CrowdSnapshot> {
  const window = RESERVATION_ARRIVAL_WINDOW_MINUTES * 60_000
  const [row] = await db.query<{ waiting: number; reservedSoon: number; playing: unknown; recent: unknown }>(
    `select
       (select coalesce(json_agg(extract(epoch from ($4::timestamptz - started_at)) / 60), '[]'::json)
          from waiting_party where status = 'playing' and queued_at >= $1) as playing,
       (select count(*)::int from waiting_party where status = 'waiting' and queued_at >= $1) as waiting,
       (select count(*)::int from reservation where status = 'reserved' and slot_start >= $2 and slot_start <= $3) as "reservedSoon",
       (select coalesce(json_agg(minutes), '[]'::json) from (
          select extract(epoch from (ended_at - started_at)) / 60 as minutes from waiting_party
           where ended_at is not null and ended_at > $5 and ended_at <= $4 and started_at is not null
           order by ended_at desc limit ${PACE_SAMPLE.most}) recent) as recent`,
    [startOfTokyoDay(now), new Date(now.getTime() - window), new Date(now.getTime() + window), now, new Date(now.getTime() - PACE_LOOKBACK_MS)],
  )
  // Each playing party's minutes so far (null: started before its start was recorded).
  const playing = jsonNumbers(row?.playing)
  return {
    playing: playing.length,
    playedMinutes: playing.filter((minutes): minutes is number => minutes !== null),
    paceMinutes: playPaceMinutes(jsonNumbers(row?.recent).filter((minutes): minutes is number => minutes !== null)),
    waiting: row?.waiting ?? 0,
    reservedSoon: row?.reservedSoon ?? 0,
  }
}

/** A JSON array of numbers as both drivers hand it over (parsed, or text; numbers possibly as strings). */
function jsonNumbers(value: unknown): (number | null)[] {
  const list: unknown = typeof value === 'string' ? JSON.parse(value) : value
  if (!Array.isArray(list)) return []
  return list.map((item) => (item === null ? null : Number(item)))
}

/** A party of today's waiting line, with its session (what the polling asks by) and status. */
export type LineRow = LineParty & {
  readonly sessionId: string
  readonly status: 'waiting' | 'playing' | 'done'
  /** When staff last called the party to the gate (null: not called). */
  readonly calledAt: Date | null
}

/** Today's line: every party checked in today, waiting, playing or done. */
export async function readWaitingLine(db: Queryable, now: Date): Promise<LineRow[]> {
  const rows = await db.query<{
    id: number
    party_id: string | null
    session_id: string
    status: LineRow['status']
    queued_at: Date | string
    reserved_slot: Date | string | null
    called_at: Date | string | null
  }>('select id, party_id, session_id, status, queued_at, reserved_slot, called_at from waiting_party where queued_at >= $1', [startOfTokyoDay(now)])
  return rows.map((row) => ({
    id: row.party_id ?? `line-${row.id}`,
    sessionId: row.session_id,
    status: row.status,
    queuedAt: new Date(row.queued_at),
    reservedSlot: row.reserved_slot === null ? null : new Date(row.reserved_slot),
    calledAt: row.called_at === null ? null : new Date(row.called_at),
  }))
}
