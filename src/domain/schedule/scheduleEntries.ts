/** Which days a schedule reply lists, and which of them are padding. */
import { SCHEDULE } from './scheduleConstants.ts'
import { addDays } from './tokyoTime.ts'

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
