import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'

export function ok<T>(c: Context, data: T) {
  return c.json({ result: { status: ResultCode.ok }, data })
}

/** An error reply's body: `result.status` as the stable API code, and its message. */
export function failureEnvelope(code: number, message: string) {
  return { result: { status: code, message } }
}

/** An error reply: the HTTP status for transport, `result.status` as the stable API code. */
export function fail(c: Context, httpStatus: ContentfulStatusCode, code: number, message: string) {
  return c.json(failureEnvelope(code, message), httpStatus)
}
