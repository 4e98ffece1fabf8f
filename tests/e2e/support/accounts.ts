import { randomBytes } from 'node:crypto'
import { inject } from 'vitest'

/** The Auth emulator the stack runs against (scripts/test.ts or the e2e global setup sets it). */
export function emulatorHost(): string {
  const host = inject('authEmulatorHost') || process.env.FIREBASE_AUTH_EMULATOR_HOST
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: the e2e stack starts the Auth emulator')
  return host
}

/** A fresh address per test, so tests never share an account. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${randomBytes(5).toString('hex')}@example.com`
}

/** A valid password (12+ letters and digits), different on every call. */
export function newPassword(): string {
  return `Pw${randomBytes(6).toString('hex')}`
}

type Mail = { id: number; to: string; subject: string; text: string; links: string[]; created_at: string }

/** The mails sent to `to`, newest first, as the local mailbox lists them. */
export async function mailsTo(base: string, to: string): Promise<Mail[]> {
  const response = await fetch(`${base}/dev/mailbox.json?to=${encodeURIComponent(to)}`)
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`)
  const body = (await response.json()) as { mails: Mail[] }
  return body.mails.filter((mail) => mail.to.toLowerCase().includes(to.toLowerCase()))
}

/** Waits for the `count`-th mail to `to` and answers its link of the given action mode. */
export async function waitForMailLink(base: string, to: string, mode: 'signIn' | 'resetPassword', count = 1): Promise<string> {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    const mails = await mailsTo(base, to)
    if (mails.length >= count) {
      const link = mails[0]?.links.find((candidate) => candidate.includes(`mode=${mode}`))
      if (link) return link
    }
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
  throw new Error(`no ${mode} mail number ${count} reached ${to}`)
}

export async function api(base: string, path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  if (init.token) headers.authorization = `Bearer ${init.token}`
  const response = await fetch(`${base}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  return { status: response.status, body: (await response.json()) as { result: { status: number }; data?: unknown } }
}

/** Signs in through the emulator's REST API and answers a fresh ID token (undefined when refused). */
export async function emulatorSignIn(email: string, password: string): Promise<string | undefined> {
  const response = await fetch(`http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  })
  if (!response.ok) return undefined
  return ((await response.json()) as { idToken: string }).idToken
}

export type TestAccount = { email: string; password: string; name: string; token: string }

/**
 * Registers an account the way the app does (verify mail, verified, Firebase user, register,
 * profile), without the screens, for tests whose subject comes after sign-up.
 */
export async function createAccount(base: string, name = 'テスト勇者'): Promise<TestAccount> {
  const email = uniqueEmail('e2e')
  const password = newPassword()
  const browserKey = randomBytes(32).toString('base64url')
  const verify = await api(base, '/account/verify', {
    method: 'POST',
    body: { type: 'account:verify', email, url: `${base}/signup`, language: 0, browser_key: browserKey },
  })
  if (verify.body.result.status !== 0) throw new Error(`verify failed: ${JSON.stringify(verify.body)}`)
  const link = new URL(await waitForMailLink(base, email, 'signIn'))
  const oobCode = link.searchParams.get('oobCode') ?? ''
  const verified = await api(base, '/account/verified', {
    method: 'POST',
    body: { type: 'account:verified', verified: true, oob_code: oobCode, browser_key: browserKey },
  })
  if (verified.body.result.status !== 0) throw new Error(`verified failed: ${JSON.stringify(verified.body)}`)
  const signUp = await fetch(`http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  })
  const { idToken } = (await signUp.json()) as { idToken: string }
  const register = await api(base, '/account/register', {
    method: 'POST',
    token: idToken,
    body: { type: 'account:register', oob_code: oobCode },
  })
  if (register.body.result.status !== 0) throw new Error(`register failed: ${JSON.stringify(register.body)}`)
  const profile = await api(base, '/user/self/profile', {
    method: 'POST',
    token: idToken,
    body: { type: 'user:profile', name, tts_name: '', language: 0, mail_magazine: false },
  })
  if (profile.body.result.status !== 0) throw new Error(`profile failed: ${JSON.stringify(profile.body)}`)
  return { email, password, name, token: idToken }
}

/** The caller's profile through the API (the status code tells a refused token apart). */
export function readProfile(base: string, token: string) {
  return api(base, '/user/self/profile', { token })
}
