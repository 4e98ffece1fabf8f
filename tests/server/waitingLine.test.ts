import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { seedMasterData } from '../../server/master/seedMaster.ts'
import type { QueueEntry, StaffParty } from '../../src/domain/contract/staff.ts'
import type { Reservation } from '../../src/domain/contract/reservation.ts'
import { RESERVATION_DEPOSIT_TOPOLO, slotStartOf } from '../../src/domain/reservation/reservationRules.ts'
import { tokyoIso } from '../../src/domain/schedule/tokyoTime.ts'
import { accountApp, api } from './support/accounts.ts'
import { useApiServer } from './support/apiServer.ts'
import type { QuickPlayer } from './support/players.ts'
import { okData, testClock } from './support/replyAssertions.ts'
import { type Entered, staffKit } from './support/staffKit.ts'
import { describeOnEachBackend } from './support/testDatabase.ts'

/**
 * Late reservations and the waiting line (issue 31) over HTTP with a pinned clock: a reservation
 * holds until 30 minutes after its slot begins (its deposit counts, the party keeps its slot in the
 * line); from the next instant it is cancelled at check-in, the deposit kept, and the party joins
 * the end of the line; a party with a reservation that held goes before the walk-ins once its slot
 * begins, and the waits the phones read follow that order. Each test on its own day (the line is
 * a day's).
 */

const at = (day: string, time: string, ms = 0) => new Date(slotStartOf(day, time).getTime() + ms)
const MINUTE = 60_000

