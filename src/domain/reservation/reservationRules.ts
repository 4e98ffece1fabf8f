/**
 * The rules of a reservation (spec sections 4, 5 and 9): which slot a visitor may still reserve,
 * the deposit, the same-day label, when a reservation may be cancelled and how it reads as of now.
 * Pure: the caller passes the day's plan, what is taken and the clock.
 */
import { RESERVATION, TOPOLO_COSTS } from '../prices.ts'
import type { DayPlan } from '../schedule/dayPlan.ts'
import { SCHEDULE } from '../schedule/scheduleConstants.ts'
import { slotOpenForReservation, slotsOf } from '../schedule/slots.ts'
import { addDays, minutesOf, timeOf, tokyoDate, tokyoInstant, tokyoMinuteOfDay } from '../schedule/tokyoTime.ts'
import { TOPOLO_USE_LABEL } from '../topolo.ts'

/**
 * The deposit in gold topolo: one person's play fee at the adult price (2,250 yen), which is 900
 * topolo, the topolo price of a play (docs/decisions.md, "Reservations").
 */
export const RESERVATION_DEPOSIT_TOPOLO: number = TOPOLO_COSTS.play

/** A reservation is sent for one person (spec section 5); the representative reserves for the party. */
export const RESERVATION_PERSONS = 1

/** Where a slot request lands: its Tokyo day and start, or why it names no slot at all. */
export type SlotRef = { date: string; start: string; end: string; startsAt: Date }

/** The slot a requested start instant names: on the half hour; any instant is read in Tokyo time. */
export function slotRefOf(startsAt: Date): SlotRef | null {
  if (Number.isNaN(startsAt.getTime()) || startsAt.getTime() % (SCHEDULE.slotMinutes * 60_000) !== 0) return null
  const minute = tokyoMinuteOfDay(startsAt)
  return { date: tokyoDate(startsAt), start: timeOf(minute), end: timeOf(minute + SCHEDULE.slotMinutes), startsAt }
}

/**
 * Why a slot cannot be reserved, before counting anyone (capacity and per-person limits are the
 * database's, under lock): not a slot of the day, the day is closed, beyond the reservable period,
 * or too late (past, or within `reservationCloseMinutes` of its start).
 */
export type SlotRefusal = 'notASlot' | 'closed' | 'beyondPeriod' | 'tooLate'

/** The last day open for reservations at `now`: today and the days after, `reservationOpenDays` in all. */
export function lastReservableDate(now: Date): string {
  return addDays(tokyoDate(now), SCHEDULE.reservationOpenDays - 1)
}

/** The refusals decided by the date alone (a past day, a day beyond the period), before reading the day's plan. */
export function periodRefusal(date: string, now: Date): 'tooLate' | 'beyondPeriod' | null {
  if (date < tokyoDate(now)) return 'tooLate'
  if (date > lastReservableDate(now)) return 'beyondPeriod'
  return null
}

export function slotRefusal(slot: SlotRef, plan: DayPlan, now: Date): SlotRefusal | null {
  const period = periodRefusal(slot.date, now)
  if (period) return period
  if (!plan.hours) return 'closed'
  if (!slotsOf(plan).some((candidate) => candidate.start === slot.start)) return 'notASlot'
  if (!slotOpenForReservation(slot.startsAt, now)) return 'tooLate'
  return null
}

/** Same-day reserve (use label 4) for a slot of today, reserve (1) for a later day. */
export function depositUseLabel(slotDate: string, now: Date): number {
  return slotDate === tokyoDate(now) ? TOPOLO_USE_LABEL.sameDayReserve : TOPOLO_USE_LABEL.reserve
}

/** Slots a person may still reserve on a day, having `reserved` active ones on it. */
export function slotsLeftOnDay(reserved: number): number {
  return Math.max(0, SCHEDULE.maxSlotsPerPersonPerDay - reserved)
}

/** The lowest free number of 1..`count` not in `taken` (a seat in a slot, a place in a day), or null. */
export function freeSeat(taken: readonly number[], count: number): number | null {
  for (let seat = 1; seat <= count; seat += 1) if (!taken.includes(seat)) return seat
  return null
}

export const RESERVATION_STATUSES = ['reserved', 'checked_in', 'cancelled', 'no_show'] as const
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number]

/**
 * Whether a booked reservation of a slot beginning at `startsAt` is late at `now`: more than 30
 * minutes after it began (14:30:00 still holds a 14:00 slot; any instant after does not).
 */
export function reservationLate(startsAt: Date, now: Date): boolean {
  return now.getTime() > startsAt.getTime() + RESERVATION.lateCancelMinutes * 60_000
}

/** A stored status as of `now`: a reservation not checked in by the time it is late is a no-show (cancelled). */
export function reservationStatusAt(stored: ReservationStatus, startsAt: Date, now: Date): ReservationStatus {
  if (stored !== 'reserved') return stored
  return reservationLate(startsAt, now) ? 'no_show' : 'reserved'
}

/** A reservation can be cancelled while it is booked and its slot has not begun. */
export function cancellable(stored: ReservationStatus, startsAt: Date, now: Date): boolean {
  return stored === 'reserved' && now.getTime() < startsAt.getTime()
}

/** The instant a slot of `date` starting at `start` (HH:mm, Tokyo) begins. */
export function slotStartOf(date: string, start: string): Date {
  return tokyoInstant(date, minutesOf(start))
}
