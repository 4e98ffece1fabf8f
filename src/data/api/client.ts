import * as v from 'valibot'
import { type ApiResult, envelopeSchema, ResultCode } from '../../domain/apiEnvelope.ts'
import { OFFLINE_COPY_HEADER } from '../../domain/offlineCopy.ts'
import { appConfig } from '../../config.ts'
import { session } from '../auth/session.ts'

/** A non-zero `result.status`, or a reply that is not the API's envelope. */
export class ApiError extends Error {
  readonly result: ApiResult
  readonly httpStatus: number
  constructor(result: ApiResult, httpStatus: number) {
    super(result.message ?? `API error ${result.status}`)
    this.name = 'ApiError'
    this.result = result
    this.httpStatus = httpStatus
  }
}

/**
 * A write that needs the server, tried while the device is offline: refused at once, before any
 * request, so nothing changes anywhere and the screen keeps what the player entered.
 */
export class OfflineError extends Error {
  constructor() {
    super('Offline: this needs a connection')
    this.name = 'OfflineError'
  }
}

/**
 * A read the service worker answered from its IndexedDB copy because the network was out
 * (header `X-Offline-Synced-At`). Repositories already read that copy themselves, so for them the
 * server was simply not reachable.
 */
export class OfflineCopyError extends Error {
  readonly syncedAt: number
  constructor(syncedAt: number) {
    super('Offline: answered from the stored copy')
    this.name = 'OfflineCopyError'
    this.syncedAt = syncedAt
  }
}

/** The server could not be reached at all: offline, a dropped connection or a timeout. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof OfflineError || error instanceof OfflineCopyError) return true
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) return true
  return error instanceof TypeError
}

export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false
}

type UnavailableListener = () => void
const unavailableListeners = new Set<UnavailableListener>()

/** Called on any HTTP 503: the app signs out and shows /maintenance. */
export function onServiceUnavailable(listener: UnavailableListener): () => void {
  unavailableListeners.add(listener)
  return () => unavailableListeners.delete(listener)
}

export type RequestOptions = {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  readonly body?: unknown
  readonly timeoutMs?: number
  /**
   * Send the bearer token when signed in (default true; a sign-in being restored is waited for).
   * 'ifSignedIn' sends it only when a player is signed in right now, without waiting.
   */
  readonly auth?: boolean | 'ifSignedIn'
  /**
   * Accept the service worker's stored copy of a mirrored read (news) instead of failing with
   * OfflineCopyError; `onOfflineCopy` then hears when it was last synced.
   */
  readonly acceptOfflineCopy?: boolean
  readonly onOfflineCopy?: (syncedAt: number) => void
}

/** Any reply of the API; `data` and the fields beside it are parsed by the caller's schema. */
const envelopeShape = envelopeSchema(v.unknown())

/**
 * Calls the API and returns the whole reply, parsed with `replySchema`, for endpoints whose reply
 * has fields beside `data` (news `total`, schedule `charge`). Throws ApiError on a non-zero status.
 */
export async function apiReply<T extends v.GenericSchema>(path: string, replySchema: T, options: RequestOptions = {}): Promise<v.InferOutput<T>> {
  const json = await send(path, options)
  const reply = v.safeParse(replySchema, json.body)
  if (!reply.success) throw new ApiError({ status: ResultCode.internal, message: 'Unexpected reply' }, json.httpStatus)
  return reply.output
}

/** Calls the API and returns `data`, parsed with `dataSchema`. Throws ApiError on a non-zero status. */
export async function apiRequest<T extends v.GenericSchema>(path: string, dataSchema: T, options: RequestOptions = {}): Promise<v.InferOutput<T>> {
  const json = await send(path, options)
  const data = v.safeParse(dataSchema, (json.body as { data?: unknown }).data)
  if (!data.success) throw new ApiError({ status: ResultCode.internal, message: 'Unexpected reply data' }, json.httpStatus)
  return data.output
}

/** Sends a request; answers the parsed envelope of a successful reply, or throws. */
async function send(path: string, options: RequestOptions): Promise<{ body: unknown; httpStatus: number }> {
  const method = options.method ?? 'GET'
  if (method !== 'GET' && isOffline()) throw new OfflineError()
  const headers: Record<string, string> = { accept: 'application/json' }
  // A signed-in screen may open while the sign-in of an earlier visit is still being restored.
  if (options.auth === undefined || options.auth === true) {
    if (session.isRestoring()) await session.ready()
  }
  const token = options.auth === false ? undefined : await session.token()
  if (token) headers.authorization = `Bearer ${token}`
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(`${appConfig.apiBase}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? appConfig.operationTimeoutSeconds * 1000),
  })
  if (response.status === 503) {
    for (const listener of unavailableListeners) listener()
    throw new ApiError({ status: ResultCode.underMaintenance, message: 'Service unavailable' }, 503)
  }
  const offlineCopy = response.headers.get(OFFLINE_COPY_HEADER)
  if (offlineCopy !== null) {
    const syncedAt = Date.parse(offlineCopy)
    if (!options.acceptOfflineCopy) throw new OfflineCopyError(syncedAt)
    options.onOfflineCopy?.(syncedAt)
  }
  const json: unknown = await response.json().catch(() => undefined)
  const parsed = v.safeParse(envelopeShape, json)
  if (!parsed.success) throw new ApiError({ status: ResultCode.internal, message: 'Malformed reply' }, response.status)
  if (parsed.output.result.status !== ResultCode.ok) throw new ApiError(parsed.output.result, response.status)
  return { body: json, httpStatus: response.status }
}
