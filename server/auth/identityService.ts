import { randomUUID } from 'node:crypto'
import { type App, applicationDefault, deleteApp, initializeApp } from 'firebase-admin/app'
import { type Auth, getAuth } from 'firebase-admin/auth'
import { EMULATOR_PROJECT_ID } from '../../src/domain/runtimeConfig.ts'

/** Who a verified ID token belongs to. */
export type TokenUser = { uid: string; email: string | null; emailVerified: boolean; staff: boolean }

export type DemoUser = { uid: string; email: string; password: string; staff: boolean }

/**
 * What the server asks of the identity service (Firebase Authentication, or its emulator locally).
 * Kept small so the routes do not depend on firebase-admin directly.
 */
export type IdentityService = {
  readonly mode: 'emulator' | 'firebase'
  /** The emulator's origin (`http://127.0.0.1:9099`) in emulator mode. */
  readonly emulatorOrigin: string | null
  /** Throws an IdentityError when the token is missing, malformed, expired, revoked or foreign. */
  verifyIdToken(token: string, checkRevoked: boolean): Promise<TokenUser>
  markEmailVerified(uid: string): Promise<void>
  deleteUser(uid: string): Promise<void>
  /** The one-time code of a password-reset link, or null when no user has this address. */
  passwordResetCode(email: string, continueUrl: string): Promise<string | null>
  /** Creates a fixed demo user when missing (ignoring "already exists") and sets its claims. */
  ensureDemoUser(user: DemoUser): Promise<void>
  close(): Promise<void>
}

/** A token the service refused: the caller answers 401. */
export class IdentityError extends Error {}

function errorCode(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') return error.code
  return ''
}

function toTokenUser(decoded: { uid: string; email?: string; email_verified?: boolean; staff?: unknown }): TokenUser {
  return { uid: decoded.uid, email: decoded.email ?? null, emailVerified: decoded.email_verified === true, staff: decoded.staff === true }
}

function serviceOver(app: App, auth: Auth, emulatorHost: string | undefined): IdentityService {
  return {
    mode: emulatorHost ? 'emulator' : 'firebase',
    emulatorOrigin: emulatorHost ? `http://${emulatorHost}` : null,
    async verifyIdToken(token, checkRevoked) {
      try {
        return toTokenUser(await auth.verifyIdToken(token, checkRevoked))
      } catch (error) {
        // auth/* codes are the token's fault (expired, revoked, wrong project, user gone, ...).
        if (errorCode(error).startsWith('auth/')) throw new IdentityError(errorCode(error))
        throw error
      }
    },
    async markEmailVerified(uid) {
      await auth.updateUser(uid, { emailVerified: true })
    },
    async deleteUser(uid) {
      try {
        await auth.deleteUser(uid)
      } catch (error) {
        if (errorCode(error) !== 'auth/user-not-found') throw error
      }
    },
    async passwordResetCode(email, continueUrl) {
      try {
        await auth.getUserByEmail(email)
      } catch (error) {
        if (errorCode(error) === 'auth/user-not-found') return null
        throw error
      }
      const link = await auth.generatePasswordResetLink(email, { url: continueUrl })
      return new URL(link).searchParams.get('oobCode')
    },
    async ensureDemoUser(user) {
      // Twice: another process (a reset) may delete the user between the two calls.
      for (let attempt = 0; ; attempt += 1) {
        try {
          await auth.createUser({ uid: user.uid, email: user.email, password: user.password, emailVerified: true })
        } catch (error) {
          const code = errorCode(error)
          if (code !== 'auth/uid-already-exists' && code !== 'auth/email-already-exists') throw error
        }
        try {
          await auth.setCustomUserClaims(user.uid, user.staff ? { staff: true } : null)
          return
        } catch (error) {
          if (errorCode(error) !== 'auth/user-not-found' || attempt > 0) throw error
        }
      }
    },
    close: () => deleteApp(app),
  }
}

/**
 * Firebase Authentication as configured: the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set
 * (project demo-dungeon, unsigned tokens accepted only because of that variable), else the project
 * FIREBASE_PROJECT_ID with application default credentials (GOOGLE_APPLICATION_CREDENTIALS).
 * Returns null when neither is configured: then every signed-in call is refused.
 */
export function identityFromEnv(env: Record<string, string | undefined>): IdentityService | null {
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST || undefined
  if (emulatorHost) {
    // firebase-admin reads the variable from process.env itself.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost
    const app = initializeApp({ projectId: env.FIREBASE_PROJECT_ID || EMULATOR_PROJECT_ID }, `identity-${randomUUID()}`)
    return serviceOver(app, getAuth(app), emulatorHost)
  }
  if (!env.FIREBASE_PROJECT_ID) return null
  const app = initializeApp({ projectId: env.FIREBASE_PROJECT_ID, credential: applicationDefault() }, `identity-${randomUUID()}`)
  return serviceOver(app, getAuth(app), undefined)
}
