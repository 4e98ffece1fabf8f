import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../server/app.ts'
import { stripeProvider } from '../../server/payments/stripeProvider.ts'
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

describe('the card screens’ policy', () => {
  const stripeSettings = { secretKey: 'sk_test_x', publishableKey: 'pk_test_abcdefghij12', webhookSecret: 'whsec_x' }
  const policyOf = async (app: ReturnType<typeof createApp>, path: string) => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await app.request(path)
    quiet.mockRestore()
    return response.headers.get('content-security-policy') ?? ''
  }

  it.each(['/purchase/confirm/1', '/purchase/cardregister', '/purchase/cardconfirm', '/purchase/cardconfirm/'])(
    'allows Stripe.js, its frames and its API on %s in Stripe mode, and nothing more',
    async (path) => {
      const db = failingDatabase()
      const app = createApp({ db, distDir: '/nonexistent', runtimeConfig: {}, log: null, payments: stripeProvider(db, stripeSettings) })
      const csp = await policyOf(app, path)
      expect(csp).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com;")
      expect(csp).toContain('frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com;')
      expect(csp).toMatch(/connect-src 'self'[^;]* https:\/\/api\.stripe\.com/)
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).not.toContain('unsafe-inline')
      expect(csp).not.toContain('unsafe-eval')
    },
  )

  it.each([
    ['a card screen in sandbox mode', false, '/purchase/cardregister'],
    ['another screen in Stripe mode', true, '/purchase/topolo'],
    ['the top page in Stripe mode', true, '/'],
    ['a look-alike path in Stripe mode', true, '/purchase/confirm/1/x'],
    ['the API in Stripe mode', true, '/api/v1/stripe/products'],
  ])('allows nothing of Stripe on %s', async (_case, stripe, path) => {
    const db = failingDatabase()
    const app = createApp({ db, distDir: '/nonexistent', runtimeConfig: {}, log: null, ...(stripe ? { payments: stripeProvider(db, stripeSettings) } : {}) })
    const csp = await policyOf(app, path)
    expect(csp).toContain("script-src 'self';")
    expect(csp).not.toContain('stripe')
  })
})
