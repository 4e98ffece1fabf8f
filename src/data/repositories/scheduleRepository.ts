import * as v from 'valibot'
import { type Charge, type ScheduleDay, scheduleDaySchema, chargeSchema, scheduleReplySchema } from '../../domain/contract/facility.ts'
import { SCHEDULE } from '../../domain/schedule/scheduleConstants.ts'
import { compactDate, tokyoDate } from '../../domain/schedule/tokyoTime.ts'
import { apiReply } from '../api/client.ts'
import { db } from '../db/database.ts'
import { parseStored } from '../db/storedRows.ts'
import type { Synced } from '../db/synced.ts'
import { FRESH_FOR_MS, refreshUnlessFresh } from '../sync/freshness.ts'
import { type LocalFirstView, useLocalFirst } from './localFirst.ts'

/**
 * The reservation calendar (GET /facility/schedule): the reservable period from today and the
 * closed days padding it, with the charge in force. Kept whole in the public `facility` table so
 * the calendar reads offline; this repository is its one writer.
 */

export type { Charge, ScheduleDay }

export type StoredSchedule = { readonly days: ScheduleDay[]; readonly charge?: Charge | undefined; readonly periodDays: number }

const SCHEDULE_KEY = 'schedule'

const storedScheduleSchema = v.object({
  days: v.array(scheduleDaySchema),
  charge: v.optional(chargeSchema),
  periodDays: v.number(),
})

/** Today and the reservable period after it, plus the page offset of closed days that pads the last week. */
const REQUEST_DAYS = SCHEDULE.uiPeriodDays + SCHEDULE.pageOffsetDays

export async function refreshSchedule(): Promise<void> {
  const reply = await apiReply(`/facility/schedule?date=${compactDate(tokyoDate(new Date()))}&days=${REQUEST_DAYS}`, scheduleReplySchema, { auth: false })
  const stored: StoredSchedule = { days: reply.data ?? [], charge: reply.charge?.[0], periodDays: reply.reservation_ui_period_day ?? SCHEDULE.uiPeriodDays }
  await db.facility.put({ key: SCHEDULE_KEY, data: stored, syncedAt: Date.now() })
}

async function readSchedule(): Promise<Synced<StoredSchedule> | undefined> {
  const row = await db.facility.get(SCHEDULE_KEY)
  const value = row ? parseStored(storedScheduleSchema, row.data, 'schedule') : undefined
  return row && value ? { value, syncedAt: row.syncedAt } : undefined
}

const FRESHNESS_KEY = 'schedule'

/** The calendar from IndexedDB at once, refreshed from the API on mount and on reconnect (unless read within its freshness window). */
export function useSchedule(): LocalFirstView<StoredSchedule> {
  return useLocalFirst(readSchedule, () => refreshUnlessFresh(FRESHNESS_KEY, FRESH_FOR_MS.schedule, refreshSchedule), 'facility:schedule')
}

/** A write's reply gave one day as the schedule shows it now: it replaces that day of the stored calendar. */
export async function storeScheduleDay(day: ScheduleDay): Promise<void> {
  await db.transaction('rw', db.facility, async () => {
    const stored = await readSchedule()
    if (!stored) return
    const days = stored.value.days.map((known) => (known.date === day.date ? day : known))
    await db.facility.put({ key: SCHEDULE_KEY, data: { ...stored.value, days } satisfies StoredSchedule, syncedAt: stored.syncedAt })
  })
}
