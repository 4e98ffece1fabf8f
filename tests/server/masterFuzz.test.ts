import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { MASTER_SET_NAMES } from '../../src/domain/contract/master.ts'
import { createApp } from '../../server/app.ts'
import type { Database } from '../../server/db/database.ts'
import { seedMasterData } from '../../server/master/seedMaster.ts'
import { expectEnvelope, FUZZ_RUNS, queryStringArb, segmentArb } from './support/fuzz.ts'
import { rawGet, startTestServer } from './support/http.ts'
import { createTestStore, type TestStore } from './support/testDatabase.ts'

/** A set name: a real one, one slightly off, or anything at all. */
const setArb = fc.oneof(
  fc.constantFrom(...MASTER_SET_NAMES),
  fc.constantFrom(...MASTER_SET_NAMES).map((name) => name.toUpperCase()),
  fc.constantFrom('constructor', '__proto__', 'hasOwnProperty', 'toString', 'avatar', 'items ', 'spirit_effect_names%00'),
  segmentArb,
)

/** An id: well formed for some set, nearly so, or junk. */
const idArb = fc.oneof(
  fc.integer({ min: -5, max: 1_000_000_000_000 }).map(String),
  fc.tuple(fc.integer({ min: -1, max: 200 }), fc.integer({ min: -1, max: 200 })).map(([a, b]) => `${a}_${b}`),
  fc.constantFrom('0', '00', '1_0', '01_1', '1_', '_1', '1__1', '1_1_1', '1e3', '0x10', '%E2%80%8B1', '１'),
  segmentArb,
)

describe('bad input to the master data and image endpoints', () => {
  let store: TestStore
  let db: Database
  let app: ReturnType<typeof createApp>
  beforeAll(async () => {
    store = await createTestStore('pglite')
    db = await store.open()
    await seedMasterData(db)
    app = createApp({ db, distDir: '/nonexistent', runtimeConfig: {}, log: null })
  })
  afterAll(async () => {
    await db?.close()
    await store?.dispose()
  })

  it(`GET /master/data/{set} with ${FUZZ_RUNS} set names and query strings`, async () => {
    await fc.assert(
      fc.asyncProperty(setArb, queryStringArb, async (set, query) => {
        const path = `/api/v1/master/data/${set}?${query}`
        fc.pre(new URL(path, 'http://localhost').pathname.startsWith('/api/v1/master/data/'))
        await expectEnvelope(app, path)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it(`GET /master/data/{set}/{id} with ${FUZZ_RUNS} sets, ids and query strings: 200, 400 or 404 envelopes`, async () => {
    const statuses = new Set<number>()
    await fc.assert(
      fc.asyncProperty(setArb, idArb, queryStringArb, async (set, id, query) => {
        const path = `/api/v1/master/data/${set}/${id}?${query}`
        fc.pre(new URL(path, 'http://localhost').pathname.startsWith('/api/v1/master/data/'))
        const response = await app.request(path)
        statuses.add(response.status)
        expect([200, 400, 404], path).toContain(response.status)
        const body = (await response.json()) as { result: { status: number } }
        const expected = { 200: ResultCode.ok, 400: ResultCode.badRequest, 404: ResultCode.notFound }[response.status as 200 | 400 | 404]
        expect(body.result.status, path).toBe(expected)
      }),
      { numRuns: FUZZ_RUNS },
    )
    expect(statuses).toEqual(new Set([200, 400, 404]))
  })

  it(`GET /master/... with ${FUZZ_RUNS} extra path segments and methods`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(segmentArb, { minLength: 0, maxLength: 4 }), fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'), async (segments, method) => {
        const path = `/api/v1/master/${segments.join('/')}`
        fc.pre(new URL(path, 'http://localhost').pathname.startsWith('/api/'))
        await expectEnvelope(app, path, { method })
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it(`GET /images/{kind}/{id} with ${FUZZ_RUNS} kinds and ids: SVG or 404, never a server error`, async () => {
    const kindArb = fc.oneof(fc.constantFrom('avatar', 'spirit', 'item', 'news'), segmentArb)
    await fc.assert(
      fc.asyncProperty(kindArb, idArb, queryStringArb, async (kind, id, query) => {
        const path = `/images/${kind}/${id}?${query}`
        fc.pre(new URL(path, 'http://localhost').pathname.startsWith('/images/'))
        const response = await app.request(path)
        expect([200, 404], path).toContain(response.status)
        const type = response.headers.get('content-type') ?? ''
        if (response.status === 200) expect(type).toBe('image/svg+xml')
        else expect(type).toMatch(/^text\/plain/)
        await response.arrayBuffer()
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('answers raw, unnormalised paths over real HTTP with envelopes or 404s', async () => {
    const server = await startTestServer(app)
    try {
      const apiPaths = [
        '/api/v1/master/data/%ZZ',
        '/api/v1/master/data/avatars/%ZZ',
        '/api/v1/master/data/avatars/%00',
        '/api/v1/master/data/avatars/1%2F2',
        '/api/v1/master/data/avatar_params/1_0%00',
        '/api/v1/master/data/%E3%82%A2%E3%83%90%E3%82%BF%E3%83%BC',
        '/api/v1/master/data/avatars/%F0%9F%90%89',
        '/api/v1/master/data//1',
        '/api/v1/master/data/avatars//',
        '/api/v1/master/data/avatars/1?%ZZ=%ZZ&a=%',
      ]
      for (const path of apiPaths) {
        const reply = await rawGet(server.port, path)
        expect(reply.status, path).toBeLessThan(500)
        expect(JSON.parse(reply.body), path).toMatchObject({ result: { status: expect.any(Number) } })
      }
      for (const path of ['/images/avatar/%ZZ', '/images/item/1%00', '/images/avatar/%2e%2e', '/images/news/1%2F..']) {
        const reply = await rawGet(server.port, path)
        expect(reply.status, path).toBe(404)
      }
    } finally {
      await server.close()
    }
  })
})
