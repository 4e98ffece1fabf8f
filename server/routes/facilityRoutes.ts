import { type Context, Hono } from 'hono'
import * as v from 'valibot'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { newsQuerySchema, scheduleQuerySchema, summaryQuerySchema, waitingTimeQuerySchema } from '../../src/domain/contract/facility.ts'
import { isoDate, tokyoDate } from '../../src/domain/schedule/tokyoTime.ts'
import { SCHEDULE } from '../../src/domain/schedule/scheduleConstants.ts'
import type { CacheState } from '../cache/cacheState.ts'
import type { ReplyCache, ReplyEnv } from '../cache/replyCache.ts'
import type { Database } from '../db/database.ts'
import { buildSchedule, buildSummary, currentCharge, type LineSnapshot, lineSnapshot } from '../facility/facilityReplies.ts'
import { findNews, listNews } from '../facility/newsStore.ts'
import { fail, ok } from '../http/envelope.ts'
import type { FrontDoor } from '../http/frontDoor.ts'
import { parseParam, parseQuery } from '../http/validate.ts'
import { inboxIdParam } from '../../src/domain/contract/inbox.ts'

export type FacilityOptions = {
  /** The clock; tests pass a fixed one. */
  now?: () => Date
}

/** A waiting-time query the front route answers: `sessionid=` and an id without escapes. */
const PLAIN_SESSION_QUERY = /^sessionid=([A-Za-z0-9_-]{1,64})$/

/** The news, the schedule and the summary follow the clock on whole minutes. */
const MINUTE = 60_000

/**
 * GET /api/v1/facility/{news,news/{id},summary,schedule,waitingtime}: public, no sign-in. All but
 * the waiting time of one party are cached replies (server/cache/).
 */
export function facilityRoutes(db: Database, replies: ReplyCache, { now = () => new Date() }: FacilityOptions = {}, front?: FrontDoor) {
  const clock = { bucketMs: MINUTE, now }
  const lines = lineMemo(db, clock)
  // Every 5 s from each phone of a party in line, also answered before the app: the query exactly
  // `sessionid=<id>` in the id's plain characters, the same snapshot (server/http/frontDoor.ts);
  // anything else, and a session not in line, is the app's to answer.
  front?.route('/api/v1/facility/waitingtime', async (_req, query, state) => {
    const session = PLAIN_SESSION_QUERY.exec(query)?.[1]
    if (session === undefined || !v.is(waitingTimeQuerySchema, { sessionid: session })) return null
    return (await lines.read(state)).bySession.get(session) ?? null
  })
  return new Hono()
    .get('/news', async (c) => {
      const query = parseQuery(c, newsQuerySchema)
      if (!query.ok) return query.response
      const { offset, limit } = query.value
      return replies.reply(c, { scopes: ['news'], key: `news?${offset},${limit}`, ...clock }, async () => {
        const { items, total } = await listNews(db, now(), offset, limit)
        return c.json({ result: { status: ResultCode.ok }, data: items, total })
      })
    })
    .get('/news/:id', async (c) => {
      const id = parseParam(c, 'id', inboxIdParam)
      if (!id.ok) return id.response
      return replies.reply(c, { scopes: ['news'], key: `news/${id.value}`, ...clock }, async () => {
        const item = await findNews(db, id.value, now())
        return item ? ok(c, item) : fail(c, 404, ResultCode.notFound, 'No such news')
      })
    })
    .get('/summary', async (c) => {
      const query = parseQuery(c, summaryQuerySchema)
      if (!query.ok) return query.response
      return replies.reply(c, { scopes: ['facility'], key: 'summary', ...clock }, async () => ok(c, { values: await buildSummary(db, now()) }))
    })
    .get('/schedule', async (c) => {
      const query = parseQuery(c, scheduleQuerySchema)
      if (!query.ok) return query.response
      const { date, days } = query.value
      return replies.reply(c, { scopes: ['facility'], key: `schedule?${date ?? ''},${days}`, ...clock }, async () => {
        const at = now()
        const data = await buildSchedule(db, at, date ? isoDate(date) : tokyoDate(at), days)
        return c.json({
          result: { status: ResultCode.ok },
          charge: [currentCharge()],
          data,
          reservation_ui_period_day: SCHEDULE.uiPeriodDays,
        })
      })
    })
    .get('/waitingtime', async (c) => {
      const query = parseQuery(c, waitingTimeQuerySchema)
      if (!query.ok) return query.response
      const state = (c as unknown as Context<ReplyEnv>).get('cacheState') ?? (await replies.state.read())
      const line = await lines.read(state)
      const sessionId = query.value.sessionid
      const wait = sessionId === undefined ? line.walkIn : line.bySession.get(sessionId)
      if (wait === undefined) return fail(c, 404, ResultCode.notFound, 'No party with this session in the waiting line')
      return ok(c, wait)
    })
}

/**
 * The day's line, computed once for everyone (issue 34): the phones of every checked-in party read
 * their place every 5 s, so each instance keeps one snapshot of the whole line and computes it
 * again only when a write to the facility's tables commits anywhere (the `facility` counter: a
 * check-in, a start, a call, a result, a reservation) or the minute turns. No reply is older than
 * an acknowledged write, as for the kept replies.
 */
function lineMemo(db: Database, clock: { bucketMs: number; now: () => Date }) {
  let kept: { tag: string; snapshot: Promise<LineSnapshot> } | null = null
  return {
    /** The snapshot for the cache state the request read (the maintenance gate's, or the front route's). */
    read(state: CacheState): Promise<LineSnapshot> {
      const at = clock.now()
      const tag = `${state.versions.facility}@${Math.floor(at.getTime() / clock.bucketMs)}`
      if (kept?.tag !== tag) {
        const snapshot = lineSnapshot(db, at)
        kept = { tag, snapshot }
        snapshot.catch(() => {
          if (kept?.snapshot === snapshot) kept = null
        })
      }
      return kept.snapshot
    },
  }
}
