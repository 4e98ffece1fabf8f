import type { ScheduleDay, StoredSchedule } from '../../data/repositories/scheduleRepository.ts'
import { dayReservable, dayState } from '../../domain/reservation/availability.ts'
import { compactDate } from '../../domain/schedule/tokyoTime.ts'

/** The stored calendar from `today` (yyyy-mm-dd, Tokyo) on: a copy synced yesterday loses its past days here. */
export function visibleDays(schedule: StoredSchedule | undefined, today: string): ScheduleDay[] {
  const from = compactDate(today)
  return (schedule?.days ?? []).filter((day) => day.date >= from)
}

/** The day to show first: the one asked for when it is listed, else the first that can be reserved, else the first. */
export function initialDay(days: readonly ScheduleDay[], wanted: string | undefined): string | null {
  if (wanted && days.some((day) => day.date === wanted)) return wanted
  return (days.find((day) => dayReservable(dayState(day))) ?? days[0])?.date ?? null
}
