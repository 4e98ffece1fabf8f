import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { fail } from './envelope.ts'
import { MAX_JSON_BYTES } from './validate.ts'

/** The largest webhook body taken (Stripe's events are a few KiB). */
export const MAX_WEBHOOK_BYTES = 256 * 1024

/** The one route whose body is not the app's JSON. */
const WEBHOOK_PATH = '/api/v1/stripe/webhook'

/**
 * Limits every API request's body while it streams (issue 35): a declared length over the limit
 * is refused at once; a body without one (chunked) is counted as it arrives and refused the moment
 * it passes the limit, never read whole into memory. 413 with the envelope, and the connection is
 * closed (the rest of the upload is not read). What passes is buffered for the handler as it came.
 */
export function streamedBodyLimit(): MiddlewareHandler {
  const refuse = (c: Context) => {
    c.header('Connection', 'close')
    return fail(c, 413, ResultCode.badRequest, 'Request body too large')
  }
  const json = bodyLimit({ maxSize: MAX_JSON_BYTES, onError: refuse })
  const webhook = bodyLimit({ maxSize: MAX_WEBHOOK_BYTES, onError: refuse })
  return (c, next) => (c.req.path === WEBHOOK_PATH ? webhook(c, next) : json(c, next))
}
