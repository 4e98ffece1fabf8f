import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import type { Queryable } from '../db/database.ts'
import { networkOf } from './clientNetwork.ts'
import { fail } from './envelope.ts'

const HOUR_MS = 60 * 60 * 1000
/** How often (in recorded hits) keys whose window has passed are deleted. */
const SWEEP_EVERY = 500

/**
 * A sliding-window counter per key, kept in the database (`rate_limit`, migration 0016) so every
 * API instance on one database counts the same hits, and a restart forgets none. Each hit is one
 * conditional upsert: the key's row is locked while it is counted, so parallel requests, on any
 * instance, cannot pass the limit together.
 */
export class RateLimiter {
  readonly #db: Queryable
  readonly #windowMs: number
  readonly #now: () => number
  #untilSweep = SWEEP_EVERY

  constructor(db: Queryable, windowMs = HOUR_MS, now: () => number = Date.now) {
    this.#db = db
    this.#windowMs = windowMs
    this.#now = now
  }

  /** Records a hit unless `key` already had `limit` in the window; answers seconds to wait, or 0. */
  async hit(key: string, limit: number): Promise<number> {
    if (await this.#recordIf(key, '(select count(*) from unnest(r.hits) h where h > $3) < $4', [limit])) return 0
    return Math.max(1, await this.wait(key, limit))
  }

  /**
   * Appends a hit at now to `key` when `allowed` holds: an SQL condition over the row `r`, with $3
   * the window's start and $4… the `params`. One conditional upsert: the key's row is locked while
   * it is counted. Answers whether it was recorded.
   */
  async #recordIf(key: string, allowed: string, params: unknown[]): Promise<boolean> {
    const now = this.#now()
    const since = new Date(now - this.#windowMs)
    const recorded = await this.#db.query(
      `insert into rate_limit as r (key, hits, last_hit) values ($1, array[$2::timestamptz], $2)
       on conflict (key) do update
         set hits = array(select h from unnest(r.hits) h where h > $3 order by h) || $2::timestamptz, last_hit = $2
         where ${allowed}
       returning 1`,
      [key, new Date(now), since, ...params],
    )
    if (recorded.length === 0) return false
    await this.#maybeSweep(since)
    return true
  }

