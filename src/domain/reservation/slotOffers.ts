/**
 * A freed place offered fairly (issue 34): a player may wait for a full slot. When a place of that
 * slot frees, the first one waiting holds it for `OFFER_HOLD_MINUTES` (never past the slot's
 * reservation deadline); reserving the slot takes it, letting it go or the time running out passes
 * it to the next one waiting. Shared by the server (which decides under the slot's lock) and the app.
 */
import { SCHEDULE } from '../schedule/scheduleConstants.ts'
import { freeSeat } from './reservationRules.ts'

export const OFFER_HOLD_MINUTES = 10

/** A player may wait for this many slots of one day at a time (as many as they may reserve). */
export const WATCHES_PER_DAY = SCHEDULE.maxSlotsPerPersonPerDay

export const WATCH_STATES = ['waiting', 'offered'] as const
export type WatchState = (typeof WATCH_STATES)[number]

/** Until when an offer made at `now` for the slot beginning at `slotStart` holds; null when the slot no longer takes reservations. */
export function offerDeadline(slotStart: Date, now: Date): Date | null {
  const closes = slotStart.getTime() - SCHEDULE.reservationCloseMinutes * 60_000
  if (now.getTime() >= closes) return null
  return new Date(Math.min(now.getTime() + OFFER_HOLD_MINUTES * 60_000, closes))
}

/**
 * Which of the waiting players (first come first) get which free places of a slot of `capacity`
 * places, some `taken` (booked or held): one place each, in order, until places or players run out.
 */
export function placesToOffer<T>(waiting: readonly T[], taken: readonly number[], capacity: number): { watcher: T; seat: number }[] {
  const held = [...taken]
  const offers: { watcher: T; seat: number }[] = []
  for (const watcher of waiting) {
    const seat = freeSeat(held, capacity)
    if (seat === null) break
    held.push(seat)
    offers.push({ watcher, seat })
  }
  return offers
}
