import { Hono } from 'hono'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { newsQuerySchema, scheduleQuerySchema, summaryQuerySchema, waitingTimeQuerySchema } from '../../src/domain/contract/facility.ts'
import { isoDate, tokyoDate } from '../../src/domain/schedule/tokyoTime.ts'
import { SCHEDULE } from '../../src/domain/schedule/scheduleConstants.ts'
import type { Database } from '../db/database.ts'
import { buildSchedule, buildSummary, currentCharge, waitingMinutes } from '../facility/facilityReplies.ts'
import { findNews, listNews } from '../facility/newsStore.ts'
import { fail, ok } from '../http/envelope.ts'
import { parseParam, parseQuery } from '../http/validate.ts'
import { inboxIdParam } from '../../src/domain/contract/inbox.ts'

export type FacilityOptions = {
  /** The clock; tests pass a fixed one. */
  now?: () => Date
}

/** GET /api/v1/facility/{news,news/{id},summary,schedule,waitingtime}: public, no sign-in. */
export function facilityRoutes(db: Database, { now = () => new Date() }: FacilityOptions = {}) {
  return new Hono()
    .get('/news', async (c) => {
      const query = parseQuery(c, newsQuerySchema)
      if (!query.ok) return query.response
      const { items, total } = await listNews(db, now(), query.value.offset, query.value.limit)
      return c.json({ result: { status: ResultCode.ok }, data: items, total })
    })
    .get('/news/:id', async (c) => {
      const id = parseParam(c, 'id', inboxIdParam)
      if (!id.ok) return id.response
      const item = await findNews(db, id.value, now())
      return item ? ok(c, item) : fail(c, 404, ResultCode.notFound, 'No such news')
    })
    .get('/summary', async (c) => {
      const query = parseQuery(c, summaryQuerySchema)
      if (!query.ok) return query.response
      return ok(c, { values: await buildSummary(db, now()) })
    })
    .get('/schedule', async (c) => {
      const query = parseQuery(c, scheduleQuerySchema)
      if (!query.ok) return query.response
      const at = now()
      const from = query.value.date ? isoDate(query.value.date) : tokyoDate(at)
      const data = await buildSchedule(db, at, from, query.value.days)
      return c.json({
        result: { status: ResultCode.ok },
        charge: [currentCharge()],
        data,
        reservation_ui_period_day: SCHEDULE.uiPeriodDays,
      })
    })
    .get('/waitingtime', async (c) => {
      const query = parseQuery(c, waitingTimeQuerySchema)
      if (!query.ok) return query.response
      const max = await waitingMinutes(db, now(), query.value.sessionid)
      if (max === null) return fail(c, 404, ResultCode.notFound, 'No party with this session in the waiting line')
      return ok(c, { max })
    })
}
