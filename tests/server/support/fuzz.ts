import fc from 'fast-check'
import type { Hono } from 'hono'
import { expect } from 'vitest'

/** At least this many generated requests per endpoint (issue 3). */
export const FUZZ_RUNS = 1000

/** Query-string junk: unknown keys, odd values, unicode, encoded bytes, repeated keys. */
export const queryStringArb = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom('offset', 'limit', 'date', 'days', 'sessionid', 'id', 'type', 'filter'), fc.string({ maxLength: 12 })),
      fc.oneof(
        fc.integer({ min: -1e12, max: 1e12 }).map(String),
        fc.double().map(String),
        fc.string({ maxLength: 30, unit: 'grapheme' }),
        fc.constantFrom('', '0', '-1', '1e309', 'NaN', '[]', '{}', 'null', '%00', '%ZZ', '20261301', '99999999', '2026-11-21'),
      ),
    ),
    { maxLength: 5 },
  )
  .map((pairs) => pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&'))

/** A path segment that may be anything a client could send. */
export const segmentArb = fc.oneof(
  fc.string({ minLength: 1, maxLength: 20, unit: 'grapheme' }).map(encodeURIComponent),
  fc.integer({ min: -1e9, max: 1e12 }).map(String),
  fc.constantFrom('..', '%2e%2e', '%2F', '0', '1_0', 'a_b_c', '1_-1', '___', '%00', 'null'),
)

/** A JSON body that may be malformed, the wrong shape, or too large. */
export const bodyArb = fc.oneof(
  fc.json(),
  fc.string({ maxLength: 200 }),
  fc.constantFrom('{', '[1,', '{"type":', 'null', '"x"', '{"__proto__":{"x":1}}'),
  fc.anything().map((value) => JSON.stringify(value) ?? 'undefined'),
  fc.integer({ min: 17_000, max: 40_000 }).map((n) => JSON.stringify({ type: 'x', pad: 'x'.repeat(n) })),
)

/** Sends the request in-process and checks the reply: never a 5xx, always the API's envelope. */
export async function expectEnvelope(app: Hono, path: string, init?: RequestInit): Promise<void> {
  const response = await app.request(path, init)
  expect(response.status, `${init?.method ?? 'GET'} ${path}`).toBeLessThan(500)
  const body: unknown = await response.json()
  expect(body, path).toMatchObject({ result: { status: expect.any(Number) } })
}
