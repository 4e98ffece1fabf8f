import * as v from 'valibot'
import { ResultCode } from '../../domain/apiEnvelope.ts'
import {
  type LoginData,
  loginDataSchema,
  type LoginRequest,
  registerDataSchema,
  type RegisterRequest,
  type ResetRequest,
  verifiedDataSchema,
  type VerifiedRequest,
  type VerifyRequest,
} from '../../domain/contract/account.ts'
import { type Locale, SERVER_LANGUAGE_CODE } from '../../domain/locales.ts'
import { ApiError, apiRequest, isOffline, OfflineError } from '../api/client.ts'
import { identity } from '../auth/identity.ts'
import { claimPlayerRows } from '../db/database.ts'
import { session } from '../auth/session.ts'
import { postSessionNotice } from '../auth/sessionNotice.ts'
import { refreshMasterDataWhenOnline, refreshMasterDataWhenSettled } from './masterRepository.ts'
import { clearPendingSignUp, newBrowserKey, readPendingSignUp, updatePendingSignUp } from './pendingSignUpRepository.ts'

const anything = v.unknown()
const language = (locale: Locale) => SERVER_LANGUAGE_CODE[locale] as 0 | 1 | 2 | 3 | 4

/** An in-app page as an absolute address, for the links in mails. */
function pageUrl(path: string): string {
  return new URL(`${import.meta.env.BASE_URL}${path}`, window.location.origin).href
}

/** The identity provider for a step that needs its servers: refused at once while offline. */
function onlineIdentity(): ReturnType<typeof identity> {
  if (isOffline()) return Promise.reject(new OfflineError())
  return identity()
}

let lastLogin: LoginData | undefined
session.onSignOut(() => {
  lastLogin = undefined
})

/** The sign-in record of this session (staff flag), once /account/login answered. */
export function currentLogin(): LoginData | undefined {
  return lastLogin
}

/**
 * After a sign-in state change with a signed-in player: records the sign-in and fetches master
 * data with the token (after a restore, once the page has settled: refreshMasterDataWhenSettled).
 * A player without a registration is signed out again (code 2014); other failures are only
 * logged (spec section 8).
 */
export async function completeSignIn({ restored = false }: { restored?: boolean } = {}): Promise<void> {
  const user = session.user
  if (user) await claimPlayerRows(user.uid).catch((error: unknown) => console.error('could not check the stored player data', error))
  try {
    lastLogin = await apiRequest('/account/login', loginDataSchema, { method: 'POST', body: { type: 'account:login' } satisfies LoginRequest })
  } catch (error) {
    if (error instanceof ApiError && error.result.status === ResultCode.accountNotRegistered) {
      await session.signOut()
      postSessionNotice('accountNotRegistered')
      throw error
    }
    console.warn('sign-in record failed', error)
  }
  if (restored) refreshMasterDataWhenSettled(() => session.isSignedIn())
  else refreshMasterDataWhenOnline()
  // Loaded apart: the write queue's clock is not needed for the first screen.
  void import('../sync/startWriteDelivery.ts').then(({ startWriteDelivery }) => startWriteDelivery())
  void keepStorage()
}

/**
 * Asks the browser not to evict this site's storage under pressure, so the player's data stays
 * for offline use (an installed app usually gets it without a prompt).
 */
async function keepStorage(): Promise<void> {
  try {
    if (navigator.storage?.persist && !(await navigator.storage.persisted())) await navigator.storage.persist()
  } catch (error) {
    console.warn('persistent storage was not granted', error)
  }
}

/**
 * Starts loading the identity provider's code while the player types (the sign-in screen is
 * shown): pressing "sign in" then waits for the network only. Skipped offline, where the chunk
 * could not come and signing in cannot start anyway.
 */
export function prepareSignIn(): void {
  if (isOffline()) return
  identity().catch((error: unknown) => console.warn('sign-in code not loaded ahead', error))
}

export async function signInWithPassword(email: string, password: string): Promise<void> {
  const auth = await onlineIdentity()
  await auth.signIn(email, password)
  await completeSignIn()
}

export async function signOutPlayer(): Promise<void> {
  await session.signOut()
}

