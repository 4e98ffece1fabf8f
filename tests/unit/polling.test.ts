import { describe, expect, it } from 'vitest'
import {
  FAST_CHECK_IN_MS,
  IDLE_POLL_STATE,
  POLL_FAST_MS,
  POLL_NORMAL_MS,
  type PollReads,
  type PollState,
  pollDue,
  pollingEnabled,
  pollInterval,
  pollOnce,
  RESULT_WINDOW_MS,
} from '../../src/data/sync/polling.ts'

/** The clock of every case: Wednesday 2 December 2026, 12:00 in Tokyo. */
const NOW = Date.parse('2026-12-02T12:00:00+09:00')
const ME = 'me'

type World = {
  status?: { entry_status: number; party_id: string | null; is_result_output: boolean } | Error
  party?: { origin: number; entry_number: number | null; session_id: string | null } | Error
  players?: string[] | Error
  /** The wait in minutes, or the whole reply of GET /facility/waitingtime (the live line). */
  waiting?: number | Error | { max: number; position: number | null; estimated_start_at: string | null; called_at: string | null }
  result?: { party_id: string; play_result_datetime: string } | null | Error
  reset?: Error
}

/** Reads over a fixed world, recording which were made. */
function readsOf(world: World) {
  const calls: string[] = []
  const answer = <T>(name: string, value: T | Error | undefined): Promise<T> => {
    calls.push(name)
    if (value instanceof Error) return Promise.reject(value)
    if (value === undefined) return Promise.reject(new Error(`${name} not in this world`))
    return Promise.resolve(value)
  }
  const reads: PollReads = {
    readStatus: () => answer('status', world.status),
    readParty: () => answer('party', world.party),
    readPlayers: () => answer('players', world.players instanceof Error ? world.players : world.players?.map((user_id) => ({ user_id }))),
    readWaitingTime: () => answer('waiting', typeof world.waiting === 'number' ? { max: world.waiting } : world.waiting),
    readLatestResult: () => answer('result', world.result === undefined ? null : world.result),
    resetEntryStatus: async () => {
      calls.push('reset')
      if (world.reset) throw world.reset
    },
  }
  return { reads, calls }
}

const status = (party_id: string | null, entry_status = 0, is_result_output = false) => ({ entry_status, party_id, is_result_output })
const smartphoneParty = { origin: 2, entry_number: 12, session_id: 's1' }
const counterParty = { origin: 1, entry_number: 7, session_id: 's2' }
const fast = (startedAt: number): PollState => ({ ...IDLE_POLL_STATE, fastCheckIn: true, fastCheckInStartedAt: startedAt })
const minutesAgo = (minutes: number) => NOW - minutes * 60_000
const isoMinutesAgo = (minutes: number) => new Date(minutesAgo(minutes)).toISOString()

describe('when polling runs and how often', () => {
  it.each([
    [5, true, true, false],
    [6, true, true, true],
    [7, true, true, true],
    [6, false, true, false],
    [6, true, false, false],
  ])('period level %i, signed in %s, auto-transition %s: %s', (level, signedIn, auto, expected) => {
    expect(pollingEnabled(level, signedIn, auto)).toBe(expected)
  })

  it.each([
    [IDLE_POLL_STATE, POLL_NORMAL_MS],
    [fast(NOW), POLL_FAST_MS],
  ])('interval %#', (state, expected) => {
    expect(pollInterval(state)).toBe(expected)
  })

  it.each([
    [IDLE_POLL_STATE, null, true],
    [IDLE_POLL_STATE, NOW - POLL_NORMAL_MS + 1, false],
    [IDLE_POLL_STATE, NOW - POLL_NORMAL_MS, true],
    [fast(NOW), NOW - POLL_FAST_MS + 1, false],
    [fast(NOW), NOW - POLL_FAST_MS, true],
  ])('due %#', (state, lastPollAt, expected) => {
    expect(pollDue(state, lastPollAt, NOW)).toBe(expected)
  })
})

type Case = {
  name: string
  before?: PollState
  world: World
  pathname?: string
  expect: Partial<PollState>
  navigateTo?: string | null
  calls: string[]
  errorSteps?: string[]
}

