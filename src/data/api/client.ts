import * as v from 'valibot'
import { type ApiResult, ResultCode } from '../../domain/apiEnvelope.ts'
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
  /** Send the bearer token when signed in (default true). */
  readonly auth?: boolean
}

export async function apiRequest<T extends v.GenericSchema>(
  path: string,
  dataSchema: T,
  options: RequestOptions = {},
): Promise<v.InferOutput<T>> {
  const headers: Record<string, string> = { accept: 'application/json' }
  const token = options.auth === false ? undefined : await session.token()
  if (token) headers.authorization = `Bearer ${token}`
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(`${appConfig.apiBase}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? appConfig.operationTimeoutSeconds * 1000),
  })
  if (response.status === 503) {
    for (const listener of unavailableListeners) listener()
    throw new ApiError({ status: ResultCode.underMaintenance, message: 'Service unavailable' }, 503)
  }
  const json: unknown = await response.json().catch(() => undefined)
  const parsed = v.safeParse(v.object({ result: v.object({ status: v.number(), message: v.optional(v.string()) }), data: v.optional(v.unknown()) }), json)
  if (!parsed.success) throw new ApiError({ status: ResultCode.internal, message: 'Malformed reply' }, response.status)
  if (parsed.output.result.status !== ResultCode.ok) throw new ApiError(parsed.output.result, response.status)
  const data = v.safeParse(dataSchema, parsed.output.data)
  if (!data.success) throw new ApiError({ status: ResultCode.internal, message: 'Unexpected reply data' }, response.status)
  return data.output
}
