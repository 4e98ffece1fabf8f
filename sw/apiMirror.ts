/// <reference lib="webworker" />
import { OFFLINE_COPY_HEADER } from '../src/domain/offlineCopy.ts'
import type { Envelope, MirroredEndpoint, StoredAnswer } from './mirroredEndpoints.ts'

/**
 * Network first for the endpoints of mirroredEndpoints.ts: each good reply is written into
 * IndexedDB, and without a network the worker answers from there in the API's own envelope, marked
 * with `X-Offline-Synced-At` so the app can say how old it is.
 */

/** A reply slower than this counts as offline when a stored copy exists (venue basements). */
export const MIRROR_NETWORK_TIMEOUT_MS = 4_000

/** Writes a successful reply into IndexedDB. Failures are logged: the reply still reaches the page. */
export async function storeReply(endpoint: MirroredEndpoint, url: URL, body: Envelope): Promise<void> {
  if (body.result?.status !== 0) return
  await endpoint.store(url, body)
}

function offlineReply(stored: StoredAnswer): Response {
  return new Response(JSON.stringify({ result: { status: 0 }, ...stored.value }), {
    headers: { 'Content-Type': 'application/json', [OFFLINE_COPY_HEADER]: new Date(stored.syncedAt).toISOString() },
  })
}

/** The stored answer to a mirrored request, or undefined when nothing was stored for it. */
export async function storedReply(endpoint: MirroredEndpoint, url: URL): Promise<Response | undefined> {
  const stored = await endpoint.read(url)
  return stored && offlineReply(stored)
}

function mirrorInBackground(endpoint: MirroredEndpoint, url: URL, response: Response): void {
  if (!response.ok) return
  response
    .clone()
    .json()
    .then((body: Envelope) => storeReply(endpoint, url, body))
    .catch((error: unknown) => console.warn('could not mirror', endpoint.name, error))
}

const TIMED_OUT = Symbol('timed out')

/**
 * Network first. A good reply is mirrored into IndexedDB. Offline, the stored copy answers; when
 * the network is merely slow, the stored copy answers after MIRROR_NETWORK_TIMEOUT_MS while the
 * request goes on and refreshes the store. With nothing stored, the page waits for the network.
 */
export async function mirroredFetch(endpoint: MirroredEndpoint, request: Request, event?: ExtendableEvent): Promise<Response> {
  const url = new URL(request.url)
  const network = fetch(request).then((response) => {
    mirrorInBackground(endpoint, url, response)
    return response
  })
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), MIRROR_NETWORK_TIMEOUT_MS)
  })
  try {
    const first = await Promise.race([network, timeout])
    if (first !== TIMED_OUT) return first
    const stored = await storedReply(endpoint, url).catch(() => undefined)
    if (!stored) return await network
    event?.waitUntil(network.catch(() => undefined))
    return stored
  } catch (error) {
    const stored = await storedReply(endpoint, url).catch(() => undefined)
    if (stored) return stored
    throw error
  } finally {
    clearTimeout(timer)
  }
}
