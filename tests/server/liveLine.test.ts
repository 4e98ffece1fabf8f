import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { seedMasterData } from '../../server/master/seedMaster.ts'
import type { SummaryValues, WaitingTime } from '../../src/domain/contract/facility.ts'
import type { QueueEntry } from '../../src/domain/contract/staff.ts'
import { slotStartOf } from '../../src/domain/reservation/reservationRules.ts'
import { accountApp, api } from './support/accounts.ts'
import { useApiServer } from './support/apiServer.ts'
import type { QuickPlayer } from './support/players.ts'
import { okData, testClock } from './support/replyAssertions.ts'
import { type Entered, line, NO_SUCH_PARTY, staffKit } from './support/staffKit.ts'
import { describeOnEachBackend } from './support/testDatabase.ts'

/**
 * The live line (issue 34) over HTTP with a pinned clock: staff's start and the result record when
 * a play began and ended; the waits follow the pace of the day's last plays and when each lane
 * frees; a party's phones read their place, estimated start and the staff's call to the gate
 * (GET /facility/waitingtime?sessionid); the top page's wait is the same estimate. Each test on
 * its own day (the line is a day's).
 */

const at = (day: string, time: string) => slotStartOf(day, time)
const MINUTE = 60_000

describeOnEachBackend('the live line: the pace, the place, the call', (backend) => {
  const clock = testClock(at('2026-12-02', '10:00'))
  const server = useApiServer(backend, { app: accountApp({ now: clock.now }), prepare: (db) => seedMasterData(db) })
  const kit = staffKit(server)

  const waitOf = async (sessionId: string | null) => okData<WaitingTime>(await api(server.url, 'GET', `/facility/waitingtime?sessionid=${sessionId}`))
  const walkIn = async () => okData<WaitingTime>(await api(server.url, 'GET', '/facility/waitingtime'))
  const summary = async () => okData<{ values: SummaryValues }>(await api(server.url, 'GET', '/facility/summary')).values
  const queueEntry = async (name: string): Promise<QueueEntry | undefined> => (await kit.queue()).find((entry) => entry.name === name)
  /** A play of the day that ended: `minutes` long, ending `endedAgo` minutes before `now`. */
  const endedPlay = async (now: Date, minutes: number, endedAgo: number) => {
    const ended = new Date(now.getTime() - endedAgo * MINUTE)
    await server.db.query(`insert into waiting_party (session_id, party_name, persons, queued_at, status, started_at, ended_at) values ($1, 'Done', 3, $2, 'done', $2, $3)`, [
      randomUUID(),
      new Date(ended.getTime() - minutes * MINUTE),
      ended,
    ])
  }
  /** A lane taken by a play that began `minutesAgo` before `now`. */
  const playing = async (now: Date, minutesAgo: number) => {
    const started = new Date(now.getTime() - minutesAgo * MINUTE)
    await server.db.query(`insert into waiting_party (session_id, party_name, persons, queued_at, status, started_at) values ($1, 'Lane', 2, $2, 'playing', $2)`, [randomUUID(), started])
  }
  /** A party of two with the play's topolo, entered at `when`. */
  async function enteredParty(when: Date, name: string): Promise<{ party: Entered; leader: QuickPlayer; member: QuickPlayer }> {
    const [leader, member] = await kit.players([
      [0, 900],
      [0, 900],
    ])
    if (!leader || !member) throw new Error('no players')
    clock.set(when)
    return { party: await kit.enterParty([leader, member], { name }), leader, member }
  }
  async function checkedInParty(when: Date, name: string): Promise<Entered & { session_id: string }> {
    const { party } = await enteredParty(when, name)
    const checkedIn = await kit.checkInOk(party)
    if (!checkedIn.session_id) throw new Error('no session after check-in')
    return { ...party, session_id: checkedIn.session_id }
  }

  it('records when staff sent a party in and when its result came', async () => {
    const day = '2026-12-02'
    const { party, leader, member } = await enteredParty(at(day, '13:00'), 'Timed')
    await kit.checkInOk(party)
    clock.set(at(day, '13:05'))
    okData(await kit.start(party.party_id))
    clock.set(at(day, '13:52'))
    okData(await kit.record(party.party_id, [line(leader, [1], 1000, 2000, 3), line(member, [1], 900, 1800, 2)]))
    const [row] = await server.db.query<{ started_at: Date; ended_at: Date }>('select started_at, ended_at from waiting_party where party_id = $1', [party.party_id])
    expect([new Date(row?.started_at ?? 0).toISOString(), new Date(row?.ended_at ?? 0).toISOString()]).toEqual([at(day, '13:05').toISOString(), at(day, '13:52').toISOString()])
  })

  it('follows the pace of the last plays and when each lane frees; the top page shows the same wait', async () => {
    const day = '2026-12-09'
    const now = at(day, '14:00')
    // Today's last plays took 40, 44 and 42 minutes: the pace is their median, 42.
    await endedPlay(now, 40, 30)
    await endedPlay(now, 44, 20)
    await endedPlay(now, 42, 10)
    // Six lanes taken, begun 30 to 35 minutes ago: they free in 7 to 12 minutes.
    for (const minutesAgo of [35, 34, 33, 32, 31, 30]) await playing(now, minutesAgo)
    const first = await checkedInParty(new Date(now.getTime() - 2 * MINUTE), 'First')
    const second = await checkedInParty(new Date(now.getTime() - MINUTE), 'Second')
    clock.set(now)
    expect(await waitOf(first.session_id)).toEqual({ max: 7, position: 1, estimated_start_at: new Date(now.getTime() + 7 * MINUTE).toISOString(), called_at: null, pace_minutes: 42 })
    expect(await waitOf(second.session_id)).toMatchObject({ max: 8, position: 2 })
    // A party walking in now is third: the lane begun 33 minutes ago frees in 9.
    expect(await walkIn()).toMatchObject({ max: 9, position: null, called_at: null, pace_minutes: 42 })
    expect((await summary()).estimated_wait_minutes).toBe(9)
    // The kiosk's line shows the same.
    expect(await queueEntry('Second')).toMatchObject({ line_position: 2, wait_minutes: 8, called_at: null })
    // A play past the pace ends any minute, never "now": the first party is not sent in before a lane frees.
    clock.set(new Date(now.getTime() + 20 * MINUTE))
    expect(await waitOf(first.session_id)).toMatchObject({ max: 1, position: 1 })
  })

  it('a full game is the pace until three plays of the last hours have ended', async () => {
    const day = '2026-12-16'
    const now = at(day, '14:00')
    await endedPlay(now, 30, 10)
    await endedPlay(now, 30, 5)
    // Six lanes begun 10 minutes ago: at a full game (60) they free in 50 minutes.
    for (let lane = 0; lane < 6; lane += 1) await playing(now, 10)
    clock.set(now)
    expect(await walkIn()).toMatchObject({ max: 50, pace_minutes: 60 })
    // A third play sets the pace: 30 minutes, so the lanes free in 20.
    await endedPlay(now, 30, 1)
    expect(await walkIn()).toMatchObject({ max: 20, pace_minutes: 30 })
  })

  it('staff call a waiting party to the gate; its phones read the call; staff may take it back', async () => {
    const day = '2026-12-23'
    for (let lane = 0; lane < 6; lane += 1) await playing(at(day, '13:00'), 0)
    const party = await checkedInParty(at(day, '13:10'), 'Called')
    clock.set(at(day, '13:20'))
    const reply = await kit.asStaff('POST', '/staff/call', { type: 'staff:call', party_id: party.party_id })
    expect(reply.status).toBe(200)
    const called = (reply.body as { queue?: QueueEntry[] }).queue?.find((entry) => entry.party_id === party.party_id)
    expect(called).toMatchObject({ called_at: at(day, '13:20').toISOString(), line_position: 1 })
    expect((await waitOf(party.session_id)).called_at).toBe(at(day, '13:20').toISOString())
    // Called again later: the new time.
    clock.set(at(day, '13:25'))
    okData(await kit.asStaff('POST', '/staff/call', { type: 'staff:call', party_id: party.party_id }))
    expect((await waitOf(party.session_id)).called_at).toBe(at(day, '13:25').toISOString())
    // Taken back.
    okData(await kit.asStaff('POST', '/staff/call', { type: 'staff:call', party_id: party.party_id, cancel: true }))
    expect((await waitOf(party.session_id)).called_at).toBeNull()
    expect((await queueEntry('Called'))?.called_at).toBeNull()
    // Once playing, it cannot be called; the phones' call goes with the line.
    okData(await kit.start(party.party_id))
    expect((await kit.asStaff('POST', '/staff/call', { type: 'staff:call', party_id: party.party_id })).body.result.status).toBe(3021)
    expect(await waitOf(party.session_id)).toMatchObject({ max: 0, position: null, called_at: null })
  })

  it('refuses a call from a player, for a party not checked in or not found, and a bad body', async () => {
    const day = '2026-12-30'
    const { party, leader } = await enteredParty(at(day, '13:00'), 'Early')
    const asPlayer = await kit.call(leader, 'POST', '/staff/call', { type: 'staff:call', party_id: party.party_id })
    expect([asPlayer.status, asPlayer.body.result.status]).toEqual([403, 1403])
    expect((await kit.asStaff('POST', '/staff/call', { type: 'staff:call', party_id: party.party_id })).body.result.status).toBe(3025)
    const missing = await kit.asStaff('POST', '/staff/call', { type: 'staff:call', party_id: NO_SUCH_PARTY })
    expect([missing.status, missing.body.result.status]).toEqual([404, 1404])
    for (const body of [{ type: 'staff:call' }, { type: 'staff:call', party_id: party.party_id, cancel: 'yes' }, { type: 'staff:start', party_id: party.party_id }]) {
      expect((await kit.asStaff('POST', '/staff/call', body)).status).toBe(400)
    }
    const [row] = await server.db.query<{ called: number }>('select count(*)::int as called from waiting_party where called_at is not null')
    expect(row?.called).toBe(0)
  })
})