/** POST /account/verify: sends the sign-up mail whose link continues to /signup in this browser. */
export async function sendSignUpMail(email: string, locale: Locale): Promise<void> {
  const pending = readPendingSignUp()
  const browserKey = pending.browserKey ?? newBrowserKey()
  // Kept before the request: the mail may arrive, and its link be opened, before the reply does.
  if (!pending.browserKey) updatePendingSignUp({ browserKey })
  await apiRequest('/account/verify', anything, {
    method: 'POST',
    auth: false,
    body: { type: 'account:verify', email: email.trim(), url: pageUrl('signup'), language: language(locale), browser_key: browserKey } satisfies VerifyRequest,
  })
  updatePendingSignUp({ email: email.trim(), browserKey, sentAt: Date.now(), verified: undefined, registered: undefined })
}

/**
 * POST /account/verified: checks the mail link's code against this browser's key. Without a
 * sign-up pending here, answers the same-browser error (2015) without asking the server.
 */
export function confirmSignUpLink(oobCode: string): Promise<string> {
  // The code is single-use: a second check while the first is under way (the screen drawn again,
  // its effect run again) waits for the same answer instead of being told the code was used.
  let confirming = linksBeingConfirmed.get(oobCode)
  if (!confirming) {
    confirming = confirmOnce(oobCode).finally(() => linksBeingConfirmed.delete(oobCode))
    linksBeingConfirmed.set(oobCode, confirming)
  }
  return confirming
}

const linksBeingConfirmed = new Map<string, Promise<string>>()

async function confirmOnce(oobCode: string): Promise<string> {
  const pending = readPendingSignUp()
  if (pending.verified?.oobCode === oobCode) return pending.verified.email
  if (!pending.browserKey) throw new ApiError({ status: ResultCode.otherBrowser }, 400)
  const { email } = await apiRequest('/account/verified', verifiedDataSchema, {
    method: 'POST',
    auth: false,
    body: { type: 'account:verified', verified: true, oob_code: oobCode, browser_key: pending.browserKey } satisfies VerifiedRequest,
  })
  updatePendingSignUp({ verified: { oobCode, email } })
  return email
}

/** Creates the identity (or reuses the one created by an earlier try) and registers the player. */
export async function registerAccount(password: string): Promise<{ inherited: boolean }> {
  const pending = readPendingSignUp()
  if (!pending.verified) throw new ApiError({ status: ResultCode.verificationFailed }, 400)
  const auth = await onlineIdentity()
  if (session.user?.email?.toLowerCase() !== pending.verified.email.toLowerCase()) {
    if (session.isSignedIn()) await signOutPlayer()
    await auth.createUser(pending.verified.email, password)
  }
  const registered = await apiRequest('/account/register', registerDataSchema, {
    method: 'POST',
    body: {
      type: 'account:register',
      oob_code: pending.verified.oobCode,
      ...(pending.inheritance ? { user_id: pending.inheritance.userId } : {}),
    } satisfies RegisterRequest,
  })
  updatePendingSignUp({ registered: true })
  await completeSignIn()
  return { inherited: registered.inherited }
}

export function finishSignUp(): void {
  clearPendingSignUp()
}

/** POST /account/reset: the same answer whether or not the address has an account. */
export async function sendPasswordResetMail(email: string, locale: Locale): Promise<void> {
  await apiRequest('/account/reset', anything, {
    method: 'POST',
    auth: false,
    body: { type: 'account:reset', email: email.trim(), url: pageUrl('resetpassword/newpassword'), language: language(locale) } satisfies ResetRequest,
  })
}

export async function checkPasswordResetLink(code: string): Promise<string> {
  return (await onlineIdentity()).checkResetCode(code)
}

export async function resetPassword(code: string, newPassword: string): Promise<void> {
  await (await onlineIdentity()).resetPassword(code, newPassword)
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await (await onlineIdentity()).changePassword(currentPassword, newPassword)
}

/** Checks the password again (fresh token), then DELETE /account/delete and signs out. */
export async function deleteAccount(password: string): Promise<void> {
  await (await onlineIdentity()).reauthenticate(password)
  await apiRequest('/account/delete', anything, { method: 'DELETE' })
  await signOutPlayer()
  postSessionNotice('accountDeleted')
}
