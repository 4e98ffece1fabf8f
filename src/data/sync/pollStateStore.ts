import * as v from 'valibot'
import { db } from '../db/database.ts'
import { useLiveRead } from '../repositories/localFirst.ts'
import { IDLE_POLL_STATE, type PollState } from './polling.ts'

/**
 * The polling's state on the device (the player's `player` table, key 'poll'): written by the
 * poller (appPolling.ts) only, read by it and by the screens that show what it learnt (the wait
 * on the ticket).
 */

const STATE_KEY = 'poll'

const storedStateSchema = v.object({
  entryProcessing: v.boolean(),
  entryReady: v.boolean(),
  entryReadyStart: v.boolean(),
  fastCheckIn: v.boolean(),
  fastCheckInStartedAt: v.nullable(v.number()),
  entryNumber: v.nullable(v.number()),
  waitingTime: v.nullable(v.number()),
  line: v.optional(v.nullable(v.object({ position: v.nullable(v.number()), estimatedStartAt: v.nullable(v.string()), calledAt: v.nullable(v.string()), readAt: v.number() })), null),
  callShown: v.optional(v.nullable(v.string()), null),
  resultReady: v.boolean(),
  partyId: v.optional(v.nullable(v.string()), null),
  shownResultPartyId: v.optional(v.nullable(v.string()), null),
})

export async function readPollState(): Promise<PollState> {
  const row = await db.player.get(STATE_KEY)
  const parsed = v.safeParse(storedStateSchema, row?.data)
  return parsed.success ? parsed.output : IDLE_POLL_STATE
}

export async function writePollState(state: PollState): Promise<void> {
  // Only the player table: the entry draft is the entry screens' own, written as the player types.
  await db.player.put({ key: STATE_KEY, data: state, syncedAt: Date.now() })
}

/** The poll state as stored, following every write; undefined while the first read runs. */
export function usePollState(): PollState | undefined {
  return useLiveRead(readPollState, 'poll-state').value
}
