import { describe, expect, it } from 'vitest'
import { type AuthContext, AuthFailure, authProblem, ExpiredLinkError, toAuthError } from '../../src/data/auth/authErrors.ts'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'

const R = ResultCode
const result = (status: number) => ({ kind: 'result', status })

describe('identity-service error codes', () => {
  it.each<[string | undefined, AuthContext, unknown]>([
    ['auth/invalid-credential', 'signIn', result(R.loginFailed)],
    ['auth/invalid-login-credentials', 'signIn', result(R.loginFailed)],
    ['auth/wrong-password', 'signIn', result(R.wrongPassword)],
    ['auth/missing-password', 'signIn', result(R.passwordRequired)],
    ['auth/invalid-email', 'signIn', result(R.emailRequired)],
    ['auth/user-not-found', 'signIn', result(R.emailRequired)],
    ['auth/missing-email', 'signIn', result(R.emailRequired)],
    ['auth/too-many-requests', 'signIn', result(R.tooManyRequests)],
    ['auth/network-request-failed', 'signIn', { kind: 'network' }],
    ['auth/something-new', 'signIn', result(R.internal)],
    [undefined, 'signIn', result(R.internal)],
    ['auth/email-already-in-use', 'signUp', result(R.credentialsUnusable)],
    ['auth/invalid-credential', 'signUp', result(R.credentialsUnusable)],
    ['auth/too-many-requests', 'signUp', result(R.tooManyRequests)],
    ['auth/network-request-failed', 'signUp', { kind: 'network' }],
    ['auth/operation-not-allowed', 'signUp', result(R.registrationFailed)],
    ['auth/wrong-password', 'reauthenticate', result(R.wrongPassword)],
    ['auth/invalid-credential', 'reauthenticate', result(R.wrongPassword)],
    ['auth/requires-recent-login', 'reauthenticate', result(R.unauthorized)],
    ['auth/expired-action-code', 'resetCode', { kind: 'expiredLink' }],
    ['auth/invalid-action-code', 'resetCode', { kind: 'expiredLink' }],
    ['auth/too-many-requests', 'resetCode', result(R.tooManyRequests)],
  ])('%s while %s', (code, context, expected) => {
    expect(authProblem(code, context)).toEqual(expected)
  })

  it('turns a FirebaseError into what screens show', () => {
    const firebaseError = (code: string) => Object.assign(new Error(code), { code })
    const failure = toAuthError(firebaseError('auth/wrong-password'), 'signIn')
    expect(failure).toBeInstanceOf(AuthFailure)
    expect((failure as AuthFailure).result.status).toBe(R.wrongPassword)
    expect(toAuthError(firebaseError('auth/network-request-failed'), 'signIn')).toBeInstanceOf(TypeError)
    expect(toAuthError(firebaseError('auth/expired-action-code'), 'resetCode')).toBeInstanceOf(ExpiredLinkError)
    const own = new AuthFailure(R.unauthorized)
    expect(toAuthError(own, 'signIn')).toBe(own)
  })
})
