import fc from 'fast-check'
import * as v from 'valibot'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { newsReplySchema, scheduleReplySchema, summaryReplySchema, waitingTimeReplySchema } from '../../src/domain/contract/facility.ts'
import { createApp } from '../../server/app.ts'
import type { Database } from '../../server/db/database.ts'
import { seedFacility } from '../../server/facility/seedFacility.ts'
import { FUZZ_RUNS, queryStringArb } from './support/fuzz.ts'
import { createTestStore, describeOnOneBackend, type TestStore } from './support/testDatabase.ts'

/** Values a client could send for a facility parameter: valid, near-valid, huge, unicode, empty. */
const valueArb = fc.oneof(
  fc.integer({ min: -100, max: 100 }).map(String),
  fc.integer({ min: -1e15, max: 1e15 }).map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2110-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10).replaceAll('-', '')),
  fc.string({ maxLength: 20, unit: 'grapheme' }),
  fc.string({ maxLength: 70, unit: fc.constantFrom('a', 'Z', '0', '_', '-') }),
  fc.constantFrom('', ' ', '0', '00', '-0', '+1', '1e3', '0x10', 'Infinity', 'NaN', 'true', 'null', '[]', '{}', '%', '\u0000', '２', '٣', '𝟙'),
)

/** Mostly the endpoints' own keys, sometimes repeated or as arrays (`key[]`), sometimes unknown. */
const facilityQueryArb = fc
  .array(
    fc.tuple(
      fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom('offset', 'limit', 'date', 'days', 'sessionid') },
        { weight: 1, arbitrary: fc.constantFrom('offset[]', 'limit[0]', 'date[]', 'days.x', 'sessionid[]', 'OFFSET', ' limit') },
        { weight: 1, arbitrary: fc.string({ maxLength: 10, unit: 'grapheme' }) },
      ),
      valueArb,
    ),
    { maxLength: 4 },
  )
  .map((pairs) => pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&'))

const anyQueryArb = fc.oneof({ weight: 3, arbitrary: facilityQueryArb }, { weight: 1, arbitrary: queryStringArb })

const ENDPOINTS = [
  ['news', newsReplySchema],
  ['summary', summaryReplySchema],
  ['schedule', scheduleReplySchema],
  ['waitingtime', waitingTimeReplySchema],
] as const

// Generated query strings test the parameters' validation: one engine of PostgreSQL (testDatabase.ts).
describeOnOneBackend('bad input to the facility endpoints', (backend) => {
  let store: TestStore
  let db: Database
  let app: ReturnType<typeof createApp>
  beforeAll(async () => {
    store = await createTestStore(backend)
    db = await store.open()
    await seedFacility(db)
    app = createApp({ db, distDir: '/nonexistent', runtimeConfig: {}, log: null })
  })
  afterAll(async () => {
    await db?.close()
    await store?.dispose()
  })

  it.each(ENDPOINTS)(`GET /facility/%s with ${FUZZ_RUNS} query strings: never 5xx, always the envelope`, async (endpoint, replySchema) => {
    const statuses = new Map<number, number>()
    await fc.assert(
      fc.asyncProperty(anyQueryArb, async (query) => {
        const path = `/api/v1/facility/${endpoint}?${query}`
        const response = await app.request(path)
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        expect(response.status, path).toBeLessThan(500)
        const body: unknown = await response.json()
        expect(body, path).toMatchObject({ result: { status: expect.any(Number) } })
        if (response.status === 200) {
          // A success is a complete reply of the contract.
          const reply = v.parse(replySchema, body)
          expect(reply.result.status).toBe(0)
        } else {
          expect([400, 404], path).toContain(response.status)
          expect((body as { result: { status: number } }).result.status).not.toBe(0)
        }
      }),
      { numRuns: FUZZ_RUNS },
    )
    // The generator reached both sides of validation.
    expect(statuses.get(400)).toBeGreaterThan(0)
    if (endpoint !== 'waitingtime') expect(statuses.get(200)).toBeGreaterThan(0)
  })
})
