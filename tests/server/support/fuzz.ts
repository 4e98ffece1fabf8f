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

/** A value a client could send in place of the right one: any type, odd numbers, markup, huge, empty. */
export const junkArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything(),
  fc.string({ maxLength: 40, unit: 'grapheme' }),
  fc.integer(),
  fc.double(),
  fc.constantFrom<unknown>(
    '<img src=x onerror=alert(1)>',
    "' or 1=1 --",
    '',
    ' ',
    null,
    true,
    false,
    0,
    -1,
    1.5,
    2 ** 31,
    2 ** 53 + 1,
    -(2 ** 63),
    1e308,
    '__proto__',
    'constructor',
    '0',
    '1e3',
    '\u0000',
    '\u202e',
    '𝟙',
    '😀',
    'x'.repeat(5000),
    [],
    {},
    [null],
  ),
)

type Place = (string | number)[]

/** Every place in a JSON value, the value itself ([]) included. */
function placesOf(value: unknown, at: Place = []): Place[] {
  if (Array.isArray(value)) return [at, ...value.flatMap((item, index) => placesOf(item, [...at, index]))]
  if (value !== null && typeof value === 'object') return [at, ...Object.entries(value).flatMap(([key, item]) => placesOf(item, [...at, key]))]
  return [at]
}

type Mutation = { place: number; kind: 'replace' | 'remove' | 'add'; junk: unknown; key: string }

/** A copy of `value` with the change at the place; the value itself stands for a place beyond it. */
function mutated(value: unknown, at: Place, mutation: Mutation): unknown {
  const [step, ...rest] = at
  if (step === undefined) {
    if (mutation.kind === 'add' && value !== null && typeof value === 'object' && !Array.isArray(value)) return { ...value, [mutation.key]: mutation.junk }
    if (mutation.kind === 'add' && Array.isArray(value)) return [...value, mutation.junk]
    return mutation.junk
  }
  if (Array.isArray(value) && typeof step === 'number') {
    if (rest.length === 0 && mutation.kind === 'remove') return value.filter((_, index) => index !== step)
    return value.map((item, index) => (index === step ? mutated(item, rest, mutation) : item))
  }
  if (value !== null && typeof value === 'object' && typeof step === 'string') {
    const { [step]: current, ...others } = value as Record<string, unknown>
    if (rest.length === 0 && mutation.kind === 'remove') return others
    return { ...value, [step]: mutated(current, rest, mutation) }
  }
  return value
}

const mutationArb: fc.Arbitrary<Mutation> = fc.record({
  place: fc.nat(),
  kind: fc.constantFrom('replace', 'remove', 'add'),
  junk: junkArb,
  key: fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'prototype', 'type', 'id', 'user_id', 'party_id')),
})

/** One to three changes to a valid body: a value replaced by junk, a key or element removed, an unknown key or element added. */
export function nearMissArb(valid: unknown): fc.Arbitrary<unknown> {
  return fc.array(mutationArb, { minLength: 1, maxLength: 3 }).map((mutations) =>
    mutations.reduce<unknown>((body, mutation) => {
      const places = placesOf(body)
      return mutated(body, places[mutation.place % places.length] ?? [], mutation)
    }, valid),
  )
}

/** JSON text that, once parsed, `isValid` refuses (as the server reads it: JSON.stringify drops and changes some values). */
function refusedText(isValid: (body: unknown) => boolean) {
  return (text: string) => {
    try {
      return !isValid(JSON.parse(text))
    } catch {
      return true
    }
  }
}

/**
 * Request bodies the endpoint's contract refuses: junk of any shape and size (`bodyArb`), and near
 * misses of a valid body, which reach deeper into validation. None can be a valid request.
 */
export function refusedBodyArb(valid: unknown, isValid: (body: unknown) => boolean): fc.Arbitrary<string> {
  return fc.oneof({ weight: 1, arbitrary: bodyArb }, { weight: 3, arbitrary: nearMissArb(valid).map((body) => JSON.stringify(body) ?? 'null') }).filter(refusedText(isValid))
}

/** Values a valid request may carry at the edges of its fields: boundaries, huge and odd numbers, dates far away, unicode. */
export const edgeValueArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(0, 1, -1, 2, 6, 7, 12, 13, 99, 100, 999_999_999, 1_000_000_000, 2 ** 31 - 1, 2 ** 31, 2 ** 53 - 1, 1e21, 1e300, -(2 ** 31)),
  fc.integer(),
  fc.integer({ min: 1, max: 10_000 }),
  fc.constantFrom<unknown>('', ' ', 'a', 'ア', '0', '00000000', 'AAAAAAAA', '2222-2222', 'ZZZZ-ZZZZ', '𝟙', '\u200b', 'x'.repeat(64), 'x'.repeat(513)),
  fc.constantFrom<unknown>(
    '1970-01-01T00:00:00Z',
    '0001-01-01T00:00:00Z',
    '9999-12-31T23:59:59+09:00',
    '2026-02-30T12:00:00+09:00',
    '2026-12-02T12:00:00.999999+09:00',
    '2026-12-10T15:00:00-14:00',
    '2026-12-10T15:00:00+14:00',
  ),
  fc.uuid().map((uuid) => uuid.toUpperCase()),
  fc.uuid(),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
  fc.stringMatching(/^[a-z]{2,5}_[A-Za-z0-9_]{6,40}_secret_[A-Za-z0-9_]{6,40}$/),
  fc.string({ maxLength: 30, unit: 'grapheme' }),
  fc.boolean(),
  fc.constant(null),
)

/** Bodies `isValid` accepts with values at their edges: one to three fields of a valid body changed. */
export function edgeBodyArb(valid: unknown, isValid: (body: unknown) => boolean): fc.Arbitrary<string> {
  const change = fc.record({ place: fc.nat(), kind: fc.constant('replace' as const), junk: edgeValueArb, key: fc.constant('') })
  return fc
    .array(change, { minLength: 1, maxLength: 3 })
    .map((changes) =>
      JSON.stringify(
        changes.reduce<unknown>((body, mutation) => {
          const places = placesOf(body).filter((place) => place.length > 0)
          return places.length === 0 ? body : mutated(body, places[mutation.place % places.length] ?? [], mutation)
        }, valid),
      ),
    )
    .filter((text) => isValid(JSON.parse(text)))
}
