import { type IncomingHttpHeaders, request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../server/app.ts'
import { identityFromEnv, type IdentityService } from '../../server/auth/identityService.ts'
import { ReplyCache } from '../../server/cache/replyCache.ts'
import type { Database } from '../../server/db/database.ts'
import { seedFacility } from '../../server/facility/seedFacility.ts'
import { seedMasterData } from '../../server/master/seedMaster.ts'
import { stripeProvider } from '../../server/payments/stripeProvider.ts'
import { emulatorHost } from './support/accounts.ts'
import { createFakeDist, type FakeDist } from './support/fakeDist.ts'
import { startTestServer, type TestServer } from './support/http.ts'
import { type QuickPlayer, quickPlayers } from './support/players.ts'
import { failingDatabase } from './support/stubDatabase.ts'
import { createTestStore, type TestStore } from './support/testDatabase.ts'

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

  it.each(['/', '/mypage', '/assets/app-abc123.js', '/assets/missing-000.js', '/sw.js', '/api/v1/nowhere', '/api/v1/info/maintenance'])('are on every reply: %s', async (path) => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await fetch(`${server.url}${path}`)
    quiet.mockRestore()
    expectSecurityHeaders((name) => response.headers.get(name), path)
  })
})

/** The headers of every reply but artwork's (server/http/securityHeaders.ts). */
function expectSecurityHeaders(header: (name: string) => string | null | undefined, what: string): void {
  const csp = header('content-security-policy') ?? ''
  expect(csp, what).toContain("default-src 'self'")
  expect(csp, what).toContain("script-src 'self'")
  expect(csp, what).toContain("object-src 'none'")
  expect(csp, what).toContain("base-uri 'none'")
  expect(csp, what).toContain("frame-ancestors 'none'")
  expect(csp, what).not.toContain('unsafe-inline')
  expect(csp, what).not.toContain('unsafe-eval')
  expect(header('x-content-type-options'), what).toBe('nosniff')
  expect(header('referrer-policy'), what).toBe('strict-origin-when-cross-origin')
  expect(header('cross-origin-opener-policy'), what).toBe('same-origin')
  expect(header('permissions-policy'), what).toBe('camera=(self), microphone=(), geolocation=()')
}

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

describe('Strict-Transport-Security', () => {
  it.each([
    ['an https public origin', 'https://dungeon.example.jp', 'max-age=63072000; includeSubDomains'],
    ['an http one (local)', 'http://localhost:4173', null],
    ['none', undefined, null],
  ])('with %s: %s', async (_, publicOrigin, expected) => {
    const app = createApp({ db: failingDatabase(), distDir: '/nonexistent', runtimeConfig: {}, log: null, ...(publicOrigin ? { publicOrigin } : {}) })
    for (const path of ['/healthz', '/images/none.png']) expect((await app.request(path)).headers.get('strict-transport-security'), path).toBe(expected)
  })
})

