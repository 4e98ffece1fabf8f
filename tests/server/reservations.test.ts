import { beforeAll, describe, expect, it } from 'vitest'
import { topoloBalances } from '../../server/accounts/topoloLedger.ts'
import { entryReservationCheck } from '../../server/reservations/reservationStore.ts'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import type { ScheduleDay } from '../../src/domain/contract/facility.ts'
import type { Reservation, ReservationInfo, ReservationRemain, ReservationWriteReply } from '../../src/domain/contract/reservation.ts'
import type { TopoloHistoryItem } from '../../src/domain/contract/topoloHistory.ts'
import { RESERVATION_DEPOSIT_TOPOLO, slotStartOf } from '../../src/domain/reservation/reservationRules.ts'
import { formatReservationCode } from '../../src/domain/reservation/reservationCode.ts'
import { addDays, tokyoIso } from '../../src/domain/schedule/tokyoTime.ts'
import { TOPOLO_USE_LABEL } from '../../src/domain/topolo.ts'
import { accountApp, api, firebaseSignUp, uniqueEmail } from './support/accounts.ts'
import { useApiServer } from './support/apiServer.ts'
import { type QuickPlayer, quickPlayers } from './support/players.ts'
import { describeOnEachBackend } from './support/testDatabase.ts'

/** Wednesday 2 December 2026, 12:00 in Tokyo: the calendar covers 2 to 29 December; 8 December is the monthly maintenance. */
const TODAY = '2026-12-02'
const NOW = slotStartOf(TODAY, '12:00')
const DEPOSIT = RESERVATION_DEPOSIT_TOPOLO

const at = (date: string, time: string) => tokyoIso(slotStartOf(date, time))
const body = (datetime: string, extra: Record<string, unknown> = {}) => ({ type: 'user:reservation', datetime, persons: 1, advance_payment: DEPOSIT, ...extra })