describeOnEachBackend('the waiting line: late reservations and reserved parties first', (backend) => {
  const clock = testClock(at('2026-12-02', '10:00'))
  const server = useApiServer(backend, { app: accountApp({ now: clock.now }), prepare: (db) => seedMasterData(db) })
  const kit = staffKit(server)

  async function reserve(player: QuickPlayer, day: string, time: string): Promise<string> {
    clock.set(at(day, '10:00'))
    const reply = await kit.call(player, 'POST', '/user/self/reservation', {
      type: 'user:reservation',
      datetime: tokyoIso(slotStartOf(day, time)),
      persons: 1,
      advance_payment: RESERVATION_DEPOSIT_TOPOLO,
    })
    return okData<{ code: string }>(reply).code
  }
  const reservationRow = async (code: string) =>
    (await server.db.query<{ status: string; cancelled: boolean }>('select status, cancelled_at is not null as cancelled from reservation where code = $1', [code]))[0]
  const enterAt = async (when: Date, players: readonly QuickPlayer[], name: string): Promise<Entered> => {
    clock.set(when)
    return kit.enterParty(players, { name })
  }
  const checkInAt = async (when: Date, party: Entered): Promise<StaffParty> => {
    clock.set(when)
    return kit.checkInOk(party)
  }
  const waitOf = async (sessionId: string | null) => okData<{ max: number }>(await api(server.url, 'GET', `/facility/waitingtime?sessionid=${sessionId}`)).max
  const queueAt = async (when: Date): Promise<Map<string, QueueEntry>> => {
    clock.set(when)
    return new Map((await kit.queue()).map((entry) => [entry.name, entry]))
  }
  /** Every lane taken: six parties of the day playing (the seeded crowd's kind of row, without a party). */
  const lanesFull = async (day: string) => {
    for (let lane = 0; lane < 6; lane += 1) {
      await server.db.query(`insert into waiting_party (session_id, party_name, persons, queued_at, status) values ($1, 'Lane', 2, $2, 'playing')`, [randomUUID(), at(day, '09:00')])
    }
  }

  it('holds a reservation until 30 minutes after its slot: checked in at 14:30:00 it counts, its deposit too, and the party keeps its slot', async () => {
    const day = '2026-12-02'
    const [leader, member] = await kit.players([
      [0, 1800],
      [0, 900],
    ])
    if (!leader || !member) throw new Error('no players')
    const code = await reserve(leader, day, '14:00')
    const party = await enterAt(at(day, '14:20'), [leader, member], 'On time')
    clock.set(at(day, '14:30'))
    const view = okData<StaffParty>(await kit.byEntry(party.entry_number))
    expect(view.reservation?.code).toBe(code)
    expect(view.late_reservation).toBeNull()
    const checkedIn = await checkInAt(at(day, '14:30'), party)
    expect(checkedIn.charge[0]).toMatchObject({ deposit: 900, due: 0 })
    expect(await reservationRow(code)).toEqual({ status: 'checked_in', cancelled: false })
    expect((await queueAt(at(day, '14:30'))).get('On time')).toMatchObject({ reserved_slot: at(day, '14:00').toISOString(), late_reservation: false, line_position: 1 })
  })

  it('cancels it from the next instant: at 14:30:00.001 the reservation is a no-show, the deposit kept, and the party a walk-in at the end of the line', async () => {
    const day = '2026-12-09'
    const [leader, member, early, earlyMember] = await kit.players([
      [0, 1800],
      [0, 900],
      [0, 900],
      [0, 900],
    ])
    if (!leader || !member || !early || !earlyMember) throw new Error('no players')
    const code = await reserve(leader, day, '14:00')
    const walkIn = await enterAt(at(day, '14:10'), [early, earlyMember], 'Walk-in')
    await checkInAt(at(day, '14:10'), walkIn)
    const party = await enterAt(at(day, '14:20'), [leader, member], 'Late')
    const late = at(day, '14:30', 1)
    clock.set(late)
    // Before the check-in staff see why: the reservation is late, its deposit no longer counts.
    const view = okData<StaffParty>(await kit.byEntry(party.entry_number))
    expect(view.reservation).toBeNull()
    expect(view.late_reservation).toEqual({ code, slot_start: at(day, '14:00').toISOString() })
    expect(view.charge[0]).toMatchObject({ deposit: 0, due: 900 })
    const checkedIn = await checkInAt(late, party)
    expect(checkedIn.late_reservation?.code).toBe(code)
    expect(checkedIn.charge[0]).toMatchObject({ deposit: 0, due: 900, from_gold: 900 })
    expect(await reservationRow(code)).toEqual({ status: 'no_show', cancelled: true })
    // Not refunded: 1,800 gold less the deposit and the play.
    expect(await kit.balances(leader)).toEqual({ silver: 0, gold: 0 })
    const mine = okData<Reservation[]>(await kit.call(leader, 'GET', '/user/self/reservation'))
    expect(mine.find((reservation) => reservation.code === code)?.status).toBe('no_show')
    // The end of the line: behind the walk-in who came earlier.
    const queue = await queueAt(late)
    expect(queue.get('Late')).toMatchObject({ reserved_slot: null, late_reservation: true, line_position: 2 })
    expect(queue.get('Walk-in')).toMatchObject({ line_position: 1 })
  })

  it('serves a reserved party in its slot before the walk-ins who came earlier; the waits the phones read follow', async () => {
    const day = '2026-12-16'
    await lanesFull(day)
    const funds: [number, number][] = [
      [0, 900],
      [0, 900],
      [0, 1800],
      [0, 900],
      [0, 1800],
      [0, 900],
    ]
    const [walker, walkerMember, booker, bookerMember, tardy, tardyMember] = await kit.players(funds)
    if (!walker || !walkerMember || !booker || !bookerMember || !tardy || !tardyMember) throw new Error('no players')
    await reserve(booker, day, '14:00')
    const tardyCode = await reserve(tardy, day, '13:00')
    const walk = await checkInAt(at(day, '13:40'), await enterAt(at(day, '13:40'), [walker, walkerMember], 'Walker'))
    const booked = await checkInAt(at(day, '13:50'), await enterAt(at(day, '13:50'), [booker, bookerMember], 'Booker'))
    // 13:55 is 55 minutes after the 13:00 slot: that reservation is cancelled, the party a walk-in.
    const late = await checkInAt(at(day, '13:55'), await enterAt(at(day, '13:55'), [tardy, tardyMember], 'Tardy'))
    expect(await reservationRow(tardyCode)).toEqual({ status: 'no_show', cancelled: true })

    // Before 14:00 everyone goes by check-in; the booker waits no longer than its slot and the lane after it.
    const before = await queueAt(at(day, '13:55'))
    expect([before.get('Walker')?.line_position, before.get('Booker')?.line_position, before.get('Tardy')?.line_position]).toEqual([1, 2, 3])
    expect([await waitOf(walk.session_id), await waitOf(booked.session_id), await waitOf(late.session_id)]).toEqual([10, 10, 30])

    // From 14:00 the booker goes first.
    const inSlot = await queueAt(at(day, '14:00'))
    expect([inSlot.get('Booker')?.line_position, inSlot.get('Walker')?.line_position, inSlot.get('Tardy')?.line_position]).toEqual([1, 2, 3])
    expect(inSlot.get('Booker')).toMatchObject({ reserved_slot: at(day, '14:00').toISOString(), wait_minutes: 10 })
    expect([await waitOf(booked.session_id), await waitOf(walk.session_id), await waitOf(late.session_id)]).toEqual([10, 20, 30])

    // Staff send the booker in: the walker is next.
    okData(await kit.start(booked.party_id))
    const after = await queueAt(at(day, '14:00', MINUTE))
    expect(after.get('Booker')).toMatchObject({ queue_status: 'playing', line_position: null, wait_minutes: null })
    expect(after.get('Walker')?.line_position).toBe(1)
  })
})
