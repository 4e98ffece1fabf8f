/**
 * The polling of spec section 4 as one step of a state machine: what a poll reads, in which order,
 * and what it changes and where it sends the player. The reads are handed in (`PollReads`), so the
 * step runs the same in the app (over the API, as a job of scheduler.ts: a poll every 60 s, every
 * 5 s during fast check-in) and in tests (tables with a pinned clock).
 */

import { POLLING_MIN_PERIOD_LEVEL, pollingEnabled } from './pollingGate.ts'

export { POLLING_MIN_PERIOD_LEVEL, pollingEnabled }
export const POLL_NORMAL_MS = 60_000
export const POLL_FAST_MS = 5_000
/** Fast check-in lasts 30 minutes; a result is shown by itself within 30 minutes of its play. */
export const FAST_CHECK_IN_MS = 30 * 60_000
export const RESULT_WINDOW_MS = 30 * 60_000
/** Party origin 2: organised on a smartphone. */
const ORIGIN_SMARTPHONE = 2
const ENTRY_COMPLETE_PATH = '/entry/complete' as const

/** What the poller keeps between polls (the entry draft's flags of spec section 3). */
export type PollState = {
  readonly entryProcessing: boolean
  readonly entryReady: boolean
  /** The ready-to-start screen has been shown for this entry. */
  readonly entryReadyStart: boolean
  readonly fastCheckIn: boolean
  readonly fastCheckInStartedAt: number | null
  readonly entryNumber: number | null
  /** The longest wait of the party's session, minutes. */
  readonly waitingTime: number | null
  /** The party's place in the live line as last read (issue 34); null before check-in or once it plays. */
  readonly line: LivePlace | null
  /** The staff's call to the gate the phone has already taken the player to (its time), so each call moves them once. */
  readonly callShown: string | null
  readonly resultReady: boolean
  /** The party the flags above belong to: a new party starts them afresh. */
  readonly partyId: string | null
  /** The result last shown, so one result is shown once even after a new entry. */
  readonly shownResultPartyId: string | null
}

/** The live line as the ticket shows it: place (1 goes in next), estimated start, and the staff's call. */
export type LivePlace = {
  readonly position: number | null
  readonly estimatedStartAt: string | null
  readonly calledAt: string | null
  /** When it was read (ms), so the screen can say how fresh it is. */
  readonly readAt: number
}

export const IDLE_POLL_STATE: PollState = {
  entryProcessing: false,
  entryReady: false,
  entryReadyStart: false,
  fastCheckIn: false,
  fastCheckInStartedAt: null,
  entryNumber: null,
  waitingTime: null,
  line: null,
  callShown: null,
  resultReady: false,
  partyId: null,
  shownResultPartyId: null,
}

export type PollReads = {
  readStatus(): Promise<{ entry_status: number; party_id: string | null; is_result_output: boolean }>
  readParty(partyId: string): Promise<{ origin: number; entry_number: number | null; session_id: string | null }>
  readPlayers(partyId: string): Promise<readonly { user_id: string }[]>
  readWaitingTime(sessionId: string): Promise<{ max: number; position?: number | null; estimated_start_at?: string | null; called_at?: string | null }>
  readLatestResult(): Promise<{ party_id: string; play_result_datetime: string } | null>
  /** PUT /user/self/status {entry_status: 0}. */
  resetEntryStatus(): Promise<void>
}

export type PollContext = {
  readonly now: number
  readonly userId: string
  /** The screen on display (fast check-in does not end while it is the entry-complete screen). */
  readonly pathname: string
}

export type PollOutcome = {
  readonly state: PollState
  /** Where the player goes now, if anywhere. */
  readonly navigateTo: '/entry/ready/start' | '/entry/complete' | `/result/${string}` | null
  /** Errors are only logged (spec section 4): the step that failed and why. */
  readonly errors: readonly { step: string; error: unknown }[]
}

/** The time between polls: fast during fast check-in. */
export function pollInterval(state: PollState): number {
  return state.fastCheckIn ? POLL_FAST_MS : POLL_NORMAL_MS
}

/** At a tick of the scheduler: whether a poll is due. */
export function pollDue(state: PollState, lastPollAt: number | null, now: number): boolean {
  return lastPollAt === null || now - lastPollAt >= pollInterval(state)
}