describeOnEachBackend('/user/self/reservation: reserve, list, remain, cancel, look up', (backend) => {
  const server = useApiServer(backend, { app: accountApp({ now: () => NOW, rateLimits: { reservationCodePerUid: 6 } }) })
  let rich: QuickPlayer
  let other: QuickPlayer
  let poor: QuickPlayer

  beforeAll(async () => {
    ;[rich, other, poor] = (await quickPlayers(server.db, 3, 10 * DEPOSIT)) as [QuickPlayer, QuickPlayer, QuickPlayer]
    // The poor player spends all but 100 gold.
    await server.db.query(`insert into topolo_ledger (user_id, type, amount, reason) values ($1, 2, $2, 106)`, [poor.userId, -(10 * DEPOSIT - 100)])
  })

  const reserve = (player: QuickPlayer, datetime: string, extra: Record<string, unknown> = {}) =>
    api(server.url, 'POST', '/user/self/reservation', { token: player.token, body: body(datetime, extra) })
  const gold = async (player: QuickPlayer) => (await topoloBalances(server.db, player.userId)).gold

  it('answers 2014 to an account with no player, before any other refusal, and books nothing', async () => {
    const stranger = await firebaseSignUp(uniqueEmail('stranger'))
    const [before] = await server.db.query<{ n: number }>('select count(*)::int as n from reservation')
    // An open slot, one that is not a slot, and a day outside the period: the caller comes first.
    for (const datetime of [at('2026-12-10', '16:00'), at('2026-12-10', '16:07'), at(addDays('2026-12-02', 60), '16:00')]) {
      const reply = await api(server.url, 'POST', '/user/self/reservation', { token: stranger.idToken, body: body(datetime) })
      expect([reply.status, reply.body.result.status], datetime).toEqual([404, ResultCode.accountNotRegistered])
    }
    const [after] = await server.db.query<{ n: number }>('select count(*)::int as n from reservation')
    expect(after?.n).toBe(before?.n)
  })

  it('reserves a slot, debits the deposit in gold topolo with the reserve label, and lists it', async () => {
    const before = await gold(rich)
    const reply = await reserve(rich, at('2026-12-10', '15:00'))
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    const reservation = reply.body.data as Reservation
    expect(reservation).toMatchObject({
      date: '20261210',
      time: '15:00',
      end: '15:30',
      datetime: '2026-12-10T15:00:00+09:00',
      persons: 1,
      advance_payment: DEPOSIT,
      price: 2250,
      status: 'reserved',
      cancellable: true,
      cancelled_at: null,
    })
    expect(reservation.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/)
    expect(await gold(rich)).toBe(before - DEPOSIT)
    const spent = (await api(server.url, 'GET', '/user/self/topolo/use?type=2', { token: rich.token })).body.data as TopoloHistoryItem[]
    expect(spent[0]).toMatchObject({ amount: DEPOSIT, label: TOPOLO_USE_LABEL.reserve })

    const list = await api(server.url, 'GET', '/user/self/reservation', { token: rich.token })
    expect(list.body.data).toEqual([reservation])
    expect((await api(server.url, 'GET', '/user/self/reservation/remain?date=20261210', { token: rich.token })).body.data).toEqual({
      date: '20261210',
      limit: 2,
      reserved: 1,
      remain: 1,
    } satisfies ReservationRemain)
    expect((await api(server.url, 'GET', '/user/self/reservation/remain', { token: rich.token })).body.data).toMatchObject({ date: '20261202', remain: 2 })
    // The calendar counts it: the slot has one place left of two.
    const schedule = await api(server.url, 'GET', '/facility/schedule?date=20261210&days=1')
    const day = (schedule.body.data as ScheduleDay[])[0]
    expect(day?.times.find((slot) => slot.time === '15:00')).toMatchObject({ capacity: 2, remaining: 1, reservable: true })
    expect(schedule.body).toMatchObject({ charge: [{ deposit: 2250, deposit_topolo: DEPOSIT }] })
    // The reply carries what the write changed, as the reads now answer it: the app stores these
    // instead of reading them again.
    const written = reply.body as ReservationWriteReply
    expect(written.day).toEqual(day)
    expect(written.property).toEqual((await api(server.url, 'GET', '/user/self/property', { token: rich.token })).body.data)
    expect(written.property?.topolo.gold).toBe(before - DEPOSIT)
  })

  it('debits a slot of today as a same-day reservation', async () => {
    const reply = await reserve(rich, at(TODAY, '18:00'))
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    const spent = (await api(server.url, 'GET', '/user/self/topolo/use?type=2', { token: rich.token })).body.data as TopoloHistoryItem[]
    expect(spent[0]).toMatchObject({ amount: DEPOSIT, label: TOPOLO_USE_LABEL.sameDayReserve })
  })

  it.each([
    ['a closed maintenance day', at('2026-12-08', '15:00')],
    ['a slot already begun', at(TODAY, '11:30')],
    ['a slot within 30 minutes of its start', at(TODAY, '12:00')],
    ['a day of the past', at('2026-12-01', '15:00')],
    ['the day after the period ends', at('2026-12-30', '15:00')],
    ['a time off the half hour', '2026-12-10T15:10:00+09:00'],
    ['a time after the last reception', at('2026-12-10', '22:30')],
    ['a time before opening on a weekday', at('2026-12-10', '10:30')],
  ])('refuses %s with "reservation failed" and debits nothing', async (_, datetime) => {
    const before = await gold(rich)
    const reply = await reserve(rich, datetime)
    expect(reply.status).toBe(409)
    expect(reply.body.result.status).toBe(ResultCode.reservationFailed)
    expect(await gold(rich)).toBe(before)
  })

  it('takes the last day of the period and a 22:00 slot on a weekday', async () => {
    expect((await reserve(other, at('2026-12-29', '22:00'))).status).toBe(200)
  })

  it('refuses bad requests with 1000 and a changed deposit with 3104', async () => {
    for (const extra of [{ persons: 2 }, { type: 'user:coupon' }, { advance_payment: -1 }, { advance_payment: 1.5 }, { extra: true }]) {
      const reply = await reserve(rich, at('2026-12-11', '15:00'), extra)
      expect(reply.body.result.status, JSON.stringify(extra)).toBe(ResultCode.badRequest)
    }
    expect((await reserve(rich, 'tomorrow at three')).body.result.status).toBe(ResultCode.badRequest)
    const changed = await reserve(rich, at('2026-12-11', '15:00'), { advance_payment: DEPOSIT - 1 })
    expect(changed.body.result.status).toBe(ResultCode.reservationNotConfirmed)
  })

  it('refuses a past day and a day beyond the period with 3101, also years the holiday rules do not cover (was a 500)', async () => {
    const cases: [string, string][] = [
      [at('2026-12-01', '15:00'), 'Reservation failed: the slot no longer takes reservations'],
      ['1970-01-01T00:00:00Z', 'Reservation failed: the slot no longer takes reservations'],
      [at('2026-12-30', '15:00'), 'Reservation failed: the day is not open for reservations yet'],
      ['2300-01-04T15:00:00+09:00', 'Reservation failed: the day is not open for reservations yet'],
    ]
    for (const [datetime, message] of cases) {
      const reply = await reserve(rich, datetime)
      expect(reply.status, datetime).toBe(409)
      expect(reply.body.result, datetime).toEqual({ status: ResultCode.reservationFailed, message })
    }
  })

  it('refuses the same slot twice, a third slot of a day, and a deposit the balance does not cover', async () => {
    expect((await reserve(rich, at('2026-12-12', '15:00'))).status).toBe(200)
    expect((await reserve(rich, at('2026-12-12', '15:00'))).body.result.status).toBe(ResultCode.alreadyReserved)
    expect((await reserve(rich, at('2026-12-12', '16:00'))).status).toBe(200)
    const before = await gold(rich)
    const third = await reserve(rich, at('2026-12-12', '17:00'))
    expect(third.body.result.status).toBe(ResultCode.reservationSlotsFull)
    expect(await gold(rich)).toBe(before)
    expect((await api(server.url, 'GET', '/user/self/reservation/remain?date=20261212', { token: rich.token })).body.data).toMatchObject({ remain: 0 })

    const short = await reserve(poor, at('2026-12-12', '15:00'))
    expect(short.status).toBe(402)
    expect(short.body.result.status).toBe(ResultCode.notEnoughGoldTopolo)
    expect((await api(server.url, 'GET', '/user/self/reservation', { token: poor.token })).body.data).toEqual([])
    expect(await gold(poor)).toBe(100)
  })

  it('cancels a reservation without refunding the deposit, which frees the day for another slot', async () => {
    const list = (await api(server.url, 'GET', '/user/self/reservation', { token: rich.token })).body.data as Reservation[]
    const target = list.find((reservation) => reservation.date === '20261212' && reservation.time === '16:00')
    if (!target) throw new Error('no reservation to cancel')
    const before = await gold(rich)
    const cancelled = await api(server.url, 'DELETE', `/user/self/reservation/${target.id}`, { token: rich.token })
    expect(cancelled.body.data).toMatchObject({ id: target.id, status: 'cancelled', cancellable: false })
    expect(await gold(rich)).toBe(before)
    // With the day as the calendar now shows it (the place is free again) and the balances.
    const schedule = await api(server.url, 'GET', '/facility/schedule?date=20261212&days=1')
    expect((cancelled.body as ReservationWriteReply).day).toEqual((schedule.body.data as ScheduleDay[])[0])
    expect((cancelled.body as ReservationWriteReply).property).toMatchObject({ topolo: { gold: before } })
    // Again: the same answer, nothing changes.
    expect((await api(server.url, 'DELETE', `/user/self/reservation/${target.id}`, { token: rich.token })).body.data).toMatchObject({ status: 'cancelled' })
    expect((await reserve(rich, at('2026-12-12', '17:00'))).status).toBe(200)
  })

  it("answers another player's reservation like one that does not exist", async () => {
    const [mine] = (await api(server.url, 'GET', '/user/self/reservation', { token: rich.token })).body.data as Reservation[]
    if (!mine) throw new Error('no reservation')
    const theirs = await api(server.url, 'DELETE', `/user/self/reservation/${mine.id}`, { token: other.token })
    const missing = await api(server.url, 'DELETE', '/user/self/reservation/2147483000', { token: other.token })
    expect(theirs.status).toBe(404)
    expect(theirs.body).toEqual(missing.body)
    expect((await api(server.url, 'DELETE', '/user/self/reservation/abc', { token: other.token })).status).toBe(404)
    expect((await api(server.url, 'GET', '/user/self/reservation', { token: other.token })).body.data).not.toContainEqual(expect.objectContaining({ id: mine.id }))
    expect((await api(server.url, 'GET', '/user/self/reservation', { token: rich.token })).body.data).toContainEqual(expect.objectContaining({ id: mine.id, status: 'reserved' }))
  })

  it('refuses to cancel a reservation whose slot has begun, and shows a late one as a no-show', async () => {
    const [row] = await server.db.query<{ id: number }>(
      `insert into reservation (user_id, code, slot_start, slot_date, seat, day_seat, persons, advance_payment, price)
       values ($1, 'ZZZZ2222', $2, $3::date, 1, 1, 1, $4, 2250) returning id`,
      [other.userId, slotStartOf(TODAY, '11:00'), TODAY, DEPOSIT],
    )
    const reply = await api(server.url, 'DELETE', `/user/self/reservation/${row?.id}`, { token: other.token })
    expect(reply.status).toBe(409)
    expect(reply.body.result.status).toBe(ResultCode.reservationNotCancellable)
    const listed = (await api(server.url, 'GET', '/user/self/reservation', { token: other.token })).body.data as Reservation[]
    expect(listed.find((reservation) => reservation.id === row?.id)).toMatchObject({ status: 'no_show', cancellable: false })
  })

  it('looks a reservation up by its code for its holder and their party only, typed forgivingly, and rate-limits it', async () => {
    const [mine] = (await api(server.url, 'GET', '/user/self/reservation', { token: rich.token })).body.data as Reservation[]
    if (!mine) throw new Error('no reservation')
    const typed = formatReservationCode(mine.code).toLowerCase()
    const expected = { code: mine.code, date: mine.date, time: mine.time, end: mine.end, datetime: mine.datetime, persons: 1, status: 'reserved', name: 'P0' } satisfies ReservationInfo
    expect((await api(server.url, 'GET', `/info/reservation?code=${encodeURIComponent(typed)}`, { token: rich.token })).body.data).toEqual(expected)
    // Another player: the same answer as a code that does not exist (issue 35).
    const unknown = await api(server.url, 'GET', '/info/reservation?code=AAAA2222', { token: other.token })
    const theirs = await api(server.url, 'GET', `/info/reservation?code=${mine.code}`, { token: other.token })
    expect(unknown.status).toBe(404)
    expect([theirs.status, theirs.body]).toEqual([unknown.status, unknown.body])
    // In a party with the holder, they see it; once the party ended, no longer.
    await server.db.query(`insert into party (id, leader_user_id, name, language) values ('res-party', $1, 'P', 0)`, [rich.userId])
    await server.db.query(`insert into party_player (party_id, user_id, seat) values ('res-party', $1, 1), ('res-party', $2, 2)`, [rich.userId, other.userId])
    expect((await api(server.url, 'GET', `/info/reservation?code=${mine.code}`, { token: other.token })).body.data).toEqual(expected)
    await server.db.query(`update party set status = 'disbanded' where id = 'res-party'`)
    expect((await api(server.url, 'GET', '/info/reservation?code=not-a-code', { token: other.token })).status).toBe(404)
    expect((await api(server.url, 'GET', `/info/reservation?code=${mine.code}`)).status).toBe(401)
    const statuses: number[] = []
    for (let index = 0; index < 6; index += 1) statuses.push((await api(server.url, 'GET', `/info/reservation?code=${mine.code}`, { token: other.token })).status)
    expect(statuses).toContain(429)
  })

  it('needs a token and a player', async () => {
    expect((await api(server.url, 'GET', '/user/self/reservation')).status).toBe(401)
    expect((await api(server.url, 'POST', '/user/self/reservation', { body: body(at('2026-12-10', '15:00')) })).status).toBe(401)
  })

  it('refuses entry on a reservation-only day to a player without a reservation that day', async () => {
    await server.db.query(`insert into schedule_override (date, reservation_only) values ($1::date, true)`, [TODAY])
    expect(await entryReservationCheck(server.db, poor.userId, NOW)).toEqual({ ok: false, code: ResultCode.reservationOnlyDay })
    expect(await entryReservationCheck(server.db, rich.userId, NOW)).toEqual({ ok: true })
    // Another day is not reservation-only: anyone may enter.
    expect(await entryReservationCheck(server.db, poor.userId, slotStartOf(addDays(TODAY, 1), '12:00'))).toEqual({ ok: true })
    await server.db.query('delete from schedule_override where date = $1::date', [TODAY])
  })
})

