import type { Table } from 'dexie'
import * as v from 'valibot'
import { ApiError, apiRequest, isNetworkFailure, isOffline } from '../api/client.ts'
import { session } from '../auth/session.ts'
import { db, type OutboxRow } from '../db/database.ts'
import { reportIfStorageError } from '../storageHealth.ts'

/**
 * Idempotent writes (message read, title read) made while the server may be out of reach. Each is
 * applied to the local copy and queued in one transaction; the queue is sent in order, each write
 * once, now when online and again when the network comes back. A write with the same key
 * replaces the one still waiting (only the last matters).
 */

export type OutboxWrite = Pick<OutboxRow, 'key' | 'method' | 'path' | 'body'>
export type SendWrite = (write: OutboxWrite) => Promise<void>
export type FlushResult = { sent: number; dropped: number; waiting: number }

const anything = v.unknown()
const LOCK_NAME = 'dungeon-party-outbox'

const sendThroughApi: SendWrite = async (write) => {
  await apiRequest(write.path, anything, { method: write.method, body: write.body })
}

/**
 * Queues `write` and runs `applyLocally` in the same transaction (over `tables`), so the screen
 * shows the change and the queue holds it, or neither.
 */
export async function enqueueWrite(write: OutboxWrite, tables: readonly Table[] = [], applyLocally?: () => Promise<void>): Promise<void> {
  try {
    await db.transaction('rw', [db.outbox, ...tables], async () => {
      await db.outbox.where('key').equals(write.key).delete()
      await db.outbox.add({ ...write, createdAt: Date.now(), attempts: 0 })
      await applyLocally?.()
    })
  } catch (error) {
    reportIfStorageError(error)
    throw error
  }
  if (!isOffline()) void flushOutbox()
}

/** A refusal that sending again cannot change (bad request, not found...): the write is dropped. */
function isFinalRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500 && error.httpStatus !== 401 && error.httpStatus !== 429
}

async function drain(send: SendWrite): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, dropped: 0, waiting: 0 }
  for (;;) {
    const row = await db.outbox.orderBy('seq').first()
    if (!row || row.seq === undefined) break
    try {
      await send(row)
      await db.outbox.delete(row.seq)
      result.sent += 1
    } catch (error) {
      if (isFinalRefusal(error)) {
        console.warn('the server refused a queued write; it is dropped', row.path, error)
        await db.outbox.delete(row.seq)
        result.dropped += 1
        continue
      }
      // Out of reach, or a passing server failure: keep it (and everything after it) for later.
      if (!isNetworkFailure(error)) await db.outbox.update(row.seq, { attempts: row.attempts + 1 })
      break
    }
  }
  result.waiting = await db.outbox.count()
  return result
}

let running: Promise<FlushResult> | null = null

/**
 * Sends what waits, in order. One flush at a time in this tab, and across tabs through a Web Lock
 * where the browser has them, so no write is sent twice.
 */
export function flushOutbox(send: SendWrite = sendThroughApi): Promise<FlushResult> {
  if (running) return running
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  const run = () => drain(send)
  running = (locks ? locks.request(LOCK_NAME, run) : run()).finally(() => {
    running = null
  })
  return running
}

let replaying = false

/** While a player is signed in: flush now and whenever the browser comes back online. */
export function startOutboxReplay(): void {
  if (replaying) return
  replaying = true
  window.addEventListener('online', () => {
    if (session.isSignedIn()) void flushOutbox().catch((error: unknown) => console.warn('outbox replay failed', error))
  })
  if (session.isSignedIn() && !isOffline()) void flushOutbox().catch((error: unknown) => console.warn('outbox replay failed', error))
}

export function pendingWrites(): Promise<OutboxRow[]> {
  return db.outbox.orderBy('seq').toArray()
}