/** One poll (spec section 4, steps 1 to 5). */
export async function pollOnce(before: PollState, reads: PollReads, context: PollContext): Promise<PollOutcome> {
  let state = before
  let navigateTo: PollOutcome['navigateTo'] = null
  const errors: { step: string; error: unknown }[] = []
  const attempt = async <T>(step: string, run: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await run()
    } catch (error) {
      errors.push({ step, error })
      return undefined
    }
  }

  // 1. The user's status: entry-processing follows entry_status.
  const status = await attempt('status', () => reads.readStatus())
  if (!status) return { state, navigateTo, errors }
  state = { ...state, entryProcessing: status.entry_status !== 0 }

  if (status.party_id === null) {
    // 2. No party: not ready; fast check-in ends 30 minutes after it began, unless on the entry-complete screen.
    state = { ...state, entryReady: false }
    const started = state.fastCheckInStartedAt
    if (state.fastCheckIn && started !== null && context.now - started >= FAST_CHECK_IN_MS && context.pathname !== ENTRY_COMPLETE_PATH) {
      state = { ...state, fastCheckIn: false, fastCheckInStartedAt: null }
    }
  } else {
    // 3. A party: with fast check-in on or a smartphone party, fast check-in goes on and the players are read.
    const partyId = status.party_id
    if (state.partyId !== partyId) {
      // Another party than the flags were kept for: ready-to-start and the result are its own again
      // (a result shown before any party was known too: the shown one's id keeps it from showing twice).
      state =
        state.partyId === null
          ? { ...state, partyId, resultReady: false }
          : { ...state, partyId, entryReadyStart: false, resultReady: false, waitingTime: null, line: null, callShown: null, entryNumber: null }
    }
    const party = await attempt('party', () => reads.readParty(partyId))
    if (party && (state.fastCheckIn || party.origin === ORIGIN_SMARTPHONE)) {
      state = { ...state, fastCheckIn: true, fastCheckInStartedAt: state.fastCheckInStartedAt ?? context.now }
      const players = await attempt('players', () => reads.readPlayers(partyId))
      if (players && !players.some((player) => player.user_id === context.userId)) {
        state = { ...state, entryReady: false }
      } else if (players) {
        state = { ...state, entryNumber: party.entry_number, entryReady: true }
        if (state.entryProcessing) {
          // A pending entry status goes back to none (on the server too; kept if that fails).
          const failures = errors.length
          await attempt('resetEntryStatus', () => reads.resetEntryStatus())
          if (errors.length === failures) state = { ...state, entryProcessing: false }
        }
        const sessionId = party.session_id
        const waiting = sessionId === null ? undefined : await attempt('waitingTime', () => reads.readWaitingTime(sessionId))
        if (waiting) {
          const calledAt = waiting.called_at ?? null
          const line = { position: waiting.position ?? null, estimatedStartAt: waiting.estimated_start_at ?? null, calledAt, readAt: context.now }
          state = { ...state, waitingTime: waiting.max, line }
          if (waiting.max <= 0 && !state.entryReadyStart) {
            state = { ...state, entryReadyStart: true }
            navigateTo = '/entry/ready/start'
          } else if (calledAt !== null && calledAt !== state.callShown && !state.entryReadyStart) {
            // Called to the gate: the phone shows the ticket, which says so, once per call.
            state = { ...state, callShown: calledAt }
            navigateTo = ENTRY_COMPLETE_PATH
          }
        }
      }
    }
  }

  // 4. A result flagged as output and not yet shown: the latest, if played within 30 minutes.
  if (status.is_result_output && !state.resultReady) {
    const latest = await attempt('result', () => reads.readLatestResult())
    if (latest) {
      const playedAt = Date.parse(latest.play_result_datetime)
      if (Number.isFinite(playedAt) && context.now - playedAt <= RESULT_WINDOW_MS && latest.party_id !== state.shownResultPartyId) {
        state = { ...state, resultReady: true, shownResultPartyId: latest.party_id }
        navigateTo = `/result/${latest.party_id}`
      }
    }
  }
  return { state, navigateTo, errors }
}
