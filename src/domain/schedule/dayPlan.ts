/**
 * What the calendar rules say about one day: opening hours, the monthly maintenance closure,
 * reservation-only days, each corrected by a staff override; and whether the venue is open now.
 */
import { holidayOn } from '../japaneseHolidays.ts'
import { OPENING_HOURS } from '../venue.ts'
import { SCHEDULE } from './scheduleConstants.ts'
import { addDays, calendarDate, minutesOf, timeOf, tokyoDate, tokyoInstant, weekdayOf } from './tokyoTime.ts'

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
  const first = calendarDate(year, month, 1)
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
  return (monthDay >= '04-29' && monthDay <= '05-05') || (monthDay >= '08-13' && monthDay <= '08-16') || (monthDay >= '01-01' && monthDay <= '01-03')
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
