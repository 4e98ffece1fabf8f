import * as v from 'valibot'
import { userStatusSchema } from '../../domain/contract/account.ts'
import { partyPlayerSchema, partySchema } from '../../domain/contract/entry.ts'
import { waitingTimeSchema } from '../../domain/contract/facility.ts'
import { resultListReplySchema } from '../../domain/contract/result.ts'
import { apiReply, apiRequest } from '../api/client.ts'
import { db } from '../db/database.ts'
import { forgetEntry, readParty, readPartyPlayers, storeTicket } from '../repositories/entryRepository.ts'
import { pollDue, pollOnce, type PollReads, type PollState } from './polling.ts'
import { markStale } from './freshness.ts'
import { scheduler } from './scheduler.ts'
import { readPollState, writePollState } from './pollStateStore.ts'

/**
 * The polling of spec section 4 running in the app: a job on the app's one clock (scheduler.ts:
 * one tab polls, while visible and online) around the step of polling.ts, with the step's reads made over the API and its state kept in IndexedDB (the
 * player's `player` table, key 'poll'), so ready-to-start and a result are shown once even across
 * reloads, and forgotten on sign-out. Where the step sends the player, `navigate` takes them.
 */

const apiReads: PollReads = {
  readStatus: () => apiRequest('/user/self/status', userStatusSchema),
  readParty: (partyId) => apiRequest(`/party/${encodeURIComponent(partyId)}`, partySchema),
  readPlayers: (partyId) => apiRequest(`/party/${encodeURIComponent(partyId)}/players`, v.array(partyPlayerSchema)),
  readWaitingTime: (sessionId) => apiRequest(`/facility/waitingtime?sessionid=${encodeURIComponent(sessionId)}`, waitingTimeSchema, { auth: false }),
  readLatestResult: async () => (await apiReply('/user/self/result?limit=1', resultListReplySchema)).data?.[0] ?? null,
  resetEntryStatus: async () => {
    await apiRequest('/user/self/status', userStatusSchema, { method: 'PUT', body: { type: 'user:status', entry_status: 0 } })
  },
}

const POLL_JOB = 'poll'

let profileUserId: string | null = null

/**
 * The signed-in player's id for the poll: from the stored profile, else asked of the server once
 * (not stored: the profile on the device belongs to the screens that show it, which may be
 * prefilling a form from it).
 */
export async function pollUserId(storedId: string | undefined): Promise<string | null> {
  if (storedId) return storedId
  profileUserId ??= (await apiRequest('/user/self/profile', v.object({ user_id: v.string() }))).user_id
  return profileUserId
}

export type AppPollingOptions = {
  /** The signed-in player's user id, or null (no poll then). */
  readonly userId: () => Promise<string | null>
  /** Whether polling is on now (period level, sign-in, auto-transition). */
  readonly enabled: () => boolean
  readonly pathname: () => string
  readonly navigate: (to: string) => void
}

/**
 * Starts the app's poller; answers its stop, and `wake`, which makes the next tick poll whatever
 * the interval (the player opened an entry screen: a party may have formed since the last poll, and
 * fast check-in should not wait up to a minute to notice).
 */
export function startAppPolling(options: AppPollingOptions, reads: PollReads = apiReads): { stop: () => void; wake: () => void } {
  let state: PollState | null = null
  // A poller starts for each sign-in: the id asked of the server before was another session's.
  profileUserId = null
  const clock = scheduler()
  const stop = clock.add({
    name: POLL_JOB,
    scope: 'app',
    due: (lastPollAt, now) => options.enabled() && (state === null || pollDue(state, lastPollAt, now)),
    run: async () => {
      const userId = await options.userId()
      if (!userId) return
      state ??= await readPollState()
      const before = state
      const outcome = await pollOnce(before, reads, { now: Date.now(), userId, pathname: options.pathname() })
      for (const { step, error } of outcome.errors) console.warn(`poll: ${step}`, error)
      state = outcome.state
      await writePollState(state)
      // The ticket of an entered party is kept on every phone of its players, even one the entry
      // was not made on (and the ready-to-start screen shows it).
      if (state.entryReady && state.entryNumber !== null && state.partyId) await keepTicket(state.partyId)
      // A result ends the entry: its draft and ticket are spent.
      if (outcome.navigateTo?.startsWith('/result/')) await forgetEntry()
      // Checked in, started or finished at the counter: the player's figures changed there.
      if (outcome.navigateTo) markStale('player:property')
      if (outcome.navigateTo) options.navigate(outcome.navigateTo)
    },
  })
  return { stop, wake: () => clock.wake(POLL_JOB) }
}

async function keepTicket(partyId: string): Promise<void> {
  try {
    const stored = await db.ticket.get('current')
    if ((stored?.data as { party_id?: unknown } | undefined)?.party_id === partyId) return
    const party = await readParty(partyId)
    if (party.ticket) await storeTicket(party, await readPartyPlayers(partyId))
  } catch (error) {
    console.warn('poll: ticket', error)
  }
}
