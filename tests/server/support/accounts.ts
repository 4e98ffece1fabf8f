import { randomBytes } from 'node:crypto'
import { inject } from 'vitest'
import type { AppOptions } from '../../../server/app.ts'
import { identityFromEnv } from '../../../server/auth/identityService.ts'
import type { Envelope } from './http.ts'

/** FIREBASE_AUTH_EMULATOR_HOST of the emulator the global setup provides (or the environment's). */
export function emulatorHost(): string {
  const host = inject('authEmulatorHost') || process.env.FIREBASE_AUTH_EMULATOR_HOST
  if (!host) throw new Error('No Auth emulator: run through scripts/test.ts or the server project (its global setup starts one)')
  return host
}

/** createApp options for an account test server: the shared emulator, fast resets, given limits. */
export function accountApp(overrides: Partial<AppOptions> = {}): () => Partial<AppOptions> {
  return () => ({ identity: identityFromEnv({ FIREBASE_AUTH_EMULATOR_HOST: emulatorHost() }), resetReplyFloorMs: 0, ...overrides })
}

export const uniqueEmail = (label = 'user') => `${label}-${randomBytes(5).toString('hex')}@example.com`
export const browserKey = () => randomBytes(24).toString('base64url')
export const PASSWORD = 'abcdefghij12'

export type Reply = { status: number; body: Envelope; headers: Headers }

/** Calls the API (`path` under /api/v1) with an optional JSON body and bearer token. */
export async function api(base: string, method: string, path: string, options: { body?: unknown; token?: string; headers?: Record<string, string> } = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  if (options.token) headers.authorization = `Bearer ${options.token}`
  const response = await fetch(`${base}/api/v1${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) })
  return { status: response.status, body: (await response.json()) as Envelope, headers: response.headers }
}

type IdentityReply = { idToken: string; localId: string }

async function identityToolkit(method: string, body: unknown): Promise<IdentityReply> {
  const response = await fetch(`http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`accounts:${method} failed: ${response.status} ${await response.text()}`)
  return (await response.json()) as IdentityReply
}

/**
 * Creates a Firebase user through the emulator's REST API, as the app's SDK does. The emulator
 * stamps the new token's `auth_time` when the call starts and the user's `validSince` after hashing
 * the password, each in whole seconds: when a second turned in between, a check of revocation (card,
 * purchase and deletion calls) would call the token revoked. Then the user signs in again, which
 * stamps a later `auth_time`, as the app's next sign-in would.
 */
export async function firebaseSignUp(email: string, password = PASSWORD): Promise<IdentityReply> {
  const started = Math.floor(Date.now() / 1000)
  const created = await identityToolkit('signUp', { email, password, returnSecureToken: true })
  if (Math.floor(Date.now() / 1000) === started) return created
  return { ...created, ...(await firebaseSignIn(email, password)) }
}

export function firebaseSignIn(email: string, password = PASSWORD): Promise<IdentityReply> {
  return identityToolkit('signInWithPassword', { email, password, returnSecureToken: true })
}

export type StoredMail = { id: number; to: string; subject: string; text: string; html?: string; links: string[]; created_at: string }

export async function mailsTo(base: string, email: string): Promise<StoredMail[]> {
  const response = await fetch(`${base}/dev/mailbox.json?to=${encodeURIComponent(email)}`)
  return ((await response.json()) as { mails: StoredMail[] }).mails
}

/** The oobCode of the newest mail to `email`. */
export async function latestCode(base: string, email: string): Promise<string> {
  const [mail] = await mailsTo(base, email)
  const link = mail?.links[0]
  if (!link) throw new Error(`no mail to ${email}`)
  const code = new URL(link).searchParams.get('oobCode')
  if (!code) throw new Error(`no oobCode in ${link}`)
  return code
}

export const verifyBody = (base: string, email: string, key: string, language = 0) => ({
  type: 'account:verify',
  email,
  url: `${base}/signup`,
  language,
  browser_key: key,
})

export type SignedUp = { email: string; token: string; uid: string; userId: string; code: string }

/** The whole sign-up: verify, open the mail link, create the Firebase user, register. */
export async function signUp(base: string, options: { email?: string; guestId?: string } = {}): Promise<SignedUp> {
  const email = options.email ?? uniqueEmail()
  const key = browserKey()
  const sent = await api(base, 'POST', '/account/verify', { body: verifyBody(base, email, key) })
  if (sent.status !== 200) throw new Error(`verify: ${JSON.stringify(sent.body)}`)
  const code = await latestCode(base, email)
  const verified = await api(base, 'POST', '/account/verified', { body: { type: 'account:verified', verified: true, oob_code: code, browser_key: key } })
  if (verified.status !== 200) throw new Error(`verified: ${JSON.stringify(verified.body)}`)
  const user = await firebaseSignUp(email)
  const body = { type: 'account:register', oob_code: code, ...(options.guestId ? { user_id: options.guestId } : {}) }
  const registered = await api(base, 'POST', '/account/register', { token: user.idToken, body })
  if (registered.status !== 200) throw new Error(`register: ${JSON.stringify(registered.body)}`)
  const data = registered.body.data as { user_id: string }
  return { email, token: user.idToken, uid: user.localId, userId: data.user_id, code }
}
