/**
 * The venue's calendar as pure rules: Tokyo dates and times, opening hours, the monthly maintenance
 * closure, reservation-only days, 30-minute slots and their capacity, which days a schedule reply
 * lists (padding), and the crowd level. No clock is read here: callers pass `now`.
 *
 * Dates are ISO calendar dates (`YYYY-MM-DD`) in Tokyo; times of day are `HH:mm` in Tokyo.
 */
import { addDays, holidayOn, weekdayOf } from './japaneseHolidays.ts'
import { PLAY_MINUTES, RESERVATION } from './prices.ts'
import { OPENING_HOURS } from './venue.ts'

export { addDays, weekdayOf }

// ---------------------------------------------------------------------------------------------
// Tokyo time. Japan has kept UTC+9 without daylight saving since 1951, so a fixed offset is
// exact and the machine's TZ never matters.

const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

function pad2(value: number): string {
  return String(value).padStart(2, '0')
}

/** The Tokyo calendar date of an instant. */
export function tokyoDate(instant: Date): string {
  return new Date(instant.getTime() + TOKYO_OFFSET_MS).toISOString().slice(0, 10)
}

/** Minutes since Tokyo midnight of an instant (0-1439). */
export function tokyoMinuteOfDay(instant: Date): number {
  const shifted = instant.getTime() + TOKYO_OFFSET_MS
  return Math.floor((((shifted % DAY_MS) + DAY_MS) % DAY_MS) / 60_000)
}

/** The instant of `minuteOfDay` minutes after Tokyo midnight of `date`. */
export function tokyoInstant(date: string, minuteOfDay = 0): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, day) - TOKYO_OFFSET_MS + minuteOfDay * 60_000)
}

/** An instant written in Tokyo time, e.g. `2026-11-21T10:00:00+09:00`. */
export function tokyoIso(instant: Date): string {
  return `${new Date(instant.getTime() + TOKYO_OFFSET_MS).toISOString().slice(0, 19)}+09:00`
}

/** `YYYY-MM-DD` -> `yyyymmdd` (the API's spelling). */
export function compactDate(date: string): string {
  return date.replaceAll('-', '')
}

/** `yyyymmdd` -> `YYYY-MM-DD`. */
export function isoDate(compact: string): string {
  return `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`
}