  /** Seconds to wait if `key` already had `limit` hits in the window, else 0; records nothing. */
  async wait(key: string, limit: number): Promise<number> {
    const now = this.#now()
    const [row] = await this.#db.query<{ count: number; oldest: Date | string | null }>('select count(*)::int as count, min(h) as oldest from rate_limit, unnest(hits) h where key = $1 and h > $2', [
      key,
      new Date(now - this.#windowMs),
    ])
    if (!row || row.count < limit || row.oldest === null) return 0
    return Math.max(1, Math.ceil((new Date(row.oldest).getTime() + this.#windowMs - now) / 1000))
  }

  /**
   * Reserves a failure of `key` before a look-up runs, with escalating delays: the first `free`
   * failures of the window go at once; after that each one waits 1, 2, 4… seconds (at most
   * `maxDelaySeconds`) after the latest. Answers seconds to wait, or 0 when reserved; `release`
   * gives the reservation back when the look-up did not fail. One conditional upsert, so a burst
   * cannot pass together.
   */
  async reserveFailure(key: string, free: number, maxDelaySeconds: number): Promise<number> {
    const count = '(select count(*) from unnest(r.hits) h where h > $3)'
    const delayed = `(select max(h) from unnest(r.hits) h where h > $3) + make_interval(secs => least(power(2, ${count} - $4::int), $5::float8)) <= $2`
    if (await this.#recordIf(key, `${count} < $4::int or ${delayed}`, [free, maxDelaySeconds])) return 0
    const now = this.#now()
    const since = new Date(now - this.#windowMs)
    const [row] = await this.#db.query<{ count: number; latest: Date | string | null }>('select count(*)::int as count, max(h) as latest from rate_limit, unnest(hits) h where key = $1 and h > $2', [
      key,
      since,
    ])
    if (!row || row.latest === null) return 1
    const delayMs = Math.min(2 ** Math.max(0, row.count - free), maxDelaySeconds) * 1000
    return Math.max(1, Math.ceil((new Date(row.latest).getTime() + delayMs - now) / 1000))
  }

  /** Takes back one hit of `key` (a look-up reserved from a failure budget that did not fail). */
  async release(key: string): Promise<void> {
    await this.#db.query('update rate_limit set hits = hits[1:cardinality(hits) - 1] where key = $1 and cardinality(hits) > 0', [key])
  }

  async #maybeSweep(since: Date): Promise<void> {
    this.#untilSweep -= 1
    if (this.#untilSweep > 0) return
    this.#untilSweep = SWEEP_EVERY
    await this.#db.query('delete from rate_limit where last_hit <= $1', [since])
  }
}

/** Hourly limits of the account calls (README, "Rate limits"); each can be set by environment. */
export type RateLimits = {
  perAddress: number
  mailPerEmail: number
  registerPerUid: number
  loginPerUid: number
  /** Coupon code look-ups and registrations per account. */
  couponPerUid: number
  /** Reservation code look-ups per account. */
  reservationCodePerUid: number
  /** Join code look-ups per account. */
  joinCodePerUid: number
  /** Failed code look-ups (coupon, join code) that go without delay, per account and per network (codeLookupGuard.ts). */
  codeFailuresFreePerUid: number
  codeFailuresFreePerAddress: number
  /** Card registrations (setup intents and the sandbox's card form) per account. */
  cardPerUid: number
}

function limitFrom(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return value && Number.isInteger(n) && n > 0 ? n : fallback
}

export function rateLimitsFromEnv(env: Record<string, string | undefined>): RateLimits {
  return {
    perAddress: limitFrom(env.RATE_LIMIT_PER_ADDRESS_HOUR, 30),
    mailPerEmail: limitFrom(env.RATE_LIMIT_MAIL_PER_EMAIL_HOUR, 5),
    registerPerUid: limitFrom(env.RATE_LIMIT_REGISTER_PER_UID_HOUR, 10),
    loginPerUid: limitFrom(env.RATE_LIMIT_LOGIN_PER_UID_HOUR, 60),
    couponPerUid: limitFrom(env.RATE_LIMIT_COUPON_PER_UID_HOUR, 30),
    reservationCodePerUid: limitFrom(env.RATE_LIMIT_RESERVATION_CODE_PER_UID_HOUR, 60),
    joinCodePerUid: limitFrom(env.RATE_LIMIT_JOIN_CODE_PER_UID_HOUR, 60),
    codeFailuresFreePerUid: limitFrom(env.RATE_LIMIT_CODE_FAILURES_FREE_PER_UID, 5),
    codeFailuresFreePerAddress: limitFrom(env.RATE_LIMIT_CODE_FAILURES_FREE_PER_ADDRESS, 30),
    cardPerUid: limitFrom(env.RATE_LIMIT_CARD_PER_UID_HOUR, 30),
  }
}

/**
 * The client's address: the socket's, or with TRUST_PROXY=1 the last X-Forwarded-For entry (the
 * one our own reverse proxy appended; earlier entries are whatever the client claimed).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean)
    const last = forwarded?.at(-1)
    if (last) return last
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}

/** The client's network for the per-address limits: the address, or its /64 for IPv6 (clientNetwork.ts). */
export function clientNetwork(c: Context, trustProxy: boolean): string {
  return networkOf(clientAddress(c, trustProxy))
}

export function tooManyRequests(c: Context, wait: number): Response {
  c.header('Retry-After', String(wait))
  return fail(c, 429, ResultCode.tooManyRequests, 'Too many requests; try again later')
}

/** Checks each [key, limit] in order; the first one over its limit answers 429 with Retry-After. */
export async function limitOrReply(c: Context, limiter: RateLimiter, checks: [string, number][]): Promise<Response | null> {
  for (const [key, limit] of checks) {
    const wait = await limiter.hit(key, limit)
    if (wait > 0) return tooManyRequests(c, wait)
  }
  return null
}
