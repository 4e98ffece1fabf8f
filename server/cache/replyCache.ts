import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Context, MiddlewareHandler } from 'hono'
import type { Database, Queryable } from '../db/database.ts'
import { type FrontRecords, recordFrontReply } from '../http/frontDoor.ts'
import type { Metrics } from '../http/metrics.ts'
import { CacheStateReader, type CacheScope, type CacheState } from './cacheState.ts'

/** Bodies below this many bytes go out as they are (compression costs more than it saves). */
const COMPRESS_FROM_BYTES = 1024
/** Replies kept per instance; the oldest stored goes first beyond it. */
const MAX_ENTRIES = 1000
/** Headers the cache sets itself on every reply it sends. */
const OWN_HEADERS = new Set(['content-length', 'content-encoding', 'etag', 'vary', 'cache-control', 'content-type'])

type Entry = {
  tag: string
  etag: string
  identity: Uint8Array
  gzip?: Uint8Array
  br?: Uint8Array
  /** The headers the app's middleware gave the reply (security headers, CSP), for the front path. */
  headers?: Record<string, string>
}

/** What the front path needs to find a reply by the request's own URL, and its route's pattern for the metrics. */
type Route = Pick<CachedReplyOptions, 'scopes' | 'key' | 'bucketMs' | 'now' | 'byCaller'> & { pattern?: string }

/** Set by `reply` on a request whose reply it kept, for `capture` to complete with the final headers. */
type Kept = { url: string; route: Route; entry: Entry }

export type CachedReplyOptions = {
  /** The kinds of data the reply is read from: any write to them makes it stale. */
  scopes: readonly CacheScope[]
  /** What else the reply depends on: the path and the validated query. */
  key: string
  /**
   * Replies that depend on the clock are kept for this many milliseconds of it at most, inside one
   * bucket of the clock (the rules they apply change on whole minutes).
   */
  bucketMs?: number
  now?: () => Date
  /** The reply differs for a signed-in caller (who is then never answered from the cache). */
  byCaller?: boolean
}

/** The state the maintenance gate read for this request (absent on the paths it leaves open). */
export type ReplyEnv = { Variables: { cacheState?: CacheState; keptReply?: Kept } }

function etagOf(body: Uint8Array): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
}

/** The encodings the client accepts that we keep, best first (`q=0` refuses one). */
function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null
  const accepted = new Set<string>()
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean)
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name.trim())
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return null
}

function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false
  const weak = (tag: string) => tag.trim().replace(/^W\//, '')
  return header.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag))
}

/**
 * The encoded public replies of this instance (issue 17): the JSON text, its gzip and brotli forms
 * and an ETag, reused until a write to the data they are read from commits anywhere (the database's
 * `cache_version` counters, read by `CacheStateReader` for every request) or their clock bucket ends.
 * Clients get 304 for an `If-None-Match` that still holds.
 *
 * Two ways in: `reply`, inside a route (it computes what is missing), and `front`, before the app
 * (node:http), which answers a URL already kept with its bytes and the headers the app gave them,
 * without the framework: the maintenance switch and the counters are checked all the same.
 */
export class ReplyCache implements FrontRecords {
  readonly state: CacheStateReader
  readonly #entries = new Map<string, Entry>()
  readonly #routes = new Map<string, Route>()
  /** Where the front path writes its request log lines (createApp sets the app's). */
  log: ((line: string) => void) | null = null
  /** Where the front path counts its replies, under their route's pattern (createApp sets the app's). */
  metrics: Metrics | null = null
  hits = 0
  misses = 0
  frontHits = 0

  constructor(db: Queryable & Pick<Database, 'statementsDone'>) {
    this.state = new CacheStateReader(db)
  }

  /**
   * Answers from the cache, or runs `compute` (a reply of `c.json` or the like) and keeps its body
   * when it is a success. Errors are never kept.
   */
  async reply(context: Context, options: CachedReplyOptions, compute: () => Promise<Response> | Response): Promise<Response> {
    // Every route's context carries the maintenance gate's variables (app.ts mounts it on /api/v1/*).
    const c = context as unknown as Context<ReplyEnv>
    const versions = c.get('cacheState')?.versions ?? (await this.state.read()).versions
    const tag = tagOf(options, versions)
    let entry = this.#entries.get(options.key)
    if (entry?.tag === tag) {
      this.hits += 1
    } else {
      this.misses += 1
      const response = await compute()
      if (response.status !== 200 || response.headers.get('content-type')?.startsWith('application/json') !== true) return response
      const identity = new Uint8Array(await response.arrayBuffer())
      entry = { tag, etag: etagOf(identity), identity }
      this.#store(options.key, entry)
    }
    if (!entry.headers) {
      const url = new URL(c.req.url)
      c.set('keptReply', { url: url.pathname + url.search, route: options, entry })
    }
    const sent = this.#encode(entry, c.req.header('if-none-match'), c.req.header('accept-encoding'))
    return sent.body ? c.body(sent.body as Uint8Array<ArrayBuffer>, 200, sent.headers) : c.body(null, 304, sent.headers)
  }

