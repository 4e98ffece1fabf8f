import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { DayState, SlotState } from '../../domain/reservation/availability.ts'
import type { ReservationStatus } from '../../domain/reservation/reservationRules.ts'
import { isoDate, tokyoInstant } from '../../domain/schedule/tokyoTime.ts'

/** A day of the calendar: its state, or beyond the reservable period (the padding of the last week). */
export type CalendarDayState = DayState | 'beyond'

/** A shape per state, read with its word: never colour alone. A closed day's mark is a word of its language (休 in Japanese). */
const CLOSED_GLYPH = msg({ message: '休', comment: 'One character marking a closed day in the reservation calendar (休 = closed); a symbol where the language has no one-character word' })
const DAY_GLYPHS: Record<Exclude<CalendarDayState, 'closed'>, string> = { open: '○', few: '△', full: '×', ended: '－', beyond: '·' }

export function dayGlyph(i18n: I18n, state: CalendarDayState): string {
  return state === 'closed' ? i18n._(CLOSED_GLYPH) : DAY_GLYPHS[state]
}
export const SLOT_GLYPHS: Record<SlotState, string> = { open: '○', few: '△', full: '×', closed: '－' }

export const DAY_LABELS: Record<CalendarDayState, MessageDescriptor> = {
  open: msg`空きあり`,
  few: msg`残りわずか`,
  full: msg`満席`,
  ended: msg`受付終了`,
  closed: msg`休業日`,
  beyond: msg`予約受付前`,
}

export const SLOT_LABELS: Record<SlotState, MessageDescriptor> = {
  open: msg`空きあり`,
  few: msg`残りわずか`,
  full: msg`満席`,
  closed: msg`受付終了`,
}

export const RESERVATION_ONLY = msg`予約限定日`

export const RESERVATION_STATUS_LABELS: Record<ReservationStatus, MessageDescriptor> = {
  reserved: msg`予約済み`,
  checked_in: msg`受付済み`,
  cancelled: msg`キャンセル済み`,
  no_show: msg`遅刻により取り消し`,
}

/** "12月10日（木）" of a yyyymmdd day, in the visitor's language; the day is the venue's (Tokyo). */
export function formatDay(i18n: I18n, yyyymmdd: string, weekday: 'short' | 'long' = 'short'): string {
  return i18n.date(tokyoInstant(isoDate(yyyymmdd), 12 * 60), { month: 'long', day: 'numeric', weekday, timeZone: 'Asia/Tokyo' })
}

/** "15:00-15:30": a slot as spec section 9 shows it. */
export function formatSlot(time: string, end: string): string {
  return `${time}-${end}`
}
