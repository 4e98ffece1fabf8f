import { expect, it } from 'vitest'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { accountApp, api, browserKey, firebaseSignIn, firebaseSignUp, latestCode, mailsTo, signUp, uniqueEmail, verifyBody } from './support/accounts.ts'
import { useApiServer } from './support/apiServer.ts'
import { describeOnEachBackend } from './support/testDatabase.ts'

describeOnEachBackend('sign-up by e-mail verification', (backend) => {
  const server = useApiServer(backend, { app: accountApp() })

  it('sends the mail in the requested language with a link to this site only', async () => {
    const email = uniqueEmail()
    const reply = await api(server.url, 'POST', '/account/verify', { body: verifyBody(server.url, email, browserKey(), 0) })
    expect(reply.status).toBe(200)
    expect(reply.body.result.status).toBe(0)
    const [mail] = await mailsTo(server.url, email)
    expect(mail?.subject).toContain('トポロ・ダンジョン')
    const link = new URL(mail?.links[0] ?? '')
    expect(link.origin).toBe(server.url)
    expect(link.pathname).toBe('/action')
    expect(link.searchParams.get('mode')).toBe('signIn')
    expect(link.searchParams.get('continueUrl')).toBe(`${server.url}/signup`)
    expect(link.searchParams.get('lang')).toBe('ja')

    const korean = uniqueEmail()
    await api(server.url, 'POST', '/account/verify', { body: verifyBody(server.url, korean, browserKey(), 4) })
    expect((await mailsTo(server.url, korean))[0]?.subject).toMatch(/\p{Script=Hangul}/u)
  })

  it("takes the spec's body without a language: the mail in the Accept-Language's, else Japanese (verify and reset)", async () => {
    const specBody = (email: string) => ({ type: 'account:verify', email, url: `${server.url}/signup` })
    const cases = [
      [undefined, /トポロ・ダンジョン/],
      ['en-US,en;q=0.9', /^Topolo Dungeon: confirm/],
      ['fr-FR, zh-Hant;q=0.8', /請確認/],
      ['de', /トポロ・ダンジョン/],
    ] as const
    for (const [header, subject] of cases) {
      const email = uniqueEmail()
      const reply = await api(server.url, 'POST', '/account/verify', { body: specBody(email), headers: header ? { 'accept-language': header } : {} })
      expect(reply.body.result.status, String(header)).toBe(0)
      expect((await mailsTo(server.url, email))[0]?.subject, String(header)).toMatch(subject)
    }
    // A language in the body still wins over the header.
    const email = uniqueEmail()
    await api(server.url, 'POST', '/account/verify', { body: { ...specBody(email), language: 4 }, headers: { 'accept-language': 'en' } })
    expect((await mailsTo(server.url, email))[0]?.subject).toMatch(/\p{Script=Hangul}/u)

    const account = await signUp(server.url)
    const reset = await api(server.url, 'POST', '/account/reset', {
      body: { type: 'account:reset', email: account.email, url: `${server.url}/resetpassword/newpassword` },
      headers: { 'accept-language': 'en' },
    })
    expect(reset.body.result.status).toBe(0)
    expect((await mailsTo(server.url, account.email)).map((mail) => mail.subject)).toContain('Topolo Dungeon: reset your password')
  })

  it('refuses a continue address on another origin or page, and malformed bodies, sending nothing', async () => {
    const email = uniqueEmail()
    const base = verifyBody(server.url, email, browserKey())
    for (const url of ['https://evil.example/signup', `${server.url}/mypage`, `${server.url}/signup#x`, 'javascript:alert(1)']) {
      const reply = await api(server.url, 'POST', '/account/verify', { body: { ...base, url } })
      expect(reply.status, url).toBe(400)
      expect(reply.body.result.status).toBe(ResultCode.badRequest)
    }
    for (const body of [
      { ...base, extra: 1 },
      { ...base, email: 'not-an-address' },
      { ...base, language: 9 },
      { ...base, browser_key: 'short' },
    ]) {
      expect((await api(server.url, 'POST', '/account/verify', { body })).body.result.status).toBe(ResultCode.badRequest)
    }
    expect(await mailsTo(server.url, email)).toEqual([])
  })

  it('signs up: verify, verified (same browser), register, login, profile', async () => {
    const email = uniqueEmail()
    const key = browserKey()
    await api(server.url, 'POST', '/account/verify', { body: verifyBody(server.url, email, key) })
    const code = await latestCode(server.url, email)
    const verified = await api(server.url, 'POST', '/account/verified', { body: { type: 'account:verified', verified: true, oob_code: code, browser_key: key } })
    expect(verified.body).toEqual({ result: { status: 0 }, data: { email } })

    const user = await firebaseSignUp(email)
    const login = await api(server.url, 'POST', '/account/login', { token: user.idToken, body: { type: 'account:login' } })
    expect(login.body.result.status).toBe(ResultCode.accountNotRegistered)

    const registered = await api(server.url, 'POST', '/account/register', { token: user.idToken, body: { type: 'account:register', oob_code: code } })
    expect(registered.body.result.status).toBe(0)
    const { user_id: userId, inherited } = registered.body.data as { user_id: string; inherited: boolean }
    expect(inherited).toBe(false)

    const again = await api(server.url, 'POST', '/account/register', { token: user.idToken, body: { type: 'account:register', oob_code: code } })
    expect(again.body.result.status).toBe(ResultCode.alreadyRegistered)

    const loggedIn = await api(server.url, 'POST', '/account/login', { token: user.idToken, body: { type: 'account:login' } })
    expect(loggedIn.body).toEqual({ result: { status: 0 }, data: { uid: user.localId, user_id: userId, staff: false } })

    const created = await api(server.url, 'POST', '/user/self/profile', {
      token: user.idToken,
      body: { type: 'user:profile', name: 'たろう', tts_name: 'タロウ', language: 1, mail_magazine: true },
    })
    expect(created.body.result.status).toBe(0)
    const profile = await api(server.url, 'GET', '/user/self/profile', { token: user.idToken })
    expect(profile.body.data).toMatchObject({ user_id: userId, email, name: 'たろう', tts_name: 'タロウ', language: 1, mail_magazine: true, is_child: false })
    expect((profile.body.data as { follow_code: string }).follow_code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/)
    const [row] = await server.db.query<{ last_login_at: Date | null }>('select last_login_at from player where user_id = $1', [userId])
    expect(row?.last_login_at).not.toBeNull()
  })

  it('marks the address verified at Firebase', async () => {
    const account = await signUp(server.url)
    const { idToken } = await firebaseSignIn(account.email)
    const payload = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()) as { email_verified: boolean }
    expect(payload.email_verified).toBe(true)
  })

  it('refuses the link in another browser (2015) and unknown or used codes (2013)', async () => {
    const email = uniqueEmail()
    const key = browserKey()
    await api(server.url, 'POST', '/account/verify', { body: verifyBody(server.url, email, key) })
    const code = await latestCode(server.url, email)
    const other = await api(server.url, 'POST', '/account/verified', { body: { type: 'account:verified', verified: true, oob_code: code, browser_key: browserKey() } })
    expect(other.status).toBe(400)
    expect(other.body.result.status).toBe(ResultCode.otherBrowser)
    const unknown = await api(server.url, 'POST', '/account/verified', { body: { type: 'account:verified', verified: true, oob_code: 'x'.repeat(43), browser_key: key } })
    expect(unknown.body.result.status).toBe(ResultCode.verificationFailed)

    // Registering without /verified, with another address's code, or with a used code: 2013.
    const user = await firebaseSignUp(email)
    const unverified = await api(server.url, 'POST', '/account/register', { token: user.idToken, body: { type: 'account:register', oob_code: code } })
    expect(unverified.body.result.status).toBe(ResultCode.verificationFailed)
    const first = await signUp(server.url)
    const stranger = await firebaseSignUp(uniqueEmail())
    const foreign = await api(server.url, 'POST', '/account/register', { token: stranger.idToken, body: { type: 'account:register', oob_code: first.code } })
    expect(foreign.body.result.status).toBe(ResultCode.verificationFailed)
    const used = await api(server.url, 'POST', '/account/verified', { body: { type: 'account:verified', verified: true, oob_code: first.code, browser_key: key } })
    expect(used.body.result.status).toBe(ResultCode.verificationFailed)
  })

  it("keeps the same-browser rule for the spec's bodies (no browser_key, no oob_code) with an HttpOnly cookie", async () => {
    const email = uniqueEmail()
    const spec = { type: 'account:verify', email, url: `${server.url}/signup` }
    const sent = await api(server.url, 'POST', '/account/verify', { body: spec })
    expect(sent.body.result.status).toBe(0)
    const [setCookie = ''] = sent.headers.getSetCookie()
    expect(setCookie).toMatch(/^signup_browser=[A-Za-z0-9_-]{43}; Max-Age=3600; Path=\/api\/v1\/account; HttpOnly; SameSite=Strict$/)
    const cookie = setCookie.split(';')[0] ?? ''
    // A second mail from the same browser keeps its key, so the first mail's link still works there.
    const again = await api(server.url, 'POST', '/account/verify', { body: spec, headers: { cookie } })
    expect(again.headers.getSetCookie()[0]?.split(';')[0]).toBe(cookie)
    const [newer, older] = await mailsTo(server.url, email)
    const codeOf = (link: string | undefined) => new URL(link ?? '').searchParams.get('oobCode') ?? ''
    const verified = (code: string, headers: Record<string, string>) => api(server.url, 'POST', '/account/verified', { body: { type: 'account:verified', verified: true, oob_code: code }, headers })

    // Another browser: no cookie, or another one.
    expect((await verified(codeOf(older?.links[0]), {})).body.result.status).toBe(ResultCode.otherBrowser)
    expect((await verified(codeOf(older?.links[0]), { cookie: `signup_browser=${browserKey()}` })).body.result.status).toBe(ResultCode.otherBrowser)
    expect((await verified(codeOf(older?.links[0]), { cookie })).body.data).toEqual({ email })
    expect((await verified(codeOf(newer?.links[0]), { cookie })).body.data).toEqual({ email })

    // Registering without the code takes the code this browser verified for the token's address.
    const user = await firebaseSignUp(email)
    const register = (headers: Record<string, string>) => api(server.url, 'POST', '/account/register', { token: user.idToken, body: { type: 'account:register' }, headers })
    expect((await register({})).body.result.status).toBe(ResultCode.verificationFailed)
    expect((await register({ cookie: `signup_browser=${browserKey()}` })).body.result.status).toBe(ResultCode.verificationFailed)
    const stranger = await firebaseSignUp(uniqueEmail())
    const foreign = await api(server.url, 'POST', '/account/register', { token: stranger.idToken, body: { type: 'account:register' }, headers: { cookie } })
    expect(foreign.body.result.status).toBe(ResultCode.verificationFailed)
    const registered = await register({ cookie })
    expect(registered.body.data).toMatchObject({ inherited: false })
    expect(registered.headers.getSetCookie()[0]).toMatch(/^signup_browser=; Max-Age=0; Path=\/api\/v1\/account/)
    // Both codes are used up with it.
    const rows = await server.db.query<{ used: boolean }>('select used_at is not null as used from signup_verification where email = $1', [email])
    expect(rows).toEqual([{ used: true }, { used: true }])
  })

  it('expires codes after an hour', async () => {
    const email = uniqueEmail()
    const key = browserKey()
    await api(server.url, 'POST', '/account/verify', { body: verifyBody(server.url, email, key) })
    const code = await latestCode(server.url, email)
    await server.db.query("update signup_verification set expires_at = now() - interval '1 second' where email = $1", [email])
    const reply = await api(server.url, 'POST', '/account/verified', { body: { type: 'account:verified', verified: true, oob_code: code, browser_key: key } })
    expect(reply.body.result.status).toBe(ResultCode.verificationFailed)
  })
})
