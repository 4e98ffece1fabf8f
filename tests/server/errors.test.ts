import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { createApp } from '../../server/app.ts'
import { listen, PortInUseError } from '../../server/runtime/listen.ts'
import { startTestServer, type TestServer } from './support/http.ts'
import { failingDatabase } from './support/stubDatabase.ts'

const brokenDb = failingDatabase('connection lost at /secret/internal/path')

describe('unexpected errors', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(createApp({ db: brokenDb, distDir: '/nonexistent', runtimeConfig: {}, log: null }))
  })
  afterAll(() => server?.close())

  it('answer a 500 envelope without details and log them instead', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await fetch(`${server.url}/api/v1/info/maintenance`)
    expect(response.status).toBe(500)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = await response.text()
    expect(JSON.parse(body)).toEqual({ result: { status: ResultCode.internal, message: 'Internal server error' } })
    expect(body).not.toContain('secret')
    expect(logged).toHaveBeenCalledOnce()
    logged.mockRestore()
  })

  it('say the app is not built when dist has no index.html', async () => {
    const response = await fetch(`${server.url}/mypage`)
    expect(response.status).toBe(503)
    expect(await response.text()).toContain('npm run build')
  })

  it('name a taken port clearly', async () => {
    const taken = listen(() => new Response(), server.port, '127.0.0.1')
    await expect(taken).rejects.toThrow(PortInUseError)
    await expect(taken).rejects.toThrow(`Port ${server.port} on 127.0.0.1 is already in use`)
  })
})
