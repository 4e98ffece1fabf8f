import type { Context } from 'hono'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import type { UserEnv } from '../auth/requireUser.ts'
import { playerByUid } from '../accounts/playerStore.ts'
import type { Queryable } from '../db/database.ts'
import { fail } from '../http/envelope.ts'

/** The caller's Firebase user has no player (sign-up not finished, or deleted): 2014. */
export const notRegistered = (c: Context) => fail(c, 404, ResultCode.accountNotRegistered, 'No player is registered for this account')

/** Something of the caller's that does not exist, or is another player's: the same 1404 either way. */
export const notFound = (c: Context, what: string) => fail(c, 404, ResultCode.notFound, `No such ${what}`)

/**
 * A message or title the caller does not have: 2014 when the caller has no player at all, else
 * 1404, the same for an id that does not exist and one of another player's (nothing is revealed).
 */
export async function notTheirs(c: Context, db: Queryable, firebaseUid: string, what: string): Promise<Response> {
  if (!(await playerByUid(db, firebaseUid))) return notRegistered(c)
  return notFound(c, what)
}

/** The caller's player id, from the verified token only; or the 2014 reply. */
export async function callerPlayer(c: Context<UserEnv>, db: Queryable): Promise<{ ok: true; userId: string } | { ok: false; response: Response }> {
  const player = await playerByUid(db, c.get('user').uid)
  return player ? { ok: true, userId: player.user_id } : { ok: false, response: notRegistered(c) }
}
