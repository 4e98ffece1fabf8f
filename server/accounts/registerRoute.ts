import { isUniqueViolation } from '../db/pgErrors.ts'
import type { Context } from 'hono'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { registerRequestSchema } from '../../src/domain/contract/account.ts'
import type { UserEnv } from '../auth/requireUser.ts'
import { fail, ok } from '../http/envelope.ts'
import { clientNetwork, limitOrReply } from '../http/rateLimit.ts'
import { parseJson } from '../http/validate.ts'
import type { AccountDeps } from './accountDeps.ts'
import { attachGuest, insertPlayer, playerByUid } from './playerStore.ts'
import { cookieBrowserKey, forgetBrowserKey } from './browserKeyCookie.ts'
import { consumeBrowserVerification, consumeVerification } from './verificationStore.ts'

/** Thrown inside the transaction to roll it back (the code stays unused) and answer with `code`. */
class Refusal extends Error {
  readonly code: number
  readonly status: 400 | 409
  constructor(code: number, status: 400 | 409, message: string) {
    super(message)
    this.code = code
    this.status = status
  }
}

/**
 * POST /account/register, signed in with the new Firebase user: uses up the verified sign-up code
 * of the token's e-mail address (the one sent, or else the one this browser verified), marks the
 * address verified at Firebase and creates the player, or with `user_id` links the guest's play
 * data to this account (inheritance).
 */
export async function registerRoute(c: Context<UserEnv>, deps: AccountDeps): Promise<Response> {
  const user = c.get('user')
  const limited = await limitOrReply(c, deps.limiter, [
    [`register:address:${clientNetwork(c, deps.trustProxy)}`, deps.limits.perAddress],
    [`register:uid:${user.uid}`, deps.limits.registerPerUid],
  ])
  if (limited) return limited
  const body = await parseJson(c, registerRequestSchema)
  if (!body.ok) return body.response
  if (await playerByUid(deps.db, user.uid)) return fail(c, 409, ResultCode.alreadyRegistered, 'This account is already registered')
  const email = user.email
  if (!email) return fail(c, 400, ResultCode.verificationFailed, 'The account has no e-mail address')
  const guestId = body.value.user_id
  const { oob_code: code } = body.value
  // Without the code (the spec's body), the code this browser verified: its key is in the cookie /account/verify set.
  const browserKey = code === undefined ? cookieBrowserKey(c) : null
  try {
    const userId = await deps.db.transaction(async (tx) => {
      const consumed = code !== undefined ? await consumeVerification(tx, code, email.toLowerCase()) : browserKey !== null && (await consumeBrowserVerification(tx, browserKey, email.toLowerCase()))
      if (!consumed) {
        throw new Refusal(ResultCode.verificationFailed, 400, 'The e-mail address has not been verified with this code')
      }
      let id: string
      if (guestId) {
        if (!(await attachGuest(tx, guestId, user.uid, email))) throw new Refusal(ResultCode.inheritanceFailed, 400, 'The play data cannot be inherited')
        id = guestId
      } else {
        id = await insertPlayer(tx, { firebaseUid: user.uid, email })
      }
      // Last, so a failure here rolls the player back and the code can be used again.
      await deps.identity?.markEmailVerified(user.uid)
      return id
    })
    if (browserKey !== null) forgetBrowserKey(c)
    return ok(c, { user_id: userId, inherited: guestId !== undefined })
  } catch (error) {
    if (error instanceof Refusal) return fail(c, error.status, error.code, error.message)
    // Two registrations of one uid at once: the unique firebase_uid lets one through.
    if (isUniqueViolation(error)) return fail(c, 409, ResultCode.alreadyRegistered, 'This account is already registered')
    throw error
  }
}