const CASES: Case[] = [
  {
    name: '1. entry-processing follows entry_status',
    world: { status: status(null, 1) },
    expect: { entryProcessing: true, entryReady: false },
    calls: ['status'],
  },
  {
    name: '2. no party: entry-ready goes off',
    before: { ...IDLE_POLL_STATE, entryReady: true },
    world: { status: status(null) },
    expect: { entryReady: false, entryProcessing: false },
    calls: ['status'],
  },
  {
    name: '2. no party: fast check-in ends 30 minutes after it began',
    before: fast(NOW - FAST_CHECK_IN_MS),
    world: { status: status(null) },
    expect: { fastCheckIn: false, fastCheckInStartedAt: null },
    calls: ['status'],
  },
  {
    name: '2. no party: fast check-in goes on before 30 minutes',
    before: fast(NOW - FAST_CHECK_IN_MS + 1),
    world: { status: status(null) },
    expect: { fastCheckIn: true, fastCheckInStartedAt: NOW - FAST_CHECK_IN_MS + 1 },
    calls: ['status'],
  },
  {
    name: '2. no party: fast check-in does not end on the entry-complete screen',
    before: fast(minutesAgo(45)),
    world: { status: status(null) },
    pathname: '/entry/complete',
    expect: { fastCheckIn: true },
    calls: ['status'],
  },
  {
    name: '3. a smartphone party: fast check-in starts, the player is in: ready with the entry number and the wait',
    world: { status: status('p1'), party: smartphoneParty, players: [ME, 'b'], waiting: 12 },
    expect: { fastCheckIn: true, fastCheckInStartedAt: NOW, entryReady: true, entryNumber: 12, waitingTime: 12, entryReadyStart: false },
    navigateTo: null,
    calls: ['status', 'party', 'players', 'waiting'],
  },
  {
    name: '3. fast check-in already on keeps its start',
    before: fast(minutesAgo(10)),
    world: { status: status('p2'), party: counterParty, players: [ME], waiting: 3 },
    expect: { fastCheckIn: true, fastCheckInStartedAt: minutesAgo(10), entryReady: true, entryNumber: 7 },
    calls: ['status', 'party', 'players', 'waiting'],
  },
  {
    name: '3. a counter party without fast check-in: nothing more is read',
    world: { status: status('p2'), party: counterParty },
    expect: { fastCheckIn: false, entryReady: false },
    calls: ['status', 'party'],
  },
  {
    name: '3. the player is not one of the party: not ready',
    before: { ...IDLE_POLL_STATE, entryReady: true },
    world: { status: status('p1'), party: smartphoneParty, players: ['a', 'b'] },
    expect: { entryReady: false, fastCheckIn: true },
    calls: ['status', 'party', 'players'],
  },
  {
    name: '3. a pending entry status is reset to none',
    world: { status: status('p1', 2), party: smartphoneParty, players: [ME], waiting: 5 },
    expect: { entryProcessing: false, entryReady: true },
    calls: ['status', 'party', 'players', 'reset', 'waiting'],
  },
  {
    name: '3. a failed reset keeps the status pending and is only logged',
    world: { status: status('p1', 1), party: smartphoneParty, players: [ME], waiting: 5, reset: new Error('offline') },
    expect: { entryProcessing: true, entryReady: true },
    calls: ['status', 'party', 'players', 'reset', 'waiting'],
    errorSteps: ['resetEntryStatus'],
  },
  {
    name: '3. the wait reaches 0: ready-to-start, once',
    world: { status: status('p1'), party: smartphoneParty, players: [ME], waiting: 0 },
    expect: { entryReadyStart: true, waitingTime: 0 },
    navigateTo: '/entry/ready/start',
    calls: ['status', 'party', 'players', 'waiting'],
  },
  {
    name: '3. a wait below 0 counts as reached',
    world: { status: status('p1'), party: smartphoneParty, players: [ME], waiting: -3 },
    expect: { entryReadyStart: true },
    navigateTo: '/entry/ready/start',
    calls: ['status', 'party', 'players', 'waiting'],
  },
  {
    name: '3. the live line: the place, the estimated start and the call are kept with the time read',
    world: { status: status('p1'), party: smartphoneParty, players: [ME], waiting: { max: 12, position: 2, estimated_start_at: isoMinutesAgo(-12), called_at: null } },
    expect: { waitingTime: 12, line: { position: 2, estimatedStartAt: isoMinutesAgo(-12), calledAt: null, readAt: NOW }, callShown: null },
    navigateTo: null,
    calls: ['status', 'party', 'players', 'waiting'],
  },
  {
    name: '3. called to the gate: the ticket, which says so',
    world: { status: status('p1'), party: smartphoneParty, players: [ME], waiting: { max: 4, position: 1, estimated_start_at: isoMinutesAgo(-4), called_at: isoMinutesAgo(1) } },
    expect: { callShown: isoMinutesAgo(1), line: { position: 1, estimatedStartAt: isoMinutesAgo(-4), calledAt: isoMinutesAgo(1), readAt: NOW } },
    navigateTo: '/entry/complete',
    calls: ['status', 'party', 'players', 'waiting'],
  },
  {
    name: '3. the same call read again: not again',
    before: { ...fast(NOW), partyId: 'p1', callShown: isoMinutesAgo(1) },
    world: { status: status('p1'), party: smartphoneParty, players: [ME], waiting: { max: 4, position: 1, estimated_start_at: null, called_at: isoMinutesAgo(1) } },
    expect: { callShown: isoMinutesAgo(1) },
    navigateTo: null,
    calls: ['status', 'party', 'players', 'waiting'],
  },
  {
    name: '3. staff call again later: the ticket again',
    before: { ...fast(NOW), partyId: 'p1', callShown: isoMinutesAgo(5) },
    world: { status: status('p1'), party: smartphoneParty, players: [ME], waiting: { max: 4, position: 1, estimated_start_at: null, called_at: isoMinutesAgo(1) } },
    expect: { callShown: isoMinutesAgo(1) },
    navigateTo: '/entry/complete',
    calls: ['status', 'party', 'players', 'waiting'],
  },
  {
    name: '3. a call for another party than the one shown: its own',
    before: { ...fast(NOW), partyId: 'p0', callShown: isoMinutesAgo(1), line: { position: 1, estimatedStartAt: null, calledAt: isoMinutesAgo(1), readAt: NOW } },
    world: { status: status('p1'), party: smartphoneParty, players: [ME], waiting: { max: 20, position: 3, estimated_start_at: null, called_at: null } },
    expect: { partyId: 'p1', callShown: null, line: { position: 3, estimatedStartAt: null, calledAt: null, readAt: NOW } },
    navigateTo: null,
    calls: ['status', 'party', 'players', 'waiting'],
  },
  {
    name: '3. ready-to-start already shown: not again',
    before: { ...fast(NOW), entryReadyStart: true },
    world: { status: status('p1'), party: smartphoneParty, players: [ME], waiting: 0 },
    expect: { entryReadyStart: true },
    navigateTo: null,
    calls: ['status', 'party', 'players', 'waiting'],
  },
  {
    name: '3. a party without a session: no wait is read',
    world: { status: status('p1'), party: { ...smartphoneParty, session_id: null }, players: [ME] },
    expect: { entryReady: true, waitingTime: null },
    calls: ['status', 'party', 'players'],
  },
  {
    name: '4. a result within 30 minutes: result-ready and the result screen',
    world: { status: status(null, 0, true), result: { party_id: 'p9', play_result_datetime: isoMinutesAgo(10) } },
    expect: { resultReady: true },
    navigateTo: '/result/p9',
    calls: ['status', 'result'],
  },
  {
    name: '4. a result exactly 30 minutes old is still shown',
    world: { status: status(null, 0, true), result: { party_id: 'p9', play_result_datetime: new Date(NOW - RESULT_WINDOW_MS).toISOString() } },
    expect: { resultReady: true },
    navigateTo: '/result/p9',
    calls: ['status', 'result'],
  },
  {
    name: '4. an older result is not',
    world: { status: status(null, 0, true), result: { party_id: 'p9', play_result_datetime: isoMinutesAgo(31) } },
    expect: { resultReady: false },
    navigateTo: null,
    calls: ['status', 'result'],
  },
  {
    name: '4. a result already shown is not read again',
    before: { ...IDLE_POLL_STATE, resultReady: true },
    world: { status: status(null, 0, true) },
    expect: { resultReady: true },
    calls: ['status'],
  },
  {
    name: '4. no result yet',
    world: { status: status(null, 0, true), result: null },
    expect: { resultReady: false },
    calls: ['status', 'result'],
  },
  {
    name: '5. the status cannot be read: nothing changes, the error is only logged',
    before: fast(minutesAgo(40)),
    world: { status: new Error('offline') },
    expect: fast(minutesAgo(40)),
    calls: ['status'],
    errorSteps: ['status'],
  },
  {
    name: '5. the party cannot be read: the result step still runs',
    world: { status: status('p1', 0, true), party: new Error('503'), result: { party_id: 'p1', play_result_datetime: isoMinutesAgo(1) } },
    expect: { fastCheckIn: false, resultReady: true },
    navigateTo: '/result/p1',
    calls: ['status', 'party', 'result'],
    errorSteps: ['party'],
  },
  {
    name: '5. the waiting time cannot be read: ready stays, no ready-to-start',
    world: { status: status('p1'), party: smartphoneParty, players: [ME], waiting: new Error('timeout') },
    expect: { entryReady: true, entryReadyStart: false },
    navigateTo: null,
    calls: ['status', 'party', 'players', 'waiting'],
    errorSteps: ['waitingTime'],
  },
]

