import type { Context } from 'hono'
import type { AccountDeps } from '../accounts/accountDeps.ts'
import type { UserEnv } from '../auth/requireUser.ts'
import { clientNetwork, limitOrReply, tooManyRequests } from './rateLimit.ts'

/** The longest wait a run of failed look-ups builds up to, per look-up. */
export const CODE_FAILURE_DELAY_MAX_SECONDS = 15 * 60

export type CodeLookUp = {
  /** The look-up is over: a failed one keeps its reserved failures, any other gives them back. */
  settle(failed: boolean): Promise<void>
}

/**
 * The limits of a look-up of a secret code (coupon codes, join codes), issue 35. The caller is a
 * player (the route checks that first). Guessing stays infeasible and no one can lock others out:
 * - each account has an hourly budget of look-ups (`perAccount`);
 * - failures (a code that names nothing) escalate, separately per account and per client network
 *   (an IPv4 address, an IPv6 /64): the first few of the hour go at once, then each waits 1, 2,
 *   4… seconds after the last, up to 15 minutes. A look-up reserves its failure before it runs and
 *   gives it back when it did not fail, so a burst cannot pass the limit together; while a key
 *   waits every look-up under it is refused unread, so the refusals tell nothing about codes.
 * There is no budget of everyone together: another account on another network is never held up.
 */
export async function guardCodeLookUp(
  c: Context<UserEnv>,
  deps: AccountDeps,
  kind: 'coupon' | 'joincode',
  perAccount: number,
): Promise<{ ok: true; lookUp: CodeLookUp } | { ok: false; response: Response }> {
  const uid = c.get('user').uid
  const budget = await limitOrReply(c, deps.limiter, [[`${kind}:uid:${uid}`, perAccount]])
  if (budget) return { ok: false, response: budget }
  const keys: [string, number][] = [
    [`${kind}:failures:uid:${uid}`, deps.limits.codeFailuresFreePerUid],
    [`${kind}:failures:address:${clientNetwork(c, deps.trustProxy)}`, deps.limits.codeFailuresFreePerAddress],
  ]
  const reserved: string[] = []
  const giveBack = () => Promise.all(reserved.map((key) => deps.limiter.release(key)))
  for (const [key, free] of keys) {
    const wait = await deps.limiter.reserveFailure(key, free, CODE_FAILURE_DELAY_MAX_SECONDS)
    if (wait > 0) {
      await giveBack()
      return { ok: false, response: tooManyRequests(c, wait) }
    }
    reserved.push(key)
  }
  return {
    ok: true,
    lookUp: {
      async settle(failed) {
        if (!failed) await giveBack()
      },
    },
  }
}
