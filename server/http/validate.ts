import type { Context } from 'hono'
import * as v from 'valibot'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { fail } from './envelope.ts'

/** The largest JSON body any endpoint accepts. */
export const MAX_JSON_BYTES = 16 * 1024

function describe(issues: readonly v.BaseIssue<unknown>[]): string {
  const first = issues[0]
  if (!first) return 'Invalid request'
  const path = first.path?.map((item) => String(item.key)).join('.') ?? ''
  return path ? `Invalid ${path}: ${first.message}` : `Invalid request: ${first.message}`
}

type Parsed<S extends v.GenericSchema> = { ok: true; value: v.InferOutput<S> } | { ok: false; response: Response }

/** Validates the query string (one value per key) against a strict object schema. */
export function parseQuery<S extends v.GenericSchema>(c: Context, schema: S): Parsed<S> {
  const result = v.safeParse(schema, c.req.query())
  if (result.success) return { ok: true, value: result.output }
  return { ok: false, response: fail(c, 400, ResultCode.badRequest, describe(result.issues)) }
}

/** Validates a path parameter. */
export function parseParam<S extends v.GenericSchema>(c: Context, name: string, schema: S): Parsed<S> {
  const result = v.safeParse(schema, c.req.param(name))
  if (result.success) return { ok: true, value: result.output }
  return { ok: false, response: fail(c, 400, ResultCode.badRequest, `Invalid ${name}: ${result.issues[0]?.message ?? ''}`) }
}

/**
 * Reads and validates a JSON body: size-limited, well-formed, a strict object schema (unknown
 * fields are refused). Every failure is a 400 envelope, never a 500.
 */
export async function parseJson<S extends v.GenericSchema>(c: Context, schema: S): Promise<Parsed<S>> {
  const declared = Number(c.req.header('content-length') ?? '0')
  if (declared > MAX_JSON_BYTES) return { ok: false, response: fail(c, 413, ResultCode.badRequest, 'Request body too large') }
  const type = c.req.header('content-type') ?? ''
  if (!/^application\/json\b/i.test(type)) {
    return { ok: false, response: fail(c, 400, ResultCode.badRequest, 'Content-Type must be application/json') }
  }
  const text = await c.req.text()
  if (new TextEncoder().encode(text).length > MAX_JSON_BYTES) {
    return { ok: false, response: fail(c, 413, ResultCode.badRequest, 'Request body too large') }
  }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return { ok: false, response: fail(c, 400, ResultCode.badRequest, 'Malformed JSON') }
  }
  const result = v.safeParse(schema, body)
  if (result.success) return { ok: true, value: result.output }
  return { ok: false, response: fail(c, 400, ResultCode.badRequest, describe(result.issues)) }
}

/**
 * As parseJson, for a call the spec lists without a body: no body at all is `null`; a body given
 * is checked as parseJson checks it.
 */
export async function parseJsonOrNothing<S extends v.GenericSchema>(c: Context, schema: S): Promise<{ ok: true; value: v.InferOutput<S> | null } | { ok: false; response: Response }> {
  const declared = Number(c.req.header('content-length') ?? '0')
  if (declared === 0 && (await c.req.text()) === '') return { ok: true, value: null }
  return parseJson(c, schema)
}
