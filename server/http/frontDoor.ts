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
export function recordFrontReply(records: FrontRecords, pattern: string, path: string, status: number, started: number, method = 'GET'): void {
  const seconds = (performance.now() - started) / 1000
  records.metrics?.record(method, pattern, status, seconds)
  records.log?.(requestLine(method, path, status, seconds * 1000))
}

/** A whole reply of a front POST route: its HTTP status and its JSON body (the app's envelope). */
export type FrontReply = { status: number; body: unknown }

/**
 * What a front POST route answers, given the request and its JSON body (parsed, not yet checked
 * against the contract): a reply, or null to leave the request to the app.
 */
export type FrontPostAnswer = (req: IncomingMessage, body: unknown) => Promise<FrontReply | null>

/** The size a front POST route reads; a larger body, or one of unknown length, goes to the app unread. */
const FRONT_BODY_BYTES = 4 * 1024

/** Headers the server sets per reply, never copied from one reply to another. */
const PER_REPLY = new Set(['content-length', 'content-encoding', 'date', 'connection', 'keep-alive', 'transfer-encoding'])

type Route = { answer: FrontAnswer; headers: Record<string, string> | null }
type PostRoute = { answer: FrontPostAnswer; statuses: ReadonlySet<number>; headers: Record<string, string> | null }

/** The reply headers of `res` to copy to another reply of the same route. */
function replyHeaders(res: Response): Record<string, string> {
  const headers: Record<string, string> = {}
  res.headers.forEach((value, name) => {
    if (!PER_REPLY.has(name)) headers[name] = value
  })
  return headers
}

/** The whole body of `req`, given it declares its length; kept as `rawBody`, where Hono's adaptor reads it if the app answers. */
function readBody(req: IncomingMessage, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.once('error', reject)
    req.once('end', () => {
      const body = Buffer.concat(chunks, length)
      Object.assign(req, { rawBody: body })
      resolve(body)
    })
  })
}

/**
 * The hottest signed-in GETs answered before the framework (issue 36): every phone polls its status
 * every minute, and at 150,000 players Hono's request and response objects and its dozen
 * middlewares cost more than the answer. A front route answers only the common case (a token this
 * instance has verified, no maintenance, a player found) with the same reads as the app's route;
 * anything else goes on to the app. Maintenance, which the app's gate answers on every v1 path,
 * leaves every front route to the app. It sends the app's envelope with the headers the app's own
 * last success of that route had (security headers, CSP, no-store), captured by `capture`, so it
 * answers nothing until the app has answered the route once; each reply is counted in the metrics
 * and logged as the app's are. A POST route (the refusals of a reservation rush) answers likewise
 * what its `answer` can decide, with the headers of the app's own reply of that kind; the body it
 * read is kept for the app, which answers everything else.
 */
export class FrontDoor implements FrontRecords {
  readonly #routes = new Map<string, Route>()
  readonly #posts = new Map<string, PostRoute>()
  log: LogLine | null = null
  metrics: Metrics | null = null
  /** The cache state every request reads (createApp sets the reply cache's). */
  state: CacheStateReader | null = null
  hits = 0

  /** Answers GET `path` (the path exactly; `answer` gets the raw query after `?`) once the app has answered it. */
  route(path: string, answer: FrontAnswer): void {
    this.#routes.set(path, { answer, headers: null })
  }

  /**
   * Answers POST `path` (the path exactly, no query) with a JSON body, once the app has answered it
   * with one of `statuses`, the ones `answer` replies with (their headers are the app's own).
   */
  post(path: string, statuses: readonly number[], answer: FrontPostAnswer): void {
    this.#posts.set(path, { answer, statuses: new Set(statuses), headers: null })
  }

  /** The outermost middleware: keeps the final headers of the app's replies that the routes answer. */
  capture(): MiddlewareHandler {
    return async (c, next) => {
      await next()
      if (c.req.method === 'GET') {
        const route = this.#routes.get(c.req.path)
        if (route && !route.headers && c.res.status === 200) route.headers = replyHeaders(c.res)
      } else if (c.req.method === 'POST') {
        const route = this.#posts.get(c.req.path)
        if (route && !route.headers && route.statuses.has(c.res.status)) route.headers = replyHeaders(c.res)
      }
    }
  }

  /** Before the app (listen's `front`): answers a request of a front route, or says it did not. */
  async answer(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (req.method === 'POST') return this.#answerPost(req, res)
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
    this.#send(res, route.headers, { status: 200, body: { result: { status: ResultCode.ok }, data } }, 'GET', path, started)
    return true
  }

  /** Sends a reply of a front route with the app's headers of that route, counted and logged as the app's. */
  #send(res: ServerResponse, headers: Record<string, string>, reply: FrontReply, method: string, path: string, started: number): void {
    const body = Buffer.from(JSON.stringify(reply.body))
    res.writeHead(reply.status, { ...headers, 'Content-Length': String(body.byteLength) })
    res.end(body)
    this.hits += 1
    recordFrontReply(this, path, path, reply.status, started, method)
  }

  /**
   * A POST of a front route with a JSON body of known, small length (anything else goes to the
   * app unread): the body is read, kept for the app, and answered when `answer` can.
   */
  async #answerPost(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const route = req.url ? this.#posts.get(req.url) : undefined
    if (!route?.headers || !this.state || !req.url) return false
    const declared = req.headers['content-length']
    if (!declared || !/^\d{1,5}$/.test(declared) || Number(declared) > FRONT_BODY_BYTES || req.headers['transfer-encoding']) return false
    if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) return false
    const started = performance.now()
    const state = await this.state.read()
    if (state.maintenance) return false
    const text = (await readBody(req, Number(declared))).toString('utf8')
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return false
    }
    const reply = await route.answer(req, body)
    if (reply === null) return false
    this.#send(res, route.headers, reply, 'POST', req.url, started)
    return true
  }
}

/** listen's `front` as server/main.ts runs it: the kept public replies first, then the front routes. */
export function frontOf(replies: ReplyCache, door: FrontDoor): FrontHandler {
  return async (req, res) => (await replies.front(req, res)) || door.answer(req, res)
}
