import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { clientAddress, RateLimiter, rateLimitsFromEnv } from '../../server/http/rateLimit.ts'
import { accountApp, api, browserKey, firebaseSignUp, uniqueEmail, verifyBody } from './support/accounts.ts'
import { useApiServer } from './support/apiServer.ts'
import { describeOnEachBackend } from './support/testDatabase.ts'

describeOnEachBackend('sliding-window limiter in the database', (backend) => {
  const server = useApiServer(backend)

  it('lets `limit` hits through per window and tells how long to wait', async () => {
    let now = Date.parse('2026-11-24T00:00:00Z')
    const start = now
    const limiter = new RateLimiter(server.db, 60_000, () => now)
    expect([await limiter.hit('k', 2), await limiter.hit('k', 2), await limiter.hit('other', 2)]).toEqual([0, 0, 0])
    expect(await limiter.hit('k', 2)).toBe(60)
    now = start + 30_000
    expect(await limiter.hit('k', 2)).toBe(30)
    expect(await limiter.wait('k', 2)).toBe(30)
    expect(await limiter.wait('k', 3)).toBe(0)
    now = start + 60_001
    expect(await limiter.hit('k', 2)).toBe(0)
    const [row] = await server.db.query<{ hits: unknown[] }>('select hits from rate_limit where key = $1', ['k'])
    expect(row?.hits).toHaveLength(1)
  })

  it('never lets parallel hits past the limit', async () => {
    const limiter = new RateLimiter(server.db)
    const waits = await Promise.all(Array.from({ length: 30 }, () => limiter.hit('parallel', 7)))
    expect(waits.filter((wait) => wait === 0)).toHaveLength(7)
  })

  it('gives a reserved hit back: a budget spent only by what failed', async () => {
    const limiter = new RateLimiter(server.db)
    for (let i = 0; i < 5; i += 1) {
      expect(await limiter.hit('failures', 3)).toBe(0)
      await limiter.release('failures')
    }
    for (let i = 0; i < 3; i += 1) expect(await limiter.hit('failures', 3)).toBe(0)
    expect(await limiter.hit('failures', 3)).toBeGreaterThan(3500)
    await limiter.release('absent')
  })
})

describeOnEachBackend('failures with escalating delays', (backend) => {
  const server = useApiServer(backend)

  it('lets the free failures through, then waits 1, 2, 4… seconds after the latest, up to the cap', async () => {
    let now = Date.parse('2026-11-24T00:00:00Z')
    const limiter = new RateLimiter(server.db, 3_600_000, () => now)
    for (let i = 0; i < 3; i += 1) expect(await limiter.reserveFailure('guess', 3, 8)).toBe(0)
    expect(await limiter.reserveFailure('guess', 3, 8)).toBe(1)
    const waits: number[] = []
    for (const expected of [1, 2, 4, 8, 8]) {
      now += expected * 1000 - 1
      expect(await limiter.reserveFailure('guess', 3, 8)).toBeGreaterThan(0)
      now += 1
      expect(await limiter.reserveFailure('guess', 3, 8)).toBe(0)
      waits.push(expected)
    }
    expect(waits).toEqual([1, 2, 4, 8, 8])
    // Another key is not held up, and failures older than the window no longer count.
    expect(await limiter.reserveFailure('other', 3, 8)).toBe(0)
    now += 3_600_001
    expect(await limiter.reserveFailure('guess', 3, 8)).toBe(0)
  })

  it('gives back a look-up that did not fail, and never lets a burst past the free failures', async () => {
    const limiter = new RateLimiter(server.db)
    for (let i = 0; i < 10; i += 1) {
      expect(await limiter.reserveFailure('honest', 2, 900)).toBe(0)
      await limiter.release('honest')
    }
    const waits = await Promise.all(Array.from({ length: 20 }, () => limiter.reserveFailure('burst', 4, 900)))
    expect(waits.filter((wait) => wait === 0)).toHaveLength(4)
    expect(Math.min(...waits.filter((wait) => wait > 0))).toBeGreaterThanOrEqual(1)
  })
})

