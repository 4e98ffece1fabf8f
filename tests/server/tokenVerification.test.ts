import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { identityFromEnv, type IdentityService, type TokenUser } from '../../server/auth/identityService.ts'
import { requireStaff, requireUser, type UserEnv } from '../../server/auth/requireUser.ts'
import { contentSecurityPolicy, FIREBASE_AUTH_ORIGINS } from '../../server/http/securityHeaders.ts'
import { emulatorHost, firebaseSignIn, firebaseSignUp, uniqueEmail } from './support/accounts.ts'
import { altered } from './support/badTokens.ts'

describe('ID token verification (Auth emulator)', () => {
  let identity: IdentityService
  let app: Hono<UserEnv>
  let user: { idToken: string; localId: string }

  beforeAll(async () => {
    identity = identityFromEnv({ FIREBASE_AUTH_EMULATOR_HOST: emulatorHost() }) as IdentityService
    app = new Hono<UserEnv>()
      .get('/me', requireUser(identity), (c) => c.json(c.get('user')))
      .get('/fresh', requireUser(identity, { checkRevoked: true }), (c) => c.json(c.get('user')))
      .get('/staff', requireUser(identity), requireStaff(), (c) => c.json({ ok: true }))
    user = await firebaseSignUp(uniqueEmail('token'))
  })
  afterAll(() => identity.close())

  const call = (path: string, authorization?: string) => app.request(path, { headers: authorization ? { authorization } : {} })

  async function expectUnauthorized(path: string, authorization?: string) {
    const response = await call(path, authorization)
    expect(response.status, authorization).toBe(401)
    expect(((await response.json()) as { result: { status: number } }).result.status).toBe(ResultCode.unauthorized)
  }

  it('accepts a valid token and puts the caller on the context', async () => {
    const response = await call('/me', `Bearer ${user.idToken}`)
    expect(response.status).toBe(200)
    const me = (await response.json()) as TokenUser
    expect(me).toMatchObject({ uid: user.localId, emailVerified: false, staff: false })
  })

  it('takes the scheme in any case (RFC 9110), as every client may send it', async () => {
    for (const scheme of ['bearer', 'BEARER', 'BeArEr']) expect((await call('/me', `${scheme} ${user.idToken}`)).status, scheme).toBe(200)
  })

  it('refuses a missing header, another scheme, garbage and an empty bearer', async () => {
    await expectUnauthorized('/me')
    await expectUnauthorized('/me', `Basic ${Buffer.from('a:b').toString('base64')}`)
    await expectUnauthorized('/me', user.idToken)
    await expectUnauthorized('/me', 'Bearer ')
    await expectUnauthorized('/me', 'Bearer not.a.token')
    await expectUnauthorized('/me', `Bearer ${'x'.repeat(5000)}`)
  })

  it('refuses a token for another project, from another issuer, expired, or with a signature it cannot check', async () => {
    await expectUnauthorized('/me', `Bearer ${altered(user.idToken, { aud: 'other-project', iss: 'https://securetoken.google.com/other-project' })}`)
    await expectUnauthorized('/me', `Bearer ${altered(user.idToken, { iss: 'https://evil.example/demo-dungeon' })}`)
    const past = Math.floor(Date.now() / 1000) - 7200
    await expectUnauthorized('/me', `Bearer ${altered(user.idToken, { iat: past, exp: past + 3600 })}`)
    await expectUnauthorized('/me', `Bearer ${altered(user.idToken, { sub: '' })}`)
    // An RS256 header with a made-up signature: there is no key to check it with.
    const [, payload] = user.idToken.split('.')
    const header = Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'made-up', typ: 'JWT' })).toString('base64url')
    await expectUnauthorized('/me', `Bearer ${header}.${payload}.c2lnbmF0dXJl`)
  })

  it('refuses revoked tokens where freshness matters, and tokens of a deleted user', async () => {
    const other = await firebaseSignUp(uniqueEmail('revoked'))
    // Revocation counts whole seconds: a token issued in the same second would still pass.
    await new Promise((resolve) => setTimeout(resolve, 1100))
    await fetch(`http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: other.localId, validSince: String(Math.floor(Date.now() / 1000)) }),
    })
    await expectUnauthorized('/fresh', `Bearer ${other.idToken}`)
    const renewed = await firebaseSignIn(JSON.parse(Buffer.from(other.idToken.split('.')[1] ?? '', 'base64url').toString()).email)
    expect((await call('/fresh', `Bearer ${renewed.idToken}`)).status).toBe(200)

    await identity.deleteUser(other.localId)
    await expectUnauthorized('/me', `Bearer ${renewed.idToken}`)
    await expectUnauthorized('/fresh', `Bearer ${renewed.idToken}`)
  })

  it('lets only staff (custom claim) through requireStaff', async () => {
    const forbidden = await call('/staff', `Bearer ${user.idToken}`)
    expect(forbidden.status).toBe(403)
    expect(((await forbidden.json()) as { result: { status: number } }).result.status).toBe(ResultCode.forbidden)
    const email = uniqueEmail('staff')
    const created = await firebaseSignUp(email)
    await identity.ensureDemoUser({ uid: created.localId, email, password: 'unused-password', staff: true })
    const staff = await firebaseSignIn(email)
    expect((await call('/staff', `Bearer ${staff.idToken}`)).status).toBe(200)
  })

  it('refuses every signed-in call when no identity service is configured', async () => {
    const closed = new Hono<UserEnv>().get('/me', requireUser(null), (c) => c.json({}))
    expect((await closed.request('/me', { headers: { authorization: `Bearer ${user.idToken}` } })).status).toBe(401)
  })

  it('lets the app reach the identity service under the CSP', () => {
    expect(contentSecurityPolicy([`http://${emulatorHost()}`])).toContain(`connect-src 'self' http://${emulatorHost()};`)
    expect(contentSecurityPolicy(FIREBASE_AUTH_ORIGINS)).toContain("connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com;")
  })
})
