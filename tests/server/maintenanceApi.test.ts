import { afterAll, beforeAll, expect, it } from 'vitest'
import * as v from 'valibot'
import { maintenanceReplySchema, ResultCode } from '../../src/domain/apiEnvelope.ts'
import { createApp } from '../../server/app.ts'
import type { Database } from '../../server/db/database.ts'
import { createFakeDist, type FakeDist } from './support/fakeDist.ts'
import { readEnvelope, startTestServer, type TestServer } from './support/http.ts'
import { createTestStore, describeOnEachBackend, type TestStore } from './support/testDatabase.ts'

const SECRET = 'test-secret'

describeOnEachBackend('maintenance API', (backend) => {
  let store: TestStore
  let db: Database
  let dist: FakeDist
  let server: TestServer

  beforeAll(async () => {
    store = await createTestStore(backend)
    db = await store.open()
    dist = await createFakeDist()
    server = await startTestServer(createApp({ db, distDir: dist.distDir, runtimeConfig: {}, adminSecret: SECRET, log: null }))
  })
  afterAll(async () => {
    await server?.close()
    await db?.close()
    await store?.dispose()
    await dist?.dispose()
  })

  const getInfo = () => fetch(`${server.url}/api/v1/info/maintenance`)
  const switchMaintenance = (body: unknown, secret = SECRET) =>
    fetch(`${server.url}/api/v1/admin/maintenance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-secret': secret },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })

  it('reports maintenance off by default, revalidated every time', async () => {
    const response = await getInfo()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    const reply = v.parse(maintenanceReplySchema, await response.json())
    expect(reply).toEqual({ result: { status: 0 }, data: { maintenance: false, start: null, end: null } })
  })

  it('switches maintenance on with a period, closes the API, and switches it off', async () => {
    const on = await switchMaintenance({ enabled: true, start: '2026-12-01T10:00+09:00', end: '2026-12-01T18:00:00Z' })
    expect(on.status).toBe(200)
    const expected = { maintenance: true, start: '2026-12-01T01:00:00.000Z', end: '2026-12-01T18:00:00.000Z' }
    expect(await on.json()).toEqual({ result: { status: 0 }, data: expected })
    expect(await (await getInfo()).json()).toEqual({ result: { status: 0 }, data: expected })

    const closed = await fetch(`${server.url}/api/v1/mypage/profile`)
    expect(closed.status).toBe(503)
    expect(closed.headers.get('cache-control')).toBe('no-store')
    expect(await closed.json()).toEqual({ result: { status: ResultCode.underMaintenance, message: 'Service under maintenance' } })
    expect((await getInfo()).status).toBe(200)

    const kept = await switchMaintenance({ enabled: true })
    expect((await readEnvelope(kept)).data).toEqual(expected)

    const off = await switchMaintenance({ enabled: false, start: null, end: null })
    expect((await readEnvelope(off)).data).toEqual({ maintenance: false, start: null, end: null })
    expect((await fetch(`${server.url}/api/v1/mypage/profile`)).status).toBe(404)
  })

  it('refuses a wrong or missing secret with 403', async () => {
    for (const secret of ['wrong', '']) {
      const response = await switchMaintenance({ enabled: true }, secret)
      expect(response.status).toBe(403)
      expect((await readEnvelope(response)).result.status).toBe(1403)
    }
    expect(v.parse(maintenanceReplySchema, await (await getInfo()).json()).data?.maintenance).toBe(false)
  })

  it('refuses invalid bodies with a 400 envelope', async () => {
    const invalid = [
      '{not json',
      { enabled: 'yes' },
      { enabled: true, start: 'tomorrow' },
      { enabled: true, start: '2026-02-30T10:00Z' },
      { enabled: true, start: '2026-12-01T10:00' },
      { enabled: true, start: '2026-12-02T10:00Z', end: '2026-12-01T10:00Z' },
      { enabled: true, extra: 1 },
    ]
    for (const body of invalid) {
      const response = await switchMaintenance(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      const reply = await readEnvelope(response)
      expect(reply.result.status).toBe(ResultCode.badRequest)
      expect(reply.result.message).toEqual(expect.any(String))
    }
  })

  it('answers unknown API paths with a 404 envelope', async () => {
    for (const path of ['/api/v1/nothing/here', '/api/v2/info/maintenance', '/api', '/api/']) {
      const response = await fetch(`${server.url}${path}`)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.json()).toEqual({ result: { status: ResultCode.notFound, message: 'Not found' } })
    }
  })
})
