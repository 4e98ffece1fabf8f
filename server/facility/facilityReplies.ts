import type { Charge, ScheduleDay, SummaryValues, WaitingTime } from '../../src/domain/contract/facility.ts'
import { PLAY_FEES, RESERVATION_DEPOSIT } from '../../src/domain/prices.ts'
import { addDays, compactDate, minutesOf, tokyoDate, tokyoInstant, tokyoIso } from '../../src/domain/schedule/tokyoTime.ts'
import { SCHEDULE, VENUE_CAPACITY } from '../../src/domain/schedule/scheduleConstants.ts'
import { type DayPlan, dayPlan, openState } from '../../src/domain/schedule/dayPlan.ts'
import { slotCapacity, slotOpenForReservation, slotsOf } from '../../src/domain/schedule/slots.ts'
import { scheduleEntries } from '../../src/domain/schedule/scheduleEntries.ts'
import { crowdLevel, walkInWaitMinutes } from '../../src/domain/schedule/crowdLevel.ts'
import { linePlaces } from '../../src/domain/schedule/waitingLine.ts'
import { RESERVATION_DEPOSIT_TOPOLO } from '../../src/domain/reservation/reservationRules.ts'
import type { Queryable } from '../db/database.ts'
import { countReservationsBySlot, readCrowdSnapshot, readOverrides, readWaitingLine } from './facilityStore.ts'

/** The charge in force: deposits and the fee table of spec section 9, in yen. */
export function currentCharge(): Charge {
  return {
    currency: 'JPY',
    deposit: RESERVATION_DEPOSIT,
    deposit_topolo: RESERVATION_DEPOSIT_TOPOLO,
    fees: { first_visit: { ...PLAY_FEES.first }, repeat: { ...PLAY_FEES.regular } },
  }
}

/** Plans for the days between two dates (inclusive), with the staff overrides applied. */
async function planReader(db: Queryable, from: string, to: string): Promise<(date: string) => DayPlan> {
  const overrides = await readOverrides(db, from, to)
  return (date) => dayPlan(date, overrides.get(date))
}

function paddedDay(date: string): ScheduleDay {
  return {
    date: compactDate(date),
    collaboration_ids: [],
    reservation_limit_minute: SCHEDULE.reservationCloseMinutes,
    reservation_period_day: SCHEDULE.reservationOpenDays,
    times: [],
    reservation_advance_payment: RESERVATION_DEPOSIT,
    is_closed: true,
    reservation_limit_day: SCHEDULE.maxSlotsPerPersonPerDay,
    reservation_limit_flag: false,
    reservation_limit_period: null,
    closed_reason: 'out_of_period',
    is_holiday: dayPlan(date).isHoliday,
    open: null,
    close: null,
    last_reception: null,
  }
}

function scheduleDay(plan: DayPlan, taken: Map<number, number>, now: Date): ScheduleDay {
  const capacity = slotCapacity(plan)
  const times = slotsOf(plan).map((slot) => {
    const start = tokyoInstant(plan.date, minutesOf(slot.start))
    const remaining = Math.max(0, capacity - (taken.get(start.getTime()) ?? 0))
    return {
      time: slot.start,
      end: slot.end,
      datetime: tokyoIso(start),
      capacity,
      remaining,
      reservable: remaining > 0 && slotOpenForReservation(start, now),
    }
  })
  return {
    date: compactDate(plan.date),
    collaboration_ids: [...plan.collaborationIds],
    reservation_limit_minute: SCHEDULE.reservationCloseMinutes,
    reservation_period_day: SCHEDULE.reservationOpenDays,
    times,
    reservation_advance_payment: RESERVATION_DEPOSIT,
    is_closed: plan.hours === null,
    reservation_limit_day: SCHEDULE.maxSlotsPerPersonPerDay,
    reservation_limit_flag: plan.reservationOnly,
    reservation_limit_period: plan.reservationOnly && plan.hours ? { start: plan.hours.open, end: plan.hours.close } : null,
    closed_reason: plan.closedReason,
    is_holiday: plan.isHoliday,
    open: plan.hours?.open ?? null,
    close: plan.hours?.close ?? null,
    last_reception: plan.hours?.lastReception ?? null,
  }
}

