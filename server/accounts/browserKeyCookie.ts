import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import * as v from 'valibot'
import { browserKeySchema } from '../../src/domain/contract/account.ts'
import { VERIFICATION_TTL_MS } from './verificationStore.ts'

/**
 * The same-browser rule for a client that sends the spec's sign-up bodies, which carry no
 * `browser_key`: /account/verify makes the key and keeps it in this browser as an HttpOnly cookie,
 * which /account/verified and /account/register read back. The app sends its own key instead.
 */
const COOKIE = 'signup_browser'
/** Only the account calls receive it. */
const COOKIE_PATH = '/api/v1/account'

/** The key this browser's cookie holds, when well-formed. */
export function cookieBrowserKey(c: Context): string | null {
  const value = getCookie(c, COOKIE)
  return value !== undefined && v.is(browserKeySchema, value) ? value : null
}

/** The browser's key (kept, so an earlier mail's link still works here), or a new one; set for the link's lifetime. */
export function keepBrowserKey(c: Context, page: URL): string {
  const key = cookieBrowserKey(c) ?? randomBytes(32).toString('base64url')
  setCookie(c, COOKIE, key, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'Strict',
    secure: page.protocol === 'https:',
    maxAge: VERIFICATION_TTL_MS / 1000,
  })
  return key
}

/** After registration the key has done its work. */
export function forgetBrowserKey(c: Context): void {
  deleteCookie(c, COOKIE, { path: COOKIE_PATH })
}