describeOnEachBackend('reservations under concurrent requests', (backend) => {
  const server = useApiServer(backend, { app: accountApp({ now: () => NOW }) })
  const reserve = (player: QuickPlayer, datetime: string) => api(server.url, 'POST', '/user/self/reservation', { token: player.token, body: body(datetime) })
  const booked = async (datetime: string) =>
    (await server.db.query<{ n: number }>(`select count(*)::int as n from reservation where slot_start = $1 and status in ('reserved', 'checked_in')`, [new Date(datetime)]))[0]?.n

  it('50 players at a slot with one place left: exactly one gets it, the rest "reservation failed"', async () => {
    const players = await quickPlayers(server.db, 51, DEPOSIT)
    const slot = at('2026-12-15', '19:00')
    const [first, ...rest] = players as [QuickPlayer, ...QuickPlayer[]]
    expect((await reserve(first, slot)).status).toBe(200)
    const replies = await Promise.all(rest.map((player) => reserve(player, slot)))
    const codes = replies.map((reply) => reply.body.result.status)
    expect(codes.filter((code) => code === 0)).toHaveLength(1)
    expect(codes.filter((code) => code === ResultCode.reservationFailed)).toHaveLength(49)
    expect(await booked(slot)).toBe(2)
    // The refused ones paid nothing.
    const paid = await server.db.query<{ n: number }>(`select count(*)::int as n from topolo_ledger where reason in (101, 104) and user_id = any($1::uuid[])`, [players.map((player) => player.userId)])
    expect(paid[0]?.n).toBe(2)
  })

  it('20 requests by one player for three slots of one day: at most two succeed', async () => {
    const [player] = (await quickPlayers(server.db, 1, 20 * DEPOSIT)) as [QuickPlayer]
    const slots = ['13:00', '13:30', '14:00'].map((time) => at('2026-12-16', time))
    const replies = await Promise.all(Array.from({ length: 20 }, (_, index) => reserve(player, slots[index % 3] as string)))
    const codes = replies.map((reply) => reply.body.result.status)
    expect(codes.filter((code) => code === 0)).toHaveLength(2)
    expect(codes.every((code) => [0, ResultCode.alreadyReserved, ResultCode.reservationSlotsFull].includes(code))).toBe(true)
    const rows = await server.db.query<{ n: number }>(`select count(*)::int as n from reservation where user_id = $1 and status = 'reserved'`, [player.userId])
    expect(rows[0]?.n).toBe(2)
    expect((await topoloBalances(server.db, player.userId)).gold).toBe(18 * DEPOSIT)
  })

  it('20 deposits from a balance that covers one: exactly one succeeds, the balance never goes negative', async () => {
    const [player] = (await quickPlayers(server.db, 1, DEPOSIT)) as [QuickPlayer]
    const days = Array.from({ length: 20 }, (_, index) => addDays('2026-12-09', index)).filter((date) => date !== '2026-12-08')
    const replies = await Promise.all(days.map((date) => reserve(player, at(date, '20:00'))))
    const codes = replies.map((reply) => reply.body.result.status)
    expect(codes.filter((code) => code === 0)).toHaveLength(1)
    expect(codes.filter((code) => code === ResultCode.notEnoughGoldTopolo)).toHaveLength(days.length - 1)
    expect((await topoloBalances(server.db, player.userId)).gold).toBe(0)
  })
})

describe('the reservation code', () => {
  it('is formatted in two groups of four', () => {
    expect(formatReservationCode('ABCD2345')).toBe('ABCD-2345')
  })
})
