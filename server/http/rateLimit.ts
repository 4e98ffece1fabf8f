import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { fail } from './envelope.ts'

const HOUR_MS = 60 * 60 * 1000

/**
 * A sliding-window counter per key, in this process's memory: limits reset on restart and are not
 * shared between processes (docs/decisions.md). Old keys are swept as the map grows.
 */
export class SlidingWindowLimiter {
  readonly #hits = new Map<string, number[]>()
  readonly #windowMs: number
  readonly #now: () => number

  constructor(windowMs = HOUR_MS, now: () => number = Date.now) {
    this.#windowMs = windowMs
    this.#now = now
  }

  /** Records a hit unless `key` already had `limit` in the window; returns seconds to wait, or 0. */
  hit(key: string, limit: number): number {
    const wait = this.wait(key, limit)
    if (wait === 0) this.record(key)
    return wait
  }

  /** Seconds to wait if `key` already had `limit` hits in the window, else 0; records nothing. */
  wait(key: string, limit: number): number {
    const now = this.#now()
    const recent = this.#recent(key, now)
    return recent.length >= limit ? Math.max(1, Math.ceil(((recent[0] ?? now) + this.#windowMs - now) / 1000)) : 0
  }

  /** Records a hit of `key`, whatever its limit (failures counted against a budget checked with `wait`). */
  record(key: string): void {
    const now = this.#now()
    this.#hits.set(key, [...this.#recent(key, now), now])
    if (this.#hits.size > 10_000) this.#sweep(now - this.#windowMs)
  }

  #recent(key: string, now: number): number[] {
    return (this.#hits.get(key) ?? []).filter((time) => time > now - this.#windowMs)
  }

  #sweep(since: number): void {
    for (const [key, times] of this.#hits) if (!times.some((time) => time > since)) this.#hits.delete(key)
  }
}

/** Hourly limits of the account calls (README, "Rate limits"); each can be set by environment. */
export type RateLimits = {
  perAddress: number
  mailPerEmail: number
  registerPerUid: number
  loginPerUid: number
  /** Coupon code look-ups and registrations per account, and by everyone together. */
  couponPerUid: number
  couponGlobal: number
  /** Reservation code look-ups per account. */
  reservationCodePerUid: number
  /** Join code look-ups per account, and the failed look-ups of everyone together. */
  joinCodePerUid: number
  joinCodeFailuresGlobal: number
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
    couponGlobal: limitFrom(env.RATE_LIMIT_COUPON_GLOBAL_HOUR, 3000),
    reservationCodePerUid: limitFrom(env.RATE_LIMIT_RESERVATION_CODE_PER_UID_HOUR, 60),
    joinCodePerUid: limitFrom(env.RATE_LIMIT_JOIN_CODE_PER_UID_HOUR, 60),
    joinCodeFailuresGlobal: limitFrom(env.RATE_LIMIT_JOIN_CODE_FAILURES_GLOBAL_HOUR, 600),
    cardPerUid: limitFrom(env.RATE_LIMIT_CARD_PER_UID_HOUR, 30),
  }
}

/**
 * The client's address: the socket's, or with TRUST_PROXY=1 the last X-Forwarded-For entry (the
 * one our own reverse proxy appended; earlier entries are whatever the client claimed).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').map((part) => part.trim()).filter(Boolean)
    const last = forwarded?.at(-1)
    if (last) return last
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}

function tooManyRequests(c: Context, wait: number): Response {
  c.header('Retry-After', String(wait))
  return fail(c, 429, ResultCode.tooManyRequests, 'Too many requests; try again later')
}

/** 429 with Retry-After when `key` has used up `limit` (nothing is recorded: see `wait`). */
export function exhaustedReply(c: Context, limiter: SlidingWindowLimiter, key: string, limit: number): Response | null {
  const wait = limiter.wait(key, limit)
  return wait === 0 ? null : tooManyRequests(c, wait)
}

/** Checks each [key, limit] in order; the first one over its limit answers 429 with Retry-After. */
export function limitOrReply(c: Context, limiter: SlidingWindowLimiter, checks: [string, number][]): Response | null {
  for (const [key, limit] of checks) {
    const wait = limiter.hit(key, limit)
    if (wait > 0) return tooManyRequests(c, wait)
  }
  return null
}
