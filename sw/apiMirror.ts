/// <reference lib="webworker" />
import { OFFLINE_COPY_HEADER } from '../src/domain/offlineCopy.ts'
import { isMasterSetName, masterRecordId, normalizeMasterId } from '../src/domain/contract/masterIds.ts'
import {
  readMasterRecord,
  readMasterSet,
  readNewsPage,
  type Synced,
  writeMasterRecord,
  writeMasterSet,
  writeNewsPage,
} from '../src/data/db/publicMirror.ts'

/**
 * Master data and news go to the network first; each good reply is written into IndexedDB, and
 * without a network the worker answers from there in the API's own envelope, marked with
 * `X-Offline-Synced-At` so the app can say how old it is.
 */

const MASTER_PREFIX = '/api/v1/master/data/'
const NEWS_PATH = '/api/v1/facility/news'
/** A reply slower than this counts as offline when a stored copy exists (venue basements). */
export const MIRROR_NETWORK_TIMEOUT_MS = 4_000

type Envelope = { result?: { status?: number }; data?: unknown; total?: number }

export function isMirrored(url: URL): boolean {
  return url.pathname.startsWith(MASTER_PREFIX) || url.pathname === NEWS_PATH
}

function pageParams(url: URL): { offset: number; limit: number } {
  const offset = Number(url.searchParams.get('offset') ?? '0')
  const limit = Number(url.searchParams.get('limit') ?? '10')
  return { offset: Number.isInteger(offset) && offset >= 0 ? offset : 0, limit: Number.isInteger(limit) && limit > 0 ? limit : 10 }
}

/** Writes a successful reply into IndexedDB. Failures are logged: the reply still reaches the page. */
export async function storeReply(url: URL, body: Envelope): Promise<void> {
  if (body.result?.status !== 0) return
  if (url.pathname === NEWS_PATH) {
    const { offset } = pageParams(url)
    const items = Array.isArray(body.data) ? (body.data as { id: number; published_at: string }[]) : []
    await writeNewsPage(items, offset, typeof body.total === 'number' ? body.total : items.length)
    return
  }
  const [set, id] = url.pathname.slice(MASTER_PREFIX.length).split('/')
  if (!set || !isMasterSetName(set)) return
  if (id !== undefined) {
    const key = normalizeMasterId(set, decodeURIComponent(id))
    if (key !== null) await writeMasterRecord(set, key, body.data)
    return
  }
  if (!Array.isArray(body.data)) return
  await writeMasterSet(
    set,
    body.data.map((record) => ({ id: masterRecordId(set, record), data: record })),
  )
}

function offlineReply(stored: Synced<unknown>, extra: Record<string, unknown> = {}): Response {
  return new Response(JSON.stringify({ result: { status: 0 }, data: stored.value, ...extra }), {
    headers: { 'Content-Type': 'application/json', [OFFLINE_COPY_HEADER]: new Date(stored.syncedAt).toISOString() },
  })
}

/** The stored answer to a mirrored request, or undefined when nothing was stored for it. */
export async function storedReply(url: URL): Promise<Response | undefined> {
  if (url.pathname === NEWS_PATH) {
    const { offset, limit } = pageParams(url)
    const page = await readNewsPage(offset, limit)
    return page && offlineReply({ value: page.value.items, syncedAt: page.syncedAt }, { total: page.value.total })
  }
  const [set, id] = url.pathname.slice(MASTER_PREFIX.length).split('/')
  if (!set || !isMasterSetName(set)) return undefined
  if (id === undefined) {
    const stored = await readMasterSet(set)
    return stored && offlineReply(stored)
  }
  const key = normalizeMasterId(set, decodeURIComponent(id))
  const stored = key === null ? undefined : await readMasterRecord(set, key)
  return stored && offlineReply(stored)
}

function mirrorInBackground(url: URL, response: Response): void {
  if (!response.ok) return
  response
    .clone()
    .json()
    .then((body: Envelope) => storeReply(url, body))
    .catch((error: unknown) => console.warn('could not mirror', url.pathname, error))
}

const TIMED_OUT = Symbol('timed out')

/**
 * Network first. A good reply is mirrored into IndexedDB. Offline, the stored copy answers; when
 * the network is merely slow, the stored copy answers after MIRROR_NETWORK_TIMEOUT_MS while the
 * request goes on and refreshes the store. With nothing stored, the page waits for the network.
 */
export async function mirroredFetch(request: Request, event?: ExtendableEvent): Promise<Response> {
  const url = new URL(request.url)
  const network = fetch(request).then((response) => {
    mirrorInBackground(url, response)
    return response
  })
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), MIRROR_NETWORK_TIMEOUT_MS)
  })
  try {
    const first = await Promise.race([network, timeout])
    if (first !== TIMED_OUT) return first
    const stored = await storedReply(url).catch(() => undefined)
    if (!stored) return await network
    event?.waitUntil(network.catch(() => undefined))
    return stored
  } catch (error) {
    const stored = await storedReply(url).catch(() => undefined)
    if (stored) return stored
    throw error
  } finally {
    clearTimeout(timer)
  }
}
