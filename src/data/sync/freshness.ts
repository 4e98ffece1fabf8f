/**
 * Freshness windows for reads (issue 33): a read answered within its window is not asked again,
 * so a screen opened twice in a row, or three parts of one screen, make one request. A write that
 * returns what it changed stores it and marks it fresh; a write that changes a read it does not
 * return marks that read stale. In memory, per tab: a reload asks again; a sign-out forgets all.
 */

import { session } from '../auth/session.ts'

type Entry = { at: number; value: unknown; pending: Promise<unknown> | null }

const entries = new Map<string, Entry>()

/** The windows by kind of read. */
export const FRESH_FOR_MS = {
  /** The reservation calendar: other visitors' reservations move it, so not long. */
  schedule: 30_000,
  /** The player's reservations change only through this app (or the kiosk at check-in). */
  reservations: 60_000,
  /** The slots the player waits for: a place offered to them changes it from outside, so short. */
  watches: 10_000,
  /** How many more slots the player may reserve on a day. */
  remain: 30_000,
  /** The item hunts on offer. */
  hunts: 60_000,
  /** The player's profile and figures (balances, plays): changed by this app's writes, which return them, or at the counter, which the poll notices. */
  player: 30_000,
} as const

/**
 * `load`'s answer, asked again only when the last answer for `key` is older than `ms`; callers
 * asking while a load is under way share it. A failed load is not kept.
 */
export function remember<T>(key: string, ms: number, load: () => Promise<T>, now: number = Date.now()): Promise<T> {
  const entry = entries.get(key)
  if (entry?.pending) return entry.pending as Promise<T>
  if (entry && now - entry.at < ms) return Promise.resolve(entry.value as T)
  const pending = load().then(
    (value) => {
      // Counted from when it was asked: an answer is at least as new as the question.
      entries.set(key, { at: now, value, pending: null })
      return value
    },
    (error: unknown) => {
      entries.delete(key)
      throw error
    },
  )
  entries.set(key, { at: entry?.at ?? 0, value: entry?.value, pending })
  return pending
}

/** Whether `key` was answered (or written) less than `ms` ago. */
export function isFresh(key: string, ms: number, now: number = Date.now()): boolean {
  const entry = entries.get(key)
  return entry !== undefined && entry.pending === null && now - entry.at < ms
}

/** A refresh (a load that stores what it read) run at most once per window. */
export function refreshUnlessFresh(key: string, ms: number, refresh: () => Promise<void>): Promise<void> {
  return remember(key, ms, refresh)
}

/** A write stored the current value of `key` itself: it counts as just read. */
export function markFresh(key: string, value?: unknown): void {
  entries.set(key, { at: Date.now(), value, pending: null })
}

/** A write changed what `key` (or every key starting with `key` and ':') answers: ask again next time. */
export function markStale(key: string): void {
  for (const name of [...entries.keys()]) if (name === key || name.startsWith(`${key}:`)) entries.delete(name)
}

/** Sign-out and tests: forget every answer. */
export function forgetFreshness(): void {
  entries.clear()
}

// The next player on this device starts with nothing fresh.
session.onSignOut(forgetFreshness)