/** A request with exactly these headers over HTTP (fetch would add its own); the status and headers. */
function rawRequest(port: number, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

describe('security headers on every kind of reply, also those answered before the app', () => {
  let dist: FakeDist
  let store: TestStore
  let db: Database
  let identity: IdentityService | null
  let replies: ReplyCache
  let app: ReturnType<typeof createApp>
  let server: TestServer
  let player: QuickPlayer

  beforeAll(async () => {
    dist = await createFakeDist()
    store = await createTestStore('pglite')
    db = await store.open()
    await seedMasterData(db)
    await seedFacility(db)
    identity = identityFromEnv({ FIREBASE_AUTH_EMULATOR_HOST: emulatorHost() })
    replies = new ReplyCache(db)
    app = createApp({ db, distDir: dist.distDir, runtimeConfig: {}, log: null, identity, replies, rateLimits: { couponPerUid: 1 } })
    server = await startTestServer(app, (req, res) => replies.front(req, res))
    ;[player] = (await quickPlayers(db, 1)) as [QuickPlayer]
  })
  afterAll(async () => {
    await server?.close()
    await identity?.close()
    await db?.close()
    await store?.dispose()
    await dist?.dispose()
  })

  const signedIn = () => ({ authorization: `Bearer ${player.token}` })

  it.each<[string, number, string, string, () => Record<string, string>, string?]>([
    ['an API success', 200, 'GET', '/api/v1/master/data/avatars?x=1', () => ({})],
    ['a signed-in success', 200, 'GET', '/api/v1/user/self/profile', signedIn],
    ['a malformed query (400)', 400, 'GET', '/api/v1/facility/news?limit=x', () => ({})],
    ['no token (401)', 401, 'GET', '/api/v1/user/self/profile', () => ({})],
    ['a bad token (401)', 401, 'GET', '/api/v1/user/self/profile', () => ({ authorization: 'Bearer not.a.token' })],
    ['a player at the staff kiosk (403)', 403, 'GET', '/api/v1/staff/queue', signedIn],
    ['the admin API without its secret (403)', 403, 'POST', '/api/v1/admin/maintenance', () => ({})],
    ['an unknown endpoint (404)', 404, 'GET', '/api/v1/nowhere', () => ({})],
    ['an id of nothing (404)', 404, 'GET', '/api/v1/party/00000000-0000-4000-8000-000000000000', signedIn],
    ['a body too large (413)', 413, 'POST', '/api/v1/user/self/slot', () => ({ ...signedIn(), 'content-type': 'application/json' }), JSON.stringify({ pad: 'x'.repeat(20_000) })],
    ['an HTML page', 200, 'GET', '/mypage', () => ({})],
    ['an HTML page to HEAD', 200, 'HEAD', '/', () => ({})],
    ['a missing file (404)', 404, 'GET', '/assets/missing-000.js', () => ({})],
  ])('%s', async (what, status, method, path, headers, body) => {
    const reply = await rawRequest(server.port, method, path, headers(), body)
    expect(reply.status, what).toBe(status)
    expectSecurityHeaders((name) => reply.headers[name] as string | undefined, what)
  })

  it('a rate-limited call (429)', async () => {
    const lookUp = () => rawRequest(server.port, 'GET', '/api/v1/info/coupon?code=AAAA-BBBB-CCCC', signedIn())
    await lookUp()
    const limited = await lookUp()
    expect(limited.status).toBe(429)
    expectSecurityHeaders((name) => limited.headers[name] as string | undefined, '429')
  })

  it('an HTML page not modified (304)', async () => {
    const etag = (await rawRequest(server.port, 'GET', '/mypage')).headers.etag ?? ''
    const again = await rawRequest(server.port, 'GET', '/mypage', { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expectSecurityHeaders((name) => again.headers[name] as string | undefined, 'HTML 304')
  })

  it('a kept reply, 200 and 304, from the app and from the front path before it', async () => {
    const path = '/api/v1/facility/news?offset=0&limit=2'
    const first = await rawRequest(server.port, 'GET', path)
    expect(first.status).toBe(200)
    const etag = first.headers.etag ?? ''
    // The app's own 304 (in-process, no front path).
    const fromApp = await app.request(path, { headers: { 'if-none-match': etag } })
    expect(fromApp.status).toBe(304)
    expectSecurityHeaders((name) => fromApp.headers.get(name), 'the app’s 304')
    const hits = replies.frontHits
    const fromFront = await rawRequest(server.port, 'GET', path)
    const notModified = await rawRequest(server.port, 'GET', path, { 'if-none-match': etag })
    expect(replies.frontHits).toBe(hits + 2)
    expect([fromFront.status, notModified.status]).toEqual([200, 304])
    expectSecurityHeaders((name) => fromFront.headers[name] as string | undefined, 'the front path’s 200')
    expectSecurityHeaders((name) => notModified.headers[name] as string | undefined, 'the front path’s 304')
  })

  it('maintenance (503)', async () => {
    await db.query('update maintenance set enabled = true where id = 1')
    try {
      const closed = await rawRequest(server.port, 'GET', '/api/v1/facility/news')
      expect(closed.status).toBe(503)
      expectSecurityHeaders((name) => closed.headers[name] as string | undefined, '503')
    } finally {
      await db.query('update maintenance set enabled = false where id = 1')
    }
  })
})