describe('client address and limits', () => {
  it('takes the last X-Forwarded-For entry (our proxy’s) only with TRUST_PROXY', async () => {
    const app = new Hono().get('/', (c) => c.text(`${clientAddress(c, true)}|${clientAddress(c, false)}`))
    const reply = await app.request('/', { headers: { 'x-forwarded-for': '1.2.3.4, 5.6.7.8' } })
    expect(await reply.text()).toBe('5.6.7.8|unknown')
  })

  it('reads the limits from the environment, ignoring nonsense', () => {
    expect(rateLimitsFromEnv({})).toEqual({
      perAddress: 30,
      mailPerEmail: 5,
      registerPerUid: 10,
      loginPerUid: 60,
      couponPerUid: 30,
      reservationCodePerUid: 60,
      joinCodePerUid: 60,
      codeFailuresFreePerUid: 5,
      codeFailuresFreePerAddress: 30,
      cardPerUid: 30,
    })
    expect(rateLimitsFromEnv({ RATE_LIMIT_CARD_PER_UID_HOUR: '3' })).toMatchObject({ cardPerUid: 3 })
    expect(rateLimitsFromEnv({ RATE_LIMIT_COUPON_PER_UID_HOUR: '5', RATE_LIMIT_CODE_FAILURES_FREE_PER_UID: 'x' })).toMatchObject({ couponPerUid: 5, codeFailuresFreePerUid: 5 })
    expect(rateLimitsFromEnv({ RATE_LIMIT_CODE_FAILURES_FREE_PER_ADDRESS: '100' })).toMatchObject({ codeFailuresFreePerAddress: 100 })
    expect(rateLimitsFromEnv({ RATE_LIMIT_PER_ADDRESS_HOUR: '1000', RATE_LIMIT_MAIL_PER_EMAIL_HOUR: '-1' })).toMatchObject({ perAddress: 1000, mailPerEmail: 5 })
  })
})

describeOnEachBackend('account rate limits', (backend) => {
  const server = useApiServer(backend, { app: accountApp({ rateLimits: { perAddress: 8, mailPerEmail: 3, loginPerUid: 2 } }) })

  const verify = (email: string, headers?: Record<string, string>) => api(server.url, 'POST', '/account/verify', { body: verifyBody(server.url, email, browserKey()), headers })

  it('limits mail per e-mail address (429, code 1429, Retry-After), whatever the letter case', async () => {
    const email = uniqueEmail('limited')
    for (let i = 0; i < 3; i += 1) expect((await verify(i === 1 ? email.toUpperCase() : email)).status).toBe(200)
    const refused = await verify(email)
    expect(refused.status).toBe(429)
    expect(refused.body.result.status).toBe(ResultCode.tooManyRequests)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000)
    const mails = await server.db.query('select 1 from mailbox where lower(to_address) = $1', [email])
    expect(mails).toHaveLength(3)
  })

  it('limits calls per client address, ignoring X-Forwarded-For unless TRUST_PROXY', async () => {
    // 4 calls so far from 127.0.0.1 in this suite (the refused one counts too); 4 more reach the limit of 8.
    for (let i = 0; i < 4; i += 1) expect((await verify(uniqueEmail(), { 'x-forwarded-for': `10.0.0.${i}` })).status).toBe(200)
    const refused = await verify(uniqueEmail(), { 'x-forwarded-for': '10.9.9.9' })
    expect(refused.status).toBe(429)
    const reset = await api(server.url, 'POST', '/account/reset', { body: { type: 'account:reset', email: uniqueEmail(), url: `${server.url}/resetpassword/newpassword`, language: 0 } })
    expect(reset.status).toBe(200)
  })

  it('limits logins per account', async () => {
    const user = await firebaseSignUp(uniqueEmail('login'))
    const login = () => api(server.url, 'POST', '/account/login', { token: user.idToken, body: { type: 'account:login' } })
    // Malformed bodies are refused without counting as attempts.
    for (const body of [{ type: 'account:nope' }, { type: 'account:login', extra: 1 }, 'x']) {
      expect((await api(server.url, 'POST', '/account/login', { token: user.idToken, body })).status).toBe(400)
    }
    expect((await login()).body.result.status).toBe(ResultCode.accountNotRegistered)
    expect((await login()).body.result.status).toBe(ResultCode.accountNotRegistered)
    const refused = await login()
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
  })
})