/** The schedule days from `from` (Tokyo date) for `days` days, as seen at `now`; see scheduleEntries for padding. */
export async function buildSchedule(db: Queryable, now: Date, from: string, days: number): Promise<ScheduleDay[]> {
  const entries = scheduleEntries(tokyoDate(now), from, days)
  const real = entries.filter((entry) => !entry.padded)
  const first = real[0]
  const last = real.at(-1)
  if (!first || !last) return entries.map((entry) => paddedDay(entry.date))
  const [planOf, taken] = await Promise.all([planReader(db, first.date, last.date), countReservationsBySlot(db, tokyoInstant(first.date), tokyoInstant(addDays(last.date, 1)))])
  return entries.map((entry) => (entry.padded ? paddedDay(entry.date) : scheduleDay(planOf(entry.date), taken, now)))
}

/** Today at a glance: crowd level, wait, hours and whether the venue is open. */
export async function buildSummary(db: Queryable, now: Date): Promise<SummaryValues> {
  const today = tokyoDate(now)
  const [planOf, snapshot] = await Promise.all([planReader(db, today, addDays(today, SCHEDULE.maxDaysPerRequest)), readCrowdSnapshot(db, now)])
  const plan = planOf(today)
  const state = openState(now, planOf)
  return {
    crowd_level: crowdLevel(snapshot),
    estimated_wait_minutes: walkInWaitMinutes(snapshot),
    waiting_parties: snapshot.waiting,
    playing_parties: snapshot.playing,
    reserved_parties_soon: snapshot.reservedSoon,
    is_open: state.isOpen,
    accepting_entries: state.acceptingEntries,
    next_open_at: state.nextOpenAt ? tokyoIso(state.nextOpenAt) : null,
    today: {
      date: compactDate(today),
      is_closed: plan.hours === null,
      closed_reason: plan.closedReason,
      is_holiday: plan.isHoliday,
      reservation_only: plan.reservationOnly,
      open: plan.hours?.open ?? null,
      close: plan.hours?.close ?? null,
      last_reception: plan.hours?.lastReception ?? null,
    },
    updated_at: now.toISOString(),
  }
}

/** Every waiting time of the day's line at once (GET /facility/waitingtime): the walk-in's, and each session's. */
export type LineSnapshot = { readonly walkIn: WaitingTime; readonly bySession: ReadonlyMap<string, WaitingTime> }

/**
 * The waits of the day's line (GET /facility/waitingtime), read in two queries for every party:
 * for a party in today's line, by its place in it (`linePlaces`: reserved parties whose slot began
 * go first, reserved parties due now go before walk-ins), with that place, its estimated start
 * and whether staff called it; a playing or finished party waits 0; without a session, the wait of
 * a party arriving now.
 */
export async function lineSnapshot(db: Queryable, now: Date): Promise<LineSnapshot> {
  const [snapshot, line] = await Promise.all([readCrowdSnapshot(db, now), readWaitingLine(db, now)])
  const pace = { pace_minutes: snapshot.paceMinutes ?? VENUE_CAPACITY.gameMinutes }
  const estimate = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString()
  const walkInMax = walkInWaitMinutes(snapshot)
  const places = linePlaces(
    line.filter((row) => row.status === 'waiting'),
    snapshot,
    now,
  )
  const bySession = new Map<string, WaitingTime>()
  for (const party of line) {
    const place = party.status === 'waiting' ? places.get(party.id) : undefined
    const max = place?.minutes ?? 0
    bySession.set(party.sessionId, {
      max,
      position: place?.position ?? null,
      estimated_start_at: place ? estimate(max) : null,
      called_at: place ? (party.calledAt?.toISOString() ?? null) : null,
      ...pace,
    })
  }
  return { walkIn: { max: walkInMax, position: null, estimated_start_at: estimate(walkInMax), called_at: null, ...pace }, bySession }
}