describe('one poll (spec section 4)', () => {
  it.each(CASES)('$name', async (row) => {
    const { reads, calls } = readsOf(row.world)
    const outcome = await pollOnce(row.before ?? IDLE_POLL_STATE, reads, { now: NOW, userId: ME, pathname: row.pathname ?? '/mypage' })
    expect(outcome.state).toMatchObject(row.expect)
    if (row.navigateTo !== undefined) expect(outcome.navigateTo).toBe(row.navigateTo)
    expect(calls).toEqual(row.calls)
    expect(outcome.errors.map((each) => each.step)).toEqual(row.errorSteps ?? [])
  })

  it('a visit in polls: entry, wait, ready-to-start once, result', async () => {
    let state = IDLE_POLL_STATE
    const context = (minutes: number) => ({ now: NOW + minutes * 60_000, userId: ME, pathname: '/entry/complete' })
    const world = (waiting: number, result?: World['result']): World => ({
      status: status(result ? null : 'p1', 0, result !== undefined),
      party: smartphoneParty,
      players: [ME],
      waiting,
      result,
    })
    const seen: (string | null)[] = []
    for (const [minute, w] of [
      [0, world(20)],
      [10, world(5)],
      [20, world(0)],
      [21, world(0)],
    ] as const) {
      const outcome = await pollOnce(state, readsOf(w).reads, context(minute))
      state = outcome.state
      seen.push(outcome.navigateTo)
    }
    expect(seen).toEqual([null, null, '/entry/ready/start', null])
    expect(state).toMatchObject({ fastCheckIn: true, fastCheckInStartedAt: NOW, entryReady: true, entryReadyStart: true })
    const played = new Date(NOW + 70 * 60_000).toISOString()
    const after = await pollOnce(state, readsOf(world(0, { party_id: 'p1', play_result_datetime: played })).reads, { ...context(80), pathname: '/mypage' })
    expect(after.navigateTo).toBe('/result/p1')
    // The party is over (no party id) and fast check-in began 80 minutes ago: it ends.
    expect(after.state).toMatchObject({ resultReady: true, entryReady: false, fastCheckIn: false })
  })
})

