import { ResultCode } from '../../domain/apiEnvelope.ts'

/** What the player was doing when the identity service refused. */
export type AuthContext = 'signIn' | 'signUp' | 'reauthenticate' | 'resetCode'

export type AuthProblem = { readonly kind: 'result'; readonly status: number } | { readonly kind: 'network' } | { readonly kind: 'expiredLink' }

const result = (status: number): AuthProblem => ({ kind: 'result', status })

/** The error code of a FirebaseError (`auth/...`), or undefined for anything else. */
export function authErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined
  const code = (error as { code: unknown }).code
  return typeof code === 'string' && code.startsWith('auth/') ? code : undefined
}

/** Maps an identity-service error code to the message the player sees (spec section 8). */
export function authProblem(code: string | undefined, context: AuthContext): AuthProblem {
  switch (code) {
    case 'auth/too-many-requests':
      return result(ResultCode.tooManyRequests)
    case 'auth/network-request-failed':
      return { kind: 'network' }
    case 'auth/missing-password':
      return result(ResultCode.passwordRequired)
  }
  if (context === 'signUp') {
    if (code === 'auth/email-already-in-use' || code === 'auth/invalid-credential' || code === 'auth/invalid-email' || code === 'auth/weak-password') {
      return result(ResultCode.credentialsUnusable)
    }
    return result(ResultCode.registrationFailed)
  }
  if (context === 'resetCode') {
    if (code === 'auth/expired-action-code' || code === 'auth/invalid-action-code' || code === 'auth/user-not-found' || code === 'auth/user-disabled') {
      return { kind: 'expiredLink' }
    }
    if (code === 'auth/weak-password') return result(ResultCode.badRequest)
    return result(ResultCode.internal)
  }
  if (context === 'reauthenticate') {
    if (code === 'auth/wrong-password' || code === 'auth/invalid-credential' || code === 'auth/invalid-login-credentials') {
      return result(ResultCode.wrongPassword)
    }
    if (code === 'auth/requires-recent-login' || code === 'auth/user-mismatch' || code === 'auth/user-token-expired') {
      return result(ResultCode.unauthorized)
    }
    return result(ResultCode.changeFailed)
  }
  switch (code) {
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
    case 'auth/user-disabled':
      return result(ResultCode.loginFailed)
    case 'auth/wrong-password':
      return result(ResultCode.wrongPassword)
    case 'auth/invalid-email':
    case 'auth/missing-email':
    case 'auth/user-not-found':
      return result(ResultCode.emailRequired)
    default:
      return result(ResultCode.internal)
  }
}

/** A refusal of the identity service, shaped like an API error so screens show one kind of message. */
export class AuthFailure extends Error {
  readonly result: { readonly status: number }
  constructor(status: number, code?: string) {
    super(code ?? `auth failure ${status}`)
    this.name = 'AuthFailure'
    this.result = { status }
  }
}

/** A password-reset link that is expired, already used or unknown. */
export class ExpiredLinkError extends Error {
  constructor() {
    super('The link has expired or was already used')
    this.name = 'ExpiredLinkError'
  }
}

/** The error a screen should handle for an identity-service failure. */
export function toAuthError(error: unknown, context: AuthContext): Error {
  const code = authErrorCode(error)
  if (code === undefined && error instanceof Error) return error
  const problem = authProblem(code, context)
  if (problem.kind === 'network') return new TypeError('Network request failed')
  if (problem.kind === 'expiredLink') return new ExpiredLinkError()
  return new AuthFailure(problem.status, code)
}
