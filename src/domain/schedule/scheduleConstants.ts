/** Constants of the venue's calendar (spec sections 1, 4 and 9; the rest are decisions in docs/decisions.md). */
import { PLAY_MINUTES, RESERVATION } from '../prices.ts'

export const SCHEDULE = {
  slotMinutes: RESERVATION.slotMinutes,
  /** Days from today the reservation calendar covers (`reservation_ui_period_day`). */
  uiPeriodDays: 28,
  /** Days beyond the covered period that a reply pads as closed (the spec's configured page offset). */
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
