import type { MiddlewareHandler } from 'hono'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { fail } from '../http/envelope.ts'
import { IdentityError, type IdentityService, type TokenUser } from './identityService.ts'
import { VerifiedTokens } from './verifiedTokens.ts'

/** Hono environment of a signed-in route: the verified caller is `c.get('user')`. */
export type UserEnv = { Variables: { user: TokenUser } }

/** The scheme's name is case-insensitive (RFC 9110, section 11.1); the token a JWT's characters. */
const BEARER = /^bearer +([A-Za-z0-9._-]{1,4096})$/i

/** The token of an `Authorization: Bearer <token>` header, or null when there is none or it is malformed. */
export function bearerToken(header: string | undefined): string | null {
  return BEARER.exec(header ?? '')?.[1] ?? null
}

/** The tokens each identity service has verified (one service per app). */
const verified = new WeakMap<IdentityService, VerifiedTokens>()
function verifiedOf(identity: IdentityService): VerifiedTokens {
  let tokens = verified.get(identity)
  if (!tokens) {
    tokens = new VerifiedTokens()
    verified.set(identity, tokens)
  }
  return tokens
}

/**
 * The caller of an `Authorization` header whose token this instance has verified and kept (as
 * `requireUser` without `checkRevoked` would accept it), or null: then only `requireUser` can say.
 */
export function keptUser(identity: IdentityService | null, authorization: string | undefined): TokenUser | null {
  const token = bearerToken(authorization)
  return token && identity ? (verified.get(identity)?.kept(token) ?? null) : null
}

/**
 * Forgets the tokens of a deleted account kept by this instance: its old token is then checked
 * again, and refused. (Another instance keeps it until it expires, as Firebase's own check without
 * revocation would accept it; every player call there finds no player.)
 */
export function forgetVerifiedTokens(identity: IdentityService | null, uid: string): void {
  if (identity) verified.get(identity)?.forgetUser(uid)
}

/**
 * Requires `Authorization: Bearer <Firebase ID token>`. A missing, malformed, expired, foreign or
 * (with `checkRevoked`, for card, purchase and deletion calls) revoked token is a 401 with code
 * 1401. `checkRevoked` asks the identity service on every call, so it is kept for those calls.
 */
export function requireUser(identity: IdentityService | null, options: { checkRevoked?: boolean } = {}): MiddlewareHandler<UserEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'))
    if (!token) return fail(c, 401, ResultCode.unauthorized, 'Sign-in required')
    if (!identity) return fail(c, 401, ResultCode.unauthorized, 'Sign-in is not configured on this server')
    try {
      const user = options.checkRevoked ? await identity.verifyIdToken(token, true) : await verifiedOf(identity).verify(token, () => identity.verifyIdToken(token, false))
      c.set('user', user)
    } catch (error) {
      if (error instanceof IdentityError) return fail(c, 401, ResultCode.unauthorized, 'Invalid or expired sign-in')
      throw error
    }
    await next()
  }
}

/** After requireUser: only staff (custom claim `staff: true`); 403 with code 1403 otherwise. */
export function requireStaff(): MiddlewareHandler<UserEnv> {
  return async (c, next) => {
    if (!c.get('user').staff) return fail(c, 403, ResultCode.forbidden, 'Staff only')
    await next()
  }
}
