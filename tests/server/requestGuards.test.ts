import { networkInterfaces } from 'node:os'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app.ts'
import { closeServer, listen } from '../../server/runtime/listen.ts'
import { readEnvelope, startTestServer, type TestServer } from './support/http.ts'
import { failingDatabase } from './support/stubDatabase.ts'

const SECRET = 'guard-secret'

function nonLoopbackAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((info) => info && info.family === 'IPv4' && !info.internal)?.address
}

describe('admin endpoint guard and request log', () => {
  const lines: string[] = []
  let server: TestServer
  // The guard must answer before the database is touched.
  const app = createApp({ db: failingDatabase(), distDir: '/nonexistent', runtimeConfig: {}, adminSecret: SECRET, log: (line) => lines.push(line) })

  beforeAll(async () => {
    server = await startTestServer(app)
  })
  afterAll(() => server?.close())

  const post = (url: string, headers: Record<string, string> = {}) =>
    fetch(`${url}/api/v1/admin/maintenance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-secret': SECRET, ...headers },
      body: JSON.stringify({ enabled: true }),
    })

  it('refuses requests relayed by a proxy, even with the secret', async () => {
    const proxyHeaders: Record<string, string>[] = [{ 'x-forwarded-for': '203.0.113.9' }, { forwarded: 'for=203.0.113.9' }]
    for (const header of proxyHeaders) {
      const response = await post(server.url, header)
      expect(response.status).toBe(403)
      expect((await readEnvelope(response)).result).toEqual({ status: 1403, message: 'Forbidden' })
    }
  })

  it('refuses requests without a socket (app.request)', async () => {
    const response = await app.request('/api/v1/admin/maintenance', { method: 'POST', headers: { 'x-admin-secret': SECRET } })
    expect(response.status).toBe(403)
  })

  const external = nonLoopbackAddress()
  it.skipIf(!external)(`refuses requests from another address (${external ?? 'no non-loopback interface here'})`, async () => {
    const { server: open, port } = await listen(app.fetch, 0, '0.0.0.0')
    try {
      expect((await post(`http://${external}:${port}`)).status).toBe(403)
    } finally {
      await closeServer(open)
    }
  })

  it('logs one JSON line per request', async () => {
    lines.length = 0
    await fetch(`${server.url}/api/nowhere`)
    expect(lines).toHaveLength(1)
    const entry = JSON.parse(lines[0] ?? '{}')
    expect(entry).toMatchObject({ method: 'GET', path: '/api/nowhere', status: 404 })
    expect(entry.ms).toEqual(expect.any(Number))
  })
})

describe('kept-alive connections', () => {
  it('stay open longer than the idle time of a proxy or a phone polling every minute (Node’s default was 5 s)', async () => {
    const app = createApp({ db: failingDatabase(), distDir: '/nonexistent', runtimeConfig: {}, log: null })
    const { server } = await listen(app.fetch, 0, '127.0.0.1')
    try {
      if (!('keepAliveTimeout' in server)) throw new Error('not an HTTP/1 server')
      expect(server.keepAliveTimeout).toBeGreaterThan(60_000)
      expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout)
    } finally {
      await closeServer(server)
    }
  })
})