  /**
   * The outermost middleware: once the app has finished a reply `reply` kept, notes its final
   * headers (security headers, CSP) and its URL, so `front` can answer it alike.
   */
  capture(): MiddlewareHandler<ReplyEnv> {
    return async (c, next) => {
      await next()
      const kept = c.get('keptReply')
      if (!kept || (c.res.status !== 200 && c.res.status !== 304)) return
      const headers: Record<string, string> = {}
      c.res.headers.forEach((value, name) => {
        if (!OWN_HEADERS.has(name)) headers[name] = value
      })
      kept.entry.headers = headers
      this.#routes.delete(kept.url)
      this.#routes.set(kept.url, { ...kept.route, pattern: c.req.routePath })
      if (this.#routes.size > MAX_ENTRIES) {
        const oldest = this.#routes.keys().next().value
        if (oldest !== undefined) this.#routes.delete(oldest)
      }
    }
  }

  /**
   * Before the app: answers a GET of a URL whose reply is kept and current, and says whether it did.
   * Anything else (another URL, maintenance, a stale reply, a signed-in caller of a reply that
   * depends on the caller) goes on to the app.
   */
  async front(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (req.method !== 'GET' || !req.url) return false
    const route = this.#routes.get(req.url)
    if (!route || (route.byCaller && req.headers.authorization)) return false
    const started = performance.now()
    const state = await this.state.read()
    const entry = this.#entries.get(route.key)
    if (state.maintenance || !entry?.headers || entry.tag !== tagOf(route, state.versions)) return false
    const ifNoneMatchHeader = req.headers['if-none-match']
    const acceptEncoding = req.headers['accept-encoding']
    const sent = this.#encode(entry, typeof ifNoneMatchHeader === 'string' ? ifNoneMatchHeader : undefined, typeof acceptEncoding === 'string' ? acceptEncoding : undefined)
    this.frontHits += 1
    res.writeHead(sent.status, { ...entry.headers, ...sent.headers })
    res.end(sent.body)
    const path = req.url.split('?')[0] ?? ''
    recordFrontReply(this, route.pattern ?? path, path, sent.status, started)
    return true
  }

  #store(key: string, entry: Entry): void {
    this.#entries.delete(key)
    this.#entries.set(key, entry)
    if (this.#entries.size > MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value
      if (oldest !== undefined) this.#entries.delete(oldest)
    }
  }

  /** The status, the cache's own headers and the body for a request's conditions and encodings. */
  #encode(entry: Entry, ifNoneMatchHeader: string | undefined, acceptEncoding: string | undefined): { status: 200 | 304; headers: Record<string, string>; body: Uint8Array | null } {
    const headers: Record<string, string> = { 'Cache-Control': 'no-cache', ETag: entry.etag, Vary: 'Accept-Encoding' }
    if (ifNoneMatch(ifNoneMatchHeader, entry.etag)) return { status: 304, headers, body: null }
    headers['Content-Type'] = 'application/json'
    const encoding = entry.identity.byteLength >= COMPRESS_FROM_BYTES ? acceptedEncoding(acceptEncoding) : null
    let body = entry.identity
    if (encoding === 'br') {
      entry.br ??= brotliCompressSync(entry.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
      body = entry.br
    } else if (encoding === 'gzip') {
      entry.gzip ??= gzipSync(entry.identity, { level: 6 })
      body = entry.gzip
    }
    if (encoding) headers['Content-Encoding'] = encoding
    // With its length given, Hono's compress middleware leaves a small body as it is.
    headers['Content-Length'] = String(body.byteLength)
    return { status: 200, headers, body }
  }
}

/** The counters of the reply's data and its clock bucket: a kept reply with another tag is stale. */
function tagOf(route: Pick<CachedReplyOptions, 'scopes' | 'bucketMs' | 'now'>, versions: CacheState['versions']): string {
  const bucket = route.bucketMs ? Math.floor((route.now ?? (() => new Date()))().getTime() / route.bucketMs) : 0
  return `${route.scopes.map((scope) => versions[scope]).join('.')}@${bucket}`
}
