import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../server/app.ts'
import { createFakeDist, type FakeDist } from './support/fakeDist.ts'
import { startTestServer, type TestServer } from './support/http.ts'
import { failingDatabase } from './support/stubDatabase.ts'

describe('security headers', () => {
  let dist: FakeDist
  let server: TestServer
  beforeAll(async () => {
    dist = await createFakeDist()
    server = await startTestServer(createApp({ db: failingDatabase(), distDir: dist.distDir, runtimeConfig: {}, log: null }))
  })
  afterAll(async () => {
    await server?.close()
    await dist?.dispose()
  })

  it.each(['/', '/mypage', '/assets/app-abc123.js', '/assets/missing-000.js', '/sw.js', '/api/v1/nowhere', '/api/v1/info/maintenance'])(
    'are on every reply: %s',
    async (path) => {
      const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
      const response = await fetch(`${server.url}${path}`)
      quiet.mockRestore()
      const csp = response.headers.get('content-security-policy') ?? ''
      expect(csp).toContain("script-src 'self'")
      expect(csp).toContain("object-src 'none'")
      expect(csp).toContain("base-uri 'none'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).not.toContain('unsafe-inline')
      expect(csp).not.toContain('unsafe-eval')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
    },
  )
})

describe('artwork', () => {
  it('is served under a policy that allows nothing but itself', async () => {
    const app = createApp({ db: failingDatabase(), distDir: '/nonexistent', runtimeConfig: {}, log: null })
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await app.request('/images/avatar/1')
    quiet.mockRestore()
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
  })
})
