import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app.ts'
import type { Database } from '../../server/db/database.ts'
import { startTestServer } from './support/http.ts'
import { bodyArb, expectEnvelope, FUZZ_RUNS, queryStringArb, segmentArb } from './support/fuzz.ts'
import { createTestStore, type TestStore } from './support/testDatabase.ts'

describe('bad input to the info and admin endpoints', () => {
  let store: TestStore
  let db: Database
  let app: ReturnType<typeof createApp>
  beforeAll(async () => {
    store = await createTestStore('pglite')
    db = await store.open()
    app = createApp({ db, distDir: '/nonexistent', runtimeConfig: {}, adminSecret: 'secret', log: null })
  })
  afterAll(async () => {
    await db?.close()
    await store?.dispose()
  })

  it(`GET /info/maintenance with ${FUZZ_RUNS} query strings`, async () => {
    await fc.assert(
      fc.asyncProperty(queryStringArb, (query) => expectEnvelope(app, `/api/v1/info/maintenance?${query}`)),
      { numRuns: FUZZ_RUNS },
    )
  })

  it(`unknown /api paths, ${FUZZ_RUNS} cases`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(segmentArb, { minLength: 1, maxLength: 4 }), fc.constantFrom('GET', 'POST', 'PUT', 'DELETE'), (segments, method) => {
        const path = `/api/v1/${segments.join('/')}`
        // Dot segments that climb out of /api are the static files' business, tested there.
        fc.pre(new URL(path, 'http://localhost').pathname.startsWith('/api/'))
        return expectEnvelope(app, path, { method })
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it(`POST /admin/maintenance with ${FUZZ_RUNS} bodies, over loopback HTTP so the body is read`, async () => {
    const server = await startTestServer(app)
    const statuses = new Set<number>()
    try {
      await fc.assert(
        fc.asyncProperty(bodyArb, async (body) => {
          const response = await fetch(`${server.url}/api/v1/admin/maintenance`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-admin-secret': 'secret' },
            body,
          })
          statuses.add(response.status)
          expect(response.status).toBeLessThan(500)
          expect(await response.json()).toMatchObject({ result: { status: expect.any(Number) } })
        }),
        { numRuns: FUZZ_RUNS },
      )
    } finally {
      await server.close()
    }
    // The bodies reached validation: malformed ones were refused, oversized ones too.
    expect(statuses.has(400)).toBe(true)
    expect(statuses.has(413) || statuses.has(400)).toBe(true)
    expect(statuses.has(403)).toBe(false)
  })
})
