import type { IncomingMessage, ServerResponse } from 'node:http'
import type { MiddlewareHandler } from 'hono'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import type { CacheState, CacheStateReader } from '../cache/cacheState.ts'
import type { ReplyCache } from '../cache/replyCache.ts'
import type { FrontHandler } from '../runtime/listen.ts'
import type { Metrics } from './metrics.ts'
import { type LogLine, requestLine } from './requestLog.ts'

/**
 * What a front route answers, given the request, its raw query and the cache state read for it:
 * the data of a success, or null to leave the request to the app (which then answers it, errors
 * included, exactly as it always does).
 */
export type FrontAnswer = (req: IncomingMessage, query: string, state: CacheState) => Promise<unknown>

/** Where a reply answered before the app is counted and logged, as the app's own are. */
export type FrontRecords = { metrics: Metrics | null; log: LogLine | null }

/** Counts and logs one reply answered before the app, under its route's pattern. */
export function recordFrontReply(records: FrontRecords, pattern: string, path: string, status: number, started: number): void {
  const seconds = (performance.now() - started) / 1000
  records.metrics?.record('GET', pattern, status, seconds)
  records.log?.(requestLine('GET', path, status, seconds * 1000))
}

/** Headers the server sets per reply, never copied from one reply to another. */
const PER_REPLY = new Set(['content-length', 'content-encoding', 'date', 'connection', 'keep-alive', 'transfer-encoding'])

type Route = { answer: FrontAnswer; headers: Record<string, string> | null }

/**
 * The hottest signed-in GETs answered before the framework (issue 36): every phone polls its status
 * every minute, and at 150,000 players Hono's request and response objects and its dozen
 * middlewares cost more than the answer. A front route answers only the common case (a token this
 * instance has verified, no maintenance, a player found) with the same reads as the app's route;
 * anything else goes on to the app. Maintenance, which the app's gate answers on every v1 path,
 * leaves every front route to the app. It sends the app's envelope with the headers the app's own
 * last success of that route had (security headers, CSP, no-store), captured by `capture`, so it
 * answers nothing until the app has answered the route once; each reply is counted in the metrics
 * and logged as the app's are.
 */
export class FrontDoor implements FrontRecords {
  readonly #routes = new Map<string, Route>()
  log: LogLine | null = null
  metrics: Metrics | null = null
  /** The cache state every request reads (createApp sets the reply cache's). */
  state: CacheStateReader | null = null
  hits = 0

  /** Answers GET `path` (the path exactly; `answer` gets the raw query after `?`) once the app has answered it. */
  route(path: string, answer: FrontAnswer): void {
    this.#routes.set(path, { answer, headers: null })
  }

  /** The outermost middleware: keeps the final headers of the app's successful replies of the routes. */
  capture(): MiddlewareHandler {
    return async (c, next) => {
      await next()
      const route = this.#routes.get(c.req.path)
      if (!route || route.headers || c.req.method !== 'GET' || c.res.status !== 200) return
      const headers: Record<string, string> = {}
      c.res.headers.forEach((value, name) => {
        if (!PER_REPLY.has(name)) headers[name] = value
      })
      route.headers = headers
    }
  }

  /** Before the app (listen's `front`): answers a request of a front route, or says it did not. */
  async answer(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (req.method !== 'GET' || !req.url) return false
    const mark = req.url.indexOf('?')
    const path = mark < 0 ? req.url : req.url.slice(0, mark)
    const route = this.#routes.get(path)
    if (!route?.headers || !this.state) return false
    const started = performance.now()
    const state = await this.state.read()
    if (state.maintenance) return false
    const data = await route.answer(req, mark < 0 ? '' : req.url.slice(mark + 1), state)
    if (data === null) return false
    const body = Buffer.from(JSON.stringify({ result: { status: ResultCode.ok }, data }))
    res.writeHead(200, { ...route.headers, 'Content-Length': String(body.byteLength) })
    res.end(body)
    this.hits += 1
    recordFrontReply(this, path, path, 200, started)
    return true
  }
}

/** listen's `front` as server/main.ts runs it: the kept public replies first, then the front routes. */
export function frontOf(replies: ReplyCache, door: FrontDoor): FrontHandler {
  return async (req, res) => (await replies.front(req, res)) || door.answer(req, res)
}
