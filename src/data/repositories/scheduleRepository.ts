import * as v from 'valibot'
import { type Charge, type ScheduleDay, scheduleDaySchema, chargeSchema, scheduleReplySchema } from '../../domain/contract/facility.ts'
import { SCHEDULE } from '../../domain/schedule/scheduleConstants.ts'
import { compactDate, tokyoDate } from '../../domain/schedule/tokyoTime.ts'
import { apiReply } from '../api/client.ts'
import { db } from '../db/database.ts'
import { parseStored } from '../db/storedRows.ts'
import type { Synced } from '../db/synced.ts'
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

/** The calendar from IndexedDB at once, refreshed from the API on mount and on reconnect. */
export function useSchedule(): LocalFirstView<StoredSchedule> {
  return useLocalFirst(readSchedule, refreshSchedule, 'facility:schedule')
}