/** `HH:mm` -> minutes since midnight. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number]
  return hours * 60 + minutes
}

/** Minutes since midnight -> `HH:mm` (24:00 and later stay readable, e.g. `23:30`, `24:00`). */
export function timeOf(minutes: number): string {
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`
}

// ---------------------------------------------------------------------------------------------
// Constants of the calendar (spec sections 1, 4 and 9; the rest are decisions in docs/decisions.md).

export const SCHEDULE = {
  slotMinutes: RESERVATION.slotMinutes,
  /** Days from today the reservation calendar covers (`reservation_ui_period_day`). */
  uiPeriodDays: 28,
  /** Days beyond the covered period that a reply pads as closed (the app's reservationPageOffsetDays). */
  pageOffsetDays: 8,
  /** A slot stops taking reservations this many minutes before it starts (`reservation_limit_minute`). */
  reservationCloseMinutes: 30,
  /** A day opens for reservations this many days ahead (`reservation_period_day`). */
  reservationOpenDays: 28,
  /** Slots one person may reserve per day (`reservation_limit_day`). */
  maxSlotsPerPersonPerDay: RESERVATION.maxSlotsPerPersonPerDay,
  /** Bounds of `days` in a schedule request. */
  minDaysPerRequest: 1,
  maxDaysPerRequest: 62,
  defaultDaysPerRequest: 7,
} as const

/**
 * How many parties the venue handles. Six parties play at once and a game takes at most 60
 * minutes (spec: 40 to 60), so six parties can start per hour, three per 30-minute slot. Two of
 * those three are reservable on a normal day (one is kept for walk-ins); on a reservation-only day
 * all three are.
 */
export const VENUE_CAPACITY = {
  lanes: 6,
  gameMinutes: PLAY_MINUTES.max,
  reservablePerSlot: 2,
  reservablePerSlotReservationOnly: 3,
} as const

// ---------------------------------------------------------------------------------------------
// Rules of a day.

/** A day set by staff (the `schedule_override` table); `null` fields follow the rules. */
export type ScheduleOverride = {
  date: string
  /** `open` cancels a rule closure (e.g. the monthly maintenance), `closed` and `maintenance` close the day. */
  closure: 'open' | 'closed' | 'maintenance' | null
  reservationOnly: boolean | null
  openTime: string | null
  closeTime: string | null
  collaborationIds: readonly number[]
}

export type ClosedReason = 'maintenance' | 'closed'
export type DayHours = { open: string; close: string; lastReception: string }

export type DayPlan = {
  date: string
  isHoliday: boolean
  isWeekendOrHoliday: boolean
  closedReason: ClosedReason | null
  /** Entry without a reservation is refused (spec section 4). */
  reservationOnly: boolean
  /** Null when closed. */
  hours: DayHours | null
  collaborationIds: readonly number[]
}

/**
 * The monthly maintenance closure: the second Tuesday of the month, or, when that is a public
 * holiday, the next day that is neither a holiday nor a weekend day.
 */
export function monthlyMaintenanceDate(year: number, month: number): string {
  const first = `${year}-${pad2(month)}-01`
  const firstTuesday = 1 + ((2 - weekdayOf(first) + 7) % 7)
  let date = addDays(first, firstTuesday - 1 + 7)
  while (holidayOn(date) || weekdayOf(date) === 0 || weekdayOf(date) === 6) date = addDays(date, 1)
  return date
}

export function isMonthlyMaintenanceDay(date: string): boolean {
  return monthlyMaintenanceDate(Number(date.slice(0, 4)), Number(date.slice(5, 7))) === date
}

/**
 * Peak days that are reservation-only by rule: Golden Week (April 29 to May 5), Obon (August 13
 * to 16) and the New Year holidays (January 1 to 3). Staff add or lift others per day.
 */
export function isPeakReservationOnlyDay(date: string): boolean {
  const monthDay = date.slice(5)
  return (
    (monthDay >= '04-29' && monthDay <= '05-05') || (monthDay >= '08-13' && monthDay <= '08-16') || (monthDay >= '01-01' && monthDay <= '01-03')
  )
}

/** The gap between closing and last reception (23:00 and 22:00), kept when staff change the closing time. */
const RECEPTION_BEFORE_CLOSE_MINUTES = minutesOf(OPENING_HOURS.weekdays.close) - minutesOf(OPENING_HOURS.lastReception)

/** What the rules, corrected by an override for that day, say about `date`. */
export function dayPlan(date: string, override?: ScheduleOverride | null): DayPlan {
  const isHoliday = holidayOn(date) !== undefined
  const weekday = weekdayOf(date)
  const isWeekendOrHoliday = isHoliday || weekday === 0 || weekday === 6

  let closedReason: ClosedReason | null = isMonthlyMaintenanceDay(date) ? 'maintenance' : null
  if (override?.closure === 'open') closedReason = null
  else if (override?.closure === 'closed') closedReason = 'closed'
  else if (override?.closure === 'maintenance') closedReason = 'maintenance'

  const base = isWeekendOrHoliday ? OPENING_HOURS.weekendsAndHolidays : OPENING_HOURS.weekdays
  const open = override?.openTime ?? base.open
  const close = override?.closeTime ?? base.close
  const lastReception = timeOf(Math.max(minutesOf(open), minutesOf(close) - RECEPTION_BEFORE_CLOSE_MINUTES))
  const validHours = minutesOf(open) < minutesOf(close)

  const closed = closedReason !== null || !validHours
  return {
    date,
    isHoliday,
    isWeekendOrHoliday,
    closedReason: closed ? (closedReason ?? 'closed') : null,
    reservationOnly: !closed && (override?.reservationOnly ?? isPeakReservationOnlyDay(date)),
    hours: closed ? null : { open, close, lastReception },
    collaborationIds: override?.collaborationIds ?? [],
  }
}

export type Slot = { start: string; end: string }

/** The 30-minute reservation slots of a day, from opening to last reception (shown hh:00-hh:30). */
export function slotsOf(plan: DayPlan): Slot[] {
  if (!plan.hours) return []
  const slots: Slot[] = []
  const last = minutesOf(plan.hours.lastReception)
  for (let minute = minutesOf(plan.hours.open); minute <= last; minute += SCHEDULE.slotMinutes) {
    slots.push({ start: timeOf(minute), end: timeOf(minute + SCHEDULE.slotMinutes) })
  }
  return slots
}

/** Reservations one slot takes (parties). */
export function slotCapacity(plan: DayPlan): number {
  if (!plan.hours) return 0
  return plan.reservationOnly ? VENUE_CAPACITY.reservablePerSlotReservationOnly : VENUE_CAPACITY.reservablePerSlot
}

/** Whether a slot starting at `slotStart` still takes reservations at `now` (capacity aside). */
export function slotOpenForReservation(slotStart: Date, now: Date): boolean {
  return now.getTime() <= slotStart.getTime() - SCHEDULE.reservationCloseMinutes * 60_000
}

// ---------------------------------------------------------------------------------------------
// Which days a schedule reply lists.

export type ScheduleEntry = { date: string; padded: boolean }

/**
 * The days a schedule request for `days` days from `from` gets on `today`. The calendar covers
 * `today` and the `uiPeriodDays - 1` days after it; those days are listed with their real plan.
 * A requested day outside that period is "missing": when it lies within `pageOffsetDays` of the
 * period (before today or after its end) it is padded as closed so a calendar page is complete;
 * further out it is left out of the reply.
 */
export function scheduleEntries(today: string, from: string, days: number): ScheduleEntry[] {
  const periodEnd = addDays(today, SCHEDULE.uiPeriodDays)
  const servedFrom = addDays(today, -SCHEDULE.pageOffsetDays)
  const servedTo = addDays(periodEnd, SCHEDULE.pageOffsetDays)
  const entries: ScheduleEntry[] = []
  for (let index = 0; index < days; index += 1) {
    const date = addDays(from, index)
    if (date < servedFrom || date >= servedTo) continue
    entries.push({ date, padded: date < today || date >= periodEnd })
  }
  return entries
}

// ---------------------------------------------------------------------------------------------
// Opening state.

export type OpenState = {
  /** Inside today's opening hours. */
  isOpen: boolean
  /** Open and not past last reception: a party can still enter today. */
  acceptingEntries: boolean
  /** The next opening after `now` when not open now, else null (null too if none within `horizonDays`). */
  nextOpenAt: Date | null
}

export function openState(now: Date, planOf: (date: string) => DayPlan, horizonDays: number = SCHEDULE.maxDaysPerRequest): OpenState {
  const today = tokyoDate(now)
  const plan = planOf(today)
  if (plan.hours) {
    const openAt = tokyoInstant(today, minutesOf(plan.hours.open))
    const closeAt = tokyoInstant(today, minutesOf(plan.hours.close))
    const receptionEnd = tokyoInstant(today, minutesOf(plan.hours.lastReception))
    const time = now.getTime()
    if (time >= openAt.getTime() && time < closeAt.getTime()) {
      return { isOpen: true, acceptingEntries: time <= receptionEnd.getTime(), nextOpenAt: null }
    }
    if (time < openAt.getTime()) return { isOpen: false, acceptingEntries: false, nextOpenAt: openAt }
  }
  for (let offset = 1; offset <= horizonDays; offset += 1) {
    const date = addDays(today, offset)
    const hours = planOf(date).hours
    if (hours) return { isOpen: false, acceptingEntries: false, nextOpenAt: tokyoInstant(date, minutesOf(hours.open)) }
  }
  return { isOpen: false, acceptingEntries: false, nextOpenAt: null }
}

// ---------------------------------------------------------------------------------------------
// Crowd level and waiting time.

/** The five crowd levels of spec section 1, from least to most crowded. */
export const CROWD_LEVELS = ['vacant', 'comfortable', 'slightly_crowded', 'crowded', 'congested'] as const
export type CrowdLevel = (typeof CROWD_LEVELS)[number]

/** A reservation this close to its slot (before or after its start) is expected at the counter now. */
export const RESERVATION_ARRIVAL_WINDOW_MINUTES = RESERVATION.lateCancelMinutes

export type CrowdSnapshot = {
  /** Parties playing now. */
  playing: number
  /** Parties in the waiting line (checked in, not yet playing). */
  waiting: number
  /** Reserved parties not yet arrived whose slot starts within 30 minutes before or after now. */
  reservedSoon: number
}

/**
 * Minutes until the party at `position` in line (1 = next) can start: parties start at once while
 * lanes are free; after that a lane frees up every gameMinutes / lanes minutes (10).
 */
export function waitMinutesAt(position: number, playing: number): number {
  const freeLanes = Math.max(0, VENUE_CAPACITY.lanes - playing)
  const beyond = position - freeLanes
  if (beyond <= 0) return 0
  return Math.ceil((beyond * VENUE_CAPACITY.gameMinutes) / VENUE_CAPACITY.lanes)
}

/** The wait of a party arriving now without a reservation: reserved parties due now go first. */
export function walkInWaitMinutes(snapshot: CrowdSnapshot): number {
  return waitMinutesAt(snapshot.waiting + snapshot.reservedSoon + 1, snapshot.playing)
}

/**
 * The crowd level: by the wait a walk-in party would have; without a wait, by how many of the
 * lanes are taken or claimed (playing, waiting and reserved parties due now).
 *   no wait, under half the lanes -> vacant; no wait, half or more -> comfortable;
 *   up to 30 minutes -> slightly_crowded; up to 60 -> crowded; over 60 -> congested.
 */
export function crowdLevel(snapshot: CrowdSnapshot): CrowdLevel {
  const wait = walkInWaitMinutes(snapshot)
  if (wait === 0) {
    const claimed = snapshot.playing + snapshot.waiting + snapshot.reservedSoon
    return claimed * 2 < VENUE_CAPACITY.lanes ? 'vacant' : 'comfortable'
  }
  if (wait <= 30) return 'slightly_crowded'
  if (wait <= 60) return 'crowded'
  return 'congested'
}
