/** The 30-minute reservation slots of a day and how many reservations each takes. */
import type { DayPlan } from './dayPlan.ts'
import { SCHEDULE, VENUE_CAPACITY } from './scheduleConstants.ts'
import { minutesOf, timeOf } from './tokyoTime.ts'

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
