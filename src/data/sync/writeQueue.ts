import { db, type QueuedWrite, type WriteKind } from '../db/database.ts'

/**
 * The one queue of writes the app may make without a network (issue 33): a player's message,
 * news and title reads and questionnaire answers, and the staff kiosk's check-in scans. A write is
 * applied to the local copy and queued in one transaction; the service worker delivers the queue
 * (Background Sync, and when it starts), the page only where the browser has no Background Sync.
 * This file is shared by both: it touches IndexedDB and `fetch`, nothing of the page.
 *
 * - Each write carries its request id (`Idempotency-Key`, and in the body where the contract has
 *   one), so a retry after a lost reply is answered as the first send was.
 * - Writes of one kind are sent in the order queued; a kind waiting on a passing failure does not
 *   hold the other kinds back.
 * - A refusal that sending again cannot change follows the kind's rule: dropped, or kept as a
 *   conflict for someone to decide (the kiosk's scans).
 * - One delivery at a time across the page's tabs and the worker: a Web Lock.
 */

export type { QueuedWrite, WriteKind }

/** What a refused write of each kind becomes: gone (the local copy already shows it), or a conflict to decide. */
export const REFUSAL_RULES: Record<WriteKind, 'drop' | 'ask'> = {
  messageRead: 'drop',
  newsRead: 'drop',
  titleRead: 'drop',
  questionnaire: 'drop',
  checkIn: 'ask',
}

/** How one send ended. */
export type SendOutcome =
  | { readonly kind: 'sent' }
  /** The server refused it for good (a 4xx other than 401, 408 and 429): its `code` is the result status. */
  | { readonly kind: 'refused'; readonly code: number }
  /** A passing failure (5xx, 401, 408, 429): this kind waits for the next delivery. */
  | { readonly kind: 'later' }
  /** The server could not be reached: everything waits. */
  | { readonly kind: 'unreachable' }

export type SendWrite = (write: QueuedWrite) => Promise<SendOutcome>

/** What one delivery did; `unreachable`: it stopped because the server could not be reached. */
export type DeliveryReport = { sent: number; dropped: number; conflicts: number; waiting: number; unreachable: boolean }

export type NewWrite = Pick<QueuedWrite, 'kind' | 'key' | 'method' | 'path' | 'body'> & Partial<Pick<QueuedWrite, 'id' | 'label'>>

const LOCK_NAME = 'dungeon-party-write-queue'
/** The key of the player's row holding what the worker needs to send: the API's base and a token. */
export const DELIVERY_AUTH_KEY = 'deliveryAuth'
export type DeliveryAuth = { apiBase: string; token: string | null; expiresAt: number | null }

/** A new row for `write`: pending, never tried. */
export function queuedRow(write: NewWrite, now: number = Date.now()): QueuedWrite {
  return {
    id: write.id ?? crypto.randomUUID(),
    kind: write.kind,
    key: write.key,
    method: write.method,
    path: write.path,
    body: write.body,
    label: write.label,
    createdAt: now,
    attempts: 0,
    state: 'pending',
  }
}

/** Queues `write` inside the caller's transaction: a waiting write with the same key is replaced (only the last matters). */
export async function putInQueue(write: NewWrite): Promise<QueuedWrite> {
  await db.outbox.where('key').equals(write.key).delete()
  const row = queuedRow(write)
  row.seq = await db.outbox.add(row)
  return row
}

/** The waiting writes, oldest first; `kind` narrows them to one kind. */
export function queuedWrites(kind?: WriteKind): Promise<QueuedWrite[]> {
  return kind ? db.outbox.where('kind').equals(kind).sortBy('seq') : db.outbox.orderBy('seq').toArray()
}

/** How a reply counts: the API's envelope says ok, or the HTTP status says what kind of failure. */
export function outcomeOfReply(httpStatus: number, resultStatus: number | undefined): SendOutcome {
  if (httpStatus >= 200 && httpStatus < 300 && resultStatus === 0) return { kind: 'sent' }
  if (httpStatus === 401 || httpStatus === 408 || httpStatus === 429 || httpStatus >= 500 || httpStatus < 400) return { kind: 'later' }
  return { kind: 'refused', code: resultStatus ?? httpStatus }
}

