import { bearerToken } from '../auth/requireUser.ts'
import { sameSecret } from './sameSecret.ts'
import { Hono, type MiddlewareHandler } from 'hono'
import type { ReplyCache } from '../cache/replyCache.ts'
import type { Database } from '../db/database.ts'

/**
 * Prometheus metrics (issue 35): requests and their latency per route, the database pool, the push
 * outbox and the reply cache, in the text exposition format at `GET /metrics`, for a scraper that
 * sends the admin secret (`Authorization: Bearer <secret>`). Per instance, in memory.
 */

/** Latency bucket bounds, seconds. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5] as const

type Series = { count: number; sum: number; buckets: number[] }

export class Metrics {
  readonly #requests = new Map<string, number>()
  readonly #latency = new Map<string, Series>()

  /** Counts one answered request of `route` (the route's pattern, never the raw path). */
  record(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${route} ${status}`
    this.#requests.set(key, (this.#requests.get(key) ?? 0) + 1)
    const series = this.#latency.get(`${method} ${route}`) ?? { count: 0, sum: 0, buckets: BUCKETS.map(() => 0) }
    series.count += 1
    series.sum += seconds
    BUCKETS.forEach((bound, index) => {
      if (seconds <= bound) series.buckets[index] = (series.buckets[index] ?? 0) + 1
    })
    this.#latency.set(`${method} ${route}`, series)
  }

  /** The request series in the exposition format. */
  requestLines(): string[] {
    const label = (value: string) => value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')
    const lines = ['# HELP http_requests_total Requests answered, by method, route and status.', '# TYPE http_requests_total counter']
    for (const [key, count] of this.#requests) {
      const [method, route, status] = key.split(' ')
      lines.push(`http_requests_total{method="${method}",route="${label(route ?? '')}",status="${status}"} ${count}`)
    }
    lines.push('# HELP http_request_duration_seconds Time to answer, by method and route.', '# TYPE http_request_duration_seconds histogram')
    for (const [key, series] of this.#latency) {
      const [method, route] = key.split(' ')
      const labels = `method="${method}",route="${label(route ?? '')}"`
      for (const [index, bound] of BUCKETS.entries()) lines.push(`http_request_duration_seconds_bucket{${labels},le="${bound}"} ${series.buckets[index]}`)
      lines.push(`http_request_duration_seconds_bucket{${labels},le="+Inf"} ${series.count}`)
      lines.push(`http_request_duration_seconds_sum{${labels}} ${series.sum}`)
      lines.push(`http_request_duration_seconds_count{${labels}} ${series.count}`)
    }
    return lines
  }

  /** Times every request; the route is Hono's matched pattern (`/api/v1/user/self/reservation/:id`). */
  middleware(): MiddlewareHandler {
    return async (c, next) => {
      const started = performance.now()
      await next()
      const route = c.req.path.startsWith('/api/') ? c.req.routePath : c.req.path.startsWith('/assets/') ? '/assets/*' : 'page'
      this.record(c.req.method, route, c.res.status, (performance.now() - started) / 1000)
    }
  }
}

/** GET /metrics: only with the admin secret as a bearer token; 404 without one configured. */
export function metricsRoutes(metrics: Metrics, db: Database, replies: ReplyCache, adminSecret: string | undefined) {
  return new Hono().get('/metrics', async (c) => {
    if (!adminSecret) return c.notFound()
    if (!sameSecret(bearerToken(c.req.header('authorization')) ?? undefined, adminSecret)) return c.text('Unauthorized', 401)
    const lines = metrics.requestLines()
    const pool = db.poolStats?.()
    if (pool) {
      lines.push('# HELP db_pool_connections Database pool connections by state.', '# TYPE db_pool_connections gauge')
      lines.push(`db_pool_connections{state="open"} ${pool.total}`, `db_pool_connections{state="idle"} ${pool.idle}`, `db_pool_connections{state="max"} ${pool.max}`)
      lines.push('# HELP db_pool_waiting Requests waiting for a connection.', '# TYPE db_pool_waiting gauge', `db_pool_waiting ${pool.waiting}`)
    }
    const [outbox] = await db.query<{ pending: number }>('select count(*)::int as pending from push_outbox where sent_at is null')
    lines.push('# HELP push_outbox_pending Notifications queued and not sent yet.', '# TYPE push_outbox_pending gauge', `push_outbox_pending ${outbox?.pending ?? 0}`)
    lines.push(
      '# HELP reply_cache_total Public replies by how they were answered.',
      '# TYPE reply_cache_total counter',
      `reply_cache_total{result="hit"} ${replies.hits}`,
      `reply_cache_total{result="miss"} ${replies.misses}`,
      `reply_cache_total{result="front_hit"} ${replies.frontHits}`,
    )
    c.header('Cache-Control', 'no-store')
    return c.text(`${lines.join('\n')}\n`, 200, { 'Content-Type': 'text/plain; version=0.0.4; charset=utf-8' })
  })
}
