/**
 * Tokyo dates and times as plain values. Dates are ISO calendar dates (`YYYY-MM-DD`) in Tokyo;
 * times of day are `HH:mm` in Tokyo. Japan has kept UTC+9 without daylight saving since 1951, so a
 * fixed offset is exact and the machine's TZ never matters. No clock is read here.
 */

const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

function pad2(value: number): string {
  return String(value).padStart(2, '0')
}

/** `YYYY-MM-DD` of a year, month (1-12) and day. */
export function calendarDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`
}

/** 0 = Sunday ... 6 = Saturday, of a calendar date (proleptic Gregorian, no time zone involved). */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay()
}

/** The calendar date `days` after (or before, when negative) `date`. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const shifted = new Date(Date.UTC(year, month - 1, day + days))
  return calendarDate(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate())
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
