/**
 * The identity provider (Firebase Authentication). Loaded with `import()` only when a player signs
 * in, signs up, resets a password or was signed in before (see identity.ts), so the top page never
 * downloads the SDK. Only this module imports firebase.
 */
import { initializeApp } from 'firebase/app'
import {
  type Auth,
  browserLocalPersistence,
  confirmPasswordReset,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  reauthenticateWithCredential,
  signInWithEmailAndPassword,
  signOut,
  updatePassword,
  type User,
  verifyPasswordResetCode,
} from 'firebase/auth'
import { appConfig } from '../../config.ts'
import { AuthFailure, type AuthContext, toAuthError } from './authErrors.ts'
import { ResultCode } from '../../domain/apiEnvelope.ts'
import { type SessionUser, session } from './session.ts'
import { setSignInMarker } from './signInMarker.ts'

let auth: Auth | undefined

function toSessionUser(user: User): SessionUser {
  return {
    uid: user.uid,
    email: user.email,
    getIdToken: (forceRefresh?: boolean) => user.getIdToken(forceRefresh),
    isStaff: async () => (await user.getIdTokenResult()).claims.staff === true,
  }
}

function start(): Auth {
  if (auth) return auth
  const settings = appConfig.firebase
  if (!settings) throw new AuthFailure(ResultCode.notAvailable, 'auth/not-configured')
  const app = initializeApp({ apiKey: settings.apiKey, projectId: settings.projectId, authDomain: settings.authDomain })
  const instance = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] })
  if (settings.emulatorUrl) connectAuthEmulator(instance, settings.emulatorUrl, { disableWarnings: true })
  onIdTokenChanged(instance, (user) => {
    setSignInMarker(user !== null)
    if ((user?.uid ?? null) !== (session.user?.uid ?? null)) session.setUser(user ? toSessionUser(user) : null)
  })
  session.onSignOut(() => signOut(instance))
  auth = instance
  return instance
}

async function guarded<T>(context: AuthContext, run: (instance: Auth) => Promise<T>): Promise<T> {
  try {
    return await run(start())
  } catch (error) {
    throw toAuthError(error, context)
  }
}

/** Resolves once the persisted player (if any) has been restored into the session. */
export async function restoreSignIn(): Promise<void> {
  const instance = start()
  await instance.authStateReady()
}

export async function signIn(email: string, password: string): Promise<void> {
  await guarded('signIn', (instance) => signInWithEmailAndPassword(instance, email.trim(), password))
}

/** Creates the identity of a new player and signs it in. */
export async function createUser(email: string, password: string): Promise<void> {
  await guarded('signUp', (instance) => createUserWithEmailAndPassword(instance, email.trim(), password))
}

function currentUser(instance: Auth): User {
  const user = instance.currentUser
  if (!user?.email) throw new AuthFailure(ResultCode.unauthorized, 'auth/no-current-user')
  return user
}

/** Checks the current password again (a fresh sign-in for sensitive changes). */
export async function reauthenticate(password: string): Promise<void> {
  await guarded('reauthenticate', async (instance) => {
    const user = currentUser(instance)
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password))
    await user.getIdToken(true)
  })
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await reauthenticate(currentPassword)
  await guarded('reauthenticate', (instance) => updatePassword(currentUser(instance), newPassword))
}

/** The e-mail a password-reset code belongs to; ExpiredLinkError when the code is dead. */
export function checkResetCode(code: string): Promise<string> {
  return guarded('resetCode', (instance) => verifyPasswordResetCode(instance, code))
}

export async function resetPassword(code: string, newPassword: string): Promise<void> {
  await guarded('resetCode', (instance) => confirmPasswordReset(instance, code, newPassword))
}