/** Sends one write with `fetch` and the given token; used by the worker and, without Background Sync, the page. */
export function fetchSender(auth: () => Promise<DeliveryAuth | undefined>, fetcher?: typeof fetch): SendWrite {
  return async (write) => {
    const current = await auth()
    if (!current) return { kind: 'later' }
    const headers: Record<string, string> = { accept: 'application/json', 'idempotency-key': write.id }
    if (current.token) headers.authorization = `Bearer ${current.token}`
    if (write.body !== undefined) headers['content-type'] = 'application/json'
    let response: Response
    try {
      response = await (fetcher ?? fetch)(`${current.apiBase}${write.path}`, {
        method: write.method,
        headers,
        body: write.body === undefined ? undefined : JSON.stringify(write.body),
        signal: AbortSignal.timeout(20_000),
      })
    } catch {
      return { kind: 'unreachable' }
    }
    const json = (await response.json().catch(() => undefined)) as { result?: { status?: unknown } } | undefined
    const status = typeof json?.result?.status === 'number' ? json.result.status : undefined
    return outcomeOfReply(response.status, status)
  }
}

async function deliverOnce(send: SendWrite): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, dropped: 0, conflicts: 0, waiting: 0, unreachable: false }
  const waitingKinds = new Set<WriteKind>()
  let after = -1
  for (;;) {
    const row = await db.outbox
      .where('seq')
      .above(after)
      .filter((candidate) => candidate.state === 'pending' && !waitingKinds.has(candidate.kind))
      .first()
    if (!row || row.seq === undefined) break
    after = row.seq
    const outcome = await send(row)
    if (outcome.kind === 'unreachable') {
      report.unreachable = true
      break
    }
    if (outcome.kind === 'later') {
      waitingKinds.add(row.kind)
      await db.outbox.update(row.seq, { attempts: row.attempts + 1 })
    } else if (outcome.kind === 'sent') {
      await db.outbox.delete(row.seq)
      report.sent += 1
    } else if (REFUSAL_RULES[row.kind] === 'drop') {
      console.warn('the server refused a queued write; it is dropped', row.path, outcome.code)
      await db.outbox.delete(row.seq)
      report.dropped += 1
    } else {
      await db.outbox.update(row.seq, { state: 'conflict', code: outcome.code, attempts: row.attempts + 1 })
      report.conflicts += 1
    }
  }
  report.waiting = await db.outbox.where('state').equals('pending').count()
  return report
}

let running: Promise<DeliveryReport> | null = null

/**
 * Sends what waits. One delivery at a time in this context, and across the tabs and the worker
 * through a Web Lock, so no write is sent twice at once; a second call joins the running one.
 */
export function deliverQueue(send: SendWrite): Promise<DeliveryReport> {
  if (running) return running
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  const run = () => deliverOnce(send)
  running = (locks ? locks.request(LOCK_NAME, run) : run()).finally(() => {
    running = null
  })
  return running
}

/** The seconds-since-epoch expiry of a JWT, or null when it has none (not verified: the server does that). */
export function tokenExpiry(token: string | null): number | null {
  const payload = token?.split('.')[1]
  if (!payload) return null
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown }
    return typeof claims.exp === 'number' ? claims.exp * 1000 : null
  } catch {
    return null
  }
}

/** The stored token the worker sends with, while it is still valid. */
export async function storedDeliveryAuth(now: number = Date.now()): Promise<DeliveryAuth | undefined> {
  const row = await db.player.get(DELIVERY_AUTH_KEY)
  const auth = row?.data as DeliveryAuth | undefined
  if (!auth || typeof auth.apiBase !== 'string') return undefined
  if (auth.expiresAt !== null && auth.expiresAt <= now) return undefined
  return auth
}