describe('one entry after another', () => {
  const run = (state: PollState, world: World) => pollOnce(state, readsOf(world).reads, { now: NOW, userId: ME, pathname: '/mypage' })

  it.each([
    ['a first party only records its id', { ...IDLE_POLL_STATE, partyId: null }, 'p1', { partyId: 'p1', entryReadyStart: false }],
    ['the same party keeps ready-to-start shown', { ...fast(NOW), partyId: 'p1', entryReadyStart: true }, 'p1', { partyId: 'p1', entryReadyStart: true }],
    ['a new party starts ready-to-start afresh', { ...fast(NOW), partyId: 'p0', entryReadyStart: true, resultReady: true, entryNumber: 3 }, 'p1', { partyId: 'p1', resultReady: false }],
    [
      "a result shown before any party was known does not hold back the first party's",
      { ...IDLE_POLL_STATE, partyId: null, resultReady: true, shownResultPartyId: 'p0' },
      'p1',
      { partyId: 'p1', resultReady: false, shownResultPartyId: 'p0' },
    ],
  ] as const)('%s', async (_, state, partyId, expected) => {
    const outcome = await run(state, { status: status(partyId), party: { ...smartphoneParty, session_id: null }, players: [ME] })
    expect(outcome.state).toMatchObject(expected)
  })

  it("after a session first jumped to a recent result, the next party's result opens by itself", async () => {
    const opened = await run(IDLE_POLL_STATE, { status: status(null, 0, true), result: { party_id: 'p0', play_result_datetime: isoMinutesAgo(5) } })
    expect(opened.navigateTo).toBe('/result/p0')
    const joined = await run(opened.state, { status: status('p1'), party: { ...smartphoneParty, session_id: null }, players: [ME] })
    const played = await run(joined.state, { status: status(null, 0, true), result: { party_id: 'p1', play_result_datetime: isoMinutesAgo(1) } })
    expect(played.navigateTo).toBe('/result/p1')
  })

  it('shows ready-to-start again for a new party that reaches the head of the line', async () => {
    const before = { ...fast(NOW), partyId: 'p0', entryReadyStart: true }
    const outcome = await run(before, { status: status('p1'), party: smartphoneParty, players: [ME], waiting: 0 })
    expect(outcome.navigateTo).toBe('/entry/ready/start')
    expect(outcome.state).toMatchObject({ partyId: 'p1', entryReadyStart: true, entryNumber: 12 })
  })

  it.each([
    ['a result not shown yet is shown', null, '/result/p1'],
    ['the result shown already is not shown again after a new entry', 'p1', null],
    ['a newer result is shown', 'p0', '/result/p1'],
  ] as const)('%s', async (_, shown, expected) => {
    const before = { ...IDLE_POLL_STATE, resultReady: false, shownResultPartyId: shown }
    const outcome = await run(before, { status: status(null, 0, true), result: { party_id: 'p1', play_result_datetime: isoMinutesAgo(5) } })
    expect(outcome.navigateTo).toBe(expected)
    expect(outcome.state.shownResultPartyId).toBe('p1')
  })
})
