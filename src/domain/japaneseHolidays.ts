/**
 * Japanese public holidays (国民の祝日に関する法律), computed rather than listed, for the years
 * 2000 to 2100 (the rules are also right back to 1980; years outside 1980-2150 are refused).
 *
 * - fixed days, and the Happy Monday days (nth Monday) with the year each law change took effect;
 * - the equinoxes by the usual approximation, valid 1980-2150 (the government announces the real
 *   dates each February for the next year; the formula has matched every announcement so far);
 * - substitute holidays (振替休日): a holiday on a Sunday moves to the next day that is not a holiday
 *   (from 2007; before that the Monday);
 * - citizens' holidays (国民の休日): a day between two holidays (from 1986; until 2006 not a Sunday);
 * - one-off days (imperial events) and the Olympic moves of 2020 and 2021.
 *
 * Dates are ISO calendar dates (`YYYY-MM-DD`) with no time zone: callers pass Tokyo dates.
 */

import { addDays, calendarDate, weekdayOf } from './schedule/tokyoTime.ts'

export type HolidayKind = 'national' | 'substitute' | 'citizens'
export type Holiday = { date: string; name: string; kind: HolidayKind }

export const HOLIDAY_RULES_YEARS = { min: 1980, max: 2150 } as const

const ONE_OFF: Record<string, string> = {
  '1989-02-24': '昭和天皇の大喪の礼',
  '1990-11-12': '即位礼正殿の儀',
  '1993-06-09': '皇太子徳仁親王の結婚の儀',
  '2019-05-01': '天皇の即位の日',
  '2019-10-22': '即位礼正殿の儀の行われる日',
}

/** Day of the month of the `n`th Monday of `month`. */
function nthMonday(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay()
  const firstMonday = 1 + ((8 - firstWeekday) % 7)
  return firstMonday + 7 * (n - 1)
}

/** Day of March of the vernal equinox day (春分の日). */
export function vernalEquinoxDay(year: number): number {
  const base = year <= 2099 ? 20.8431 : 21.851
  return Math.floor(base + 0.242194 * (year - 1980) - Math.floor((year - 1980) / 4))
}

/** Day of September of the autumnal equinox day (秋分の日). */
export function autumnalEquinoxDay(year: number): number {
  const base = year <= 2099 ? 23.2488 : 24.2488
  return Math.floor(base + 0.242194 * (year - 1980) - Math.floor((year - 1980) / 4))
}

/** The holidays named by the law (国民の祝日), before substitutes and citizens' holidays. */
function nationalHolidays(year: number): Map<string, string> {
  const days = new Map<string, string>()
  const add = (month: number, day: number, name: string) => days.set(calendarDate(year, month, day), name)

  add(1, 1, '元日')
  add(1, year >= 2000 ? nthMonday(year, 1, 2) : 15, '成人の日')
  add(2, 11, '建国記念の日')
  if (year >= 2020) add(2, 23, '天皇誕生日')
  add(3, vernalEquinoxDay(year), '春分の日')
  add(4, 29, year >= 2007 ? '昭和の日' : year >= 1989 ? 'みどりの日' : '天皇誕生日')
  add(5, 3, '憲法記念日')
  if (year >= 2007) add(5, 4, 'みどりの日')
  add(5, 5, 'こどもの日')
  // Marine Day, Mountain Day and Sports Day moved for the Tokyo Olympics in 2020 and 2021.
  if (year === 2020) add(7, 23, '海の日')
  else if (year === 2021) add(7, 22, '海の日')
  else if (year >= 2003) add(7, nthMonday(year, 7, 3), '海の日')
  else if (year >= 1996) add(7, 20, '海の日')
  if (year === 2020) add(8, 10, '山の日')
  else if (year === 2021) add(8, 8, '山の日')
  else if (year >= 2016) add(8, 11, '山の日')
  add(9, year >= 2003 ? nthMonday(year, 9, 3) : 15, '敬老の日')
  add(9, autumnalEquinoxDay(year), '秋分の日')
  if (year === 2020) add(7, 24, 'スポーツの日')
  else if (year === 2021) add(7, 23, 'スポーツの日')
  else if (year >= 2020) add(10, nthMonday(year, 10, 2), 'スポーツの日')
  else add(10, year >= 2000 ? nthMonday(year, 10, 2) : 10, '体育の日')
  add(11, 3, '文化の日')
  add(11, 23, '勤労感謝の日')
  if (year >= 1989 && year <= 2018) add(12, 23, '天皇誕生日')
  for (const [date, name] of Object.entries(ONE_OFF)) {
    if (date.startsWith(`${year}-`)) days.set(date, name)
  }
  return days
}

const cache = new Map<number, readonly Holiday[]>()

/** Every public holiday of `year`, in date order. */
export function holidaysOfYear(year: number): readonly Holiday[] {
  if (!Number.isInteger(year) || year < HOLIDAY_RULES_YEARS.min || year > HOLIDAY_RULES_YEARS.max) {
    throw new RangeError(`Japanese holidays are computed for ${HOLIDAY_RULES_YEARS.min}-${HOLIDAY_RULES_YEARS.max}, not ${year}`)
  }
  const cached = cache.get(year)
  if (cached) return cached

  // No holiday falls on December 30 or 31, so a year never spills substitutes into the next.
  const national = nationalHolidays(year)
  const holidays = new Map<string, Holiday>()
  for (const [date, name] of national) holidays.set(date, { date, name, kind: 'national' })

  for (const date of national.keys()) {
    if (weekdayOf(date) !== 0) continue
    let substitute = addDays(date, 1)
    // From 2007 the substitute skips days that are holidays themselves (e.g. 2008-05-06).
    if (year >= 2007) while (national.has(substitute)) substitute = addDays(substitute, 1)
    if (!holidays.has(substitute)) holidays.set(substitute, { date: substitute, name: '振替休日', kind: 'substitute' })
  }

  if (year >= 1986) {
    for (const date of national.keys()) {
      const between = addDays(date, 1)
      if (holidays.has(between) || !national.has(addDays(between, 1))) continue
      if (year < 2007 && weekdayOf(between) === 0) continue
      holidays.set(between, { date: between, name: '国民の休日', kind: 'citizens' })
    }
  }

  const list = [...holidays.values()].sort((a, b) => a.date.localeCompare(b.date))
  cache.set(year, list)
  return list
}

/** The holiday on `date` (`YYYY-MM-DD`), if any. */
export function holidayOn(date: string): Holiday | undefined {
  return holidaysOfYear(Number(date.slice(0, 4))).find((holiday) => holiday.date === date)
}

export function isHoliday(date: string): boolean {
  return holidayOn(date) !== undefined
}
