import { createECDH } from 'node:crypto'
import { beforeAll, expect, it } from 'vitest'
import { notifyOffers, sweepSlotOffers } from '../../server/reservations/slotOfferStore.ts'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import type { ScheduleDay } from '../../src/domain/contract/facility.ts'
import type { Reservation, SlotWatch } from '../../src/domain/contract/reservation.ts'
import { RESERVATION_DEPOSIT_TOPOLO, slotStartOf } from '../../src/domain/reservation/reservationRules.ts'
import { OFFER_HOLD_MINUTES } from '../../src/domain/reservation/slotOffers.ts'
import { tokyoIso } from '../../src/domain/schedule/tokyoTime.ts'
import { accountApp, api } from './support/accounts.ts'
import { useApiServer } from './support/apiServer.ts'
import { type QuickPlayer, quickPlayers } from './support/players.ts'
import { okData, refused, testClock } from './support/replyAssertions.ts'
import { describeOnEachBackend } from './support/testDatabase.ts'

/**
 * A freed place offered fairly (issue 34): players wait for a full slot; a cancelled reservation's
 * place is held for the first one waiting (push and inbox), for ten minutes, then passes to the next;
 * never two holders of a place, also under parallel cancellations, acceptances and sweeps.
 */

/** Wednesday 2 December 2026, 12:00 in Tokyo; a weekday slot takes two reservations. */
const NOW = slotStartOf('2026-12-02', '12:00')
const DEPOSIT = RESERVATION_DEPOSIT_TOPOLO
const at = (date: string, time: string) => tokyoIso(slotStartOf(date, time))
const minutesLater = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000)

describeOnEachBackend('a freed place: waiting, the offer, taking it, letting it go, the time running out', (backend) => {
  const clock = testClock(NOW)
  const server = useApiServer(backend, { app: accountApp({ now: clock.now }) })
  let players: QuickPlayer[]
  beforeAll(async () => {
    players = await quickPlayers(server.db, 7, 10 * DEPOSIT)
    // Every player has a phone subscribed, so the offers' notifications are queued.
    for (const [index, player] of players.entries()) {
      await server.db.query(`insert into push_subscription (user_id, endpoint, p256dh, auth) values ($1, $2, $3, $4)`, [
        player.userId,
        `https://push.example.com/offer-${index}`,
        createECDH('prime256v1').generateKeys().toString('base64url'),
        'A'.repeat(22),
      ])
    }
  })
  const player = (index: number) => players[index] as QuickPlayer
  const reserve = (who: QuickPlayer, datetime: string) =>
    api(server.url, 'POST', '/user/self/reservation', { token: who.token, body: { type: 'user:reservation', datetime, persons: 1, advance_payment: DEPOSIT } })
  const watch = (who: QuickPlayer, datetime: string) => api(server.url, 'PUT', '/user/self/reservation/watch', { token: who.token, body: { type: 'user:reservation-watch', datetime } })
  const watches = async (who: QuickPlayer) => okData<SlotWatch[]>(await api(server.url, 'GET', '/user/self/reservation/watch', { token: who.token }))
  const cancel = (who: QuickPlayer, id: number) => api(server.url, 'DELETE', `/user/self/reservation/${id}`, { token: who.token })
  const remaining = async (datetime: string) => {
    const days = okData<ScheduleDay[]>(await api(server.url, 'GET', `/facility/schedule?date=${datetime.slice(0, 10).replaceAll('-', '')}&days=1`))
    return days[0]?.times.find((slot) => slot.datetime === datetime)?.remaining
  }
  const offersTo = async (who: QuickPlayer) => ({
    pushed: (await server.db.query<{ n: number }>(`select count(*)::int as n from push_outbox where user_id = $1 and kind = 'offer'`, [who.userId]))[0]?.n,
    messages: (await server.db.query<{ n: number }>(`select count(*)::int as n from player_message where user_id = $1 and title->>'en' like 'A place has freed up%'`, [who.userId]))[0]?.n,
  })

  const SLOT = at('2026-12-10', '15:00')

  it('a slot with a free place is reserved, not waited for; a full one is, first come first served', async () => {
    refused(await watch(player(2), SLOT), 409, ResultCode.slotHasPlaces)
    const [a, b] = [okData<Reservation>(await reserve(player(0), SLOT)), okData<Reservation>(await reserve(player(1), SLOT))]
    expect(a.status).toBe('reserved')
    expect(b.status).toBe('reserved')
    refused(await watch(player(0), SLOT), 409, ResultCode.alreadyReserved)
    const first = okData<SlotWatch>(await watch(player(2), SLOT))
    expect(first).toMatchObject({ datetime: SLOT, date: '20261210', time: '15:00', end: '15:30', state: 'waiting', position: 1, offer_expires_at: null })
    expect(okData<SlotWatch>(await watch(player(3), SLOT)).position).toBe(2)
    expect(okData<SlotWatch>(await watch(player(4), SLOT)).position).toBe(3)
    // Waiting again answers the same wait.
    expect(okData<SlotWatch>(await watch(player(2), SLOT)).id).toBe(first.id)
    refused(await reserve(player(5), SLOT), 409, ResultCode.reservationFailed)
  })

  it('a cancel holds the place for the first one waiting, told by push and inbox; no one else can take it', async () => {
    const [mine] = (await api(server.url, 'GET', '/user/self/reservation', { token: player(0).token })).body.data as Reservation[]
    okData(await cancel(player(0), (mine as Reservation).id))
    const [offer] = await watches(player(2))
    expect(offer).toMatchObject({ state: 'offered', position: 1, offer_expires_at: minutesLater(OFFER_HOLD_MINUTES).toISOString() })
    expect(await offersTo(player(2))).toEqual({ pushed: 1, messages: 1 })
    expect(await offersTo(player(3))).toEqual({ pushed: 0, messages: 0 })
    expect(await remaining(SLOT)).toBe(0)
    refused(await reserve(player(5), SLOT), 409, ResultCode.reservationFailed)
    refused(await reserve(player(3), SLOT), 409, ResultCode.reservationFailed)
    // The held place is not free: one without the gold for a deposit hears the slot is full, as anyone.
    const [penniless] = (await quickPlayers(server.db, 1, 0)) as [QuickPlayer]
    refused(await reserve(penniless, SLOT), 409, ResultCode.reservationFailed)
    // The holder takes it by reserving the slot; the wait ends.
    expect(okData<Reservation>(await reserve(player(2), SLOT)).status).toBe('reserved')
    expect(await watches(player(2))).toEqual([])
    expect((await watches(player(3)))[0]).toMatchObject({ state: 'waiting', position: 1 })
  })

  it('an offer not taken in time passes to the next one waiting; one let go passes at once', async () => {
    const [mine] = (await api(server.url, 'GET', '/user/self/reservation', { token: player(1).token })).body.data as Reservation[]
    okData(await cancel(player(1), (mine as Reservation).id))
    expect((await watches(player(3)))[0]?.state).toBe('offered')
    // Nine minutes on, it still holds; eleven minutes on, the sweep hands it on.
    expect(await sweepSlotOffers(server.db, minutesLater(9))).toBe(0)
    expect((await watches(player(3)))[0]?.state).toBe('offered')
    expect(await sweepSlotOffers(server.db, minutesLater(11))).toBe(1)
    expect(await notifyOffers(server.db, minutesLater(11))).toBe(1)
    expect(await watches(player(3))).toEqual([])
    const [next] = await watches(player(4))
    expect(next).toMatchObject({ state: 'offered', position: 1, offer_expires_at: minutesLater(11 + OFFER_HOLD_MINUTES).toISOString() })
    clock.set(minutesLater(12))
    refused(await reserve(player(3), SLOT), 409, ResultCode.reservationFailed)
    // Letting it go with no one else waiting frees the place for anyone.
    okData(await api(server.url, 'DELETE', `/user/self/reservation/watch/${(next as SlotWatch).id}`, { token: player(4).token }))
    expect(await watches(player(4))).toEqual([])
    expect(await remaining(SLOT)).toBe(1)
    expect(okData<Reservation>(await reserve(player(5), SLOT)).status).toBe('reserved')
    clock.reset()
  })

  it('answers only the caller: another player’s wait is like one that does not exist', async () => {
    const slot = at('2026-12-11', '15:00')
    okData(await reserve(player(0), slot))
    okData(await reserve(player(1), slot))
    const wait = okData<SlotWatch>(await watch(player(6), slot))
    const theirs = await api(server.url, 'DELETE', `/user/self/reservation/watch/${wait.id}`, { token: player(5).token })
    expect(theirs.status).toBe(404)
    expect(await watches(player(5))).toEqual([])
    expect((await watches(player(6))).map((mine) => mine.id)).toEqual([wait.id])
    expect((await api(server.url, 'DELETE', '/user/self/reservation/watch/999999', { token: player(6).token })).status).toBe(404)
  })

  it('waits for at most two slots of a day, and refuses what could not be reserved anyway', async () => {
    const day = '2026-12-14'
    for (const [index, time] of ['13:00', '13:30', '14:00'].entries()) {
      okData(await reserve(player(2 * index), at(day, time)))
      okData(await reserve(player(2 * index + 1), at(day, time)))
    }
    okData(await watch(player(6), at(day, '13:00')))
    okData(await watch(player(6), at(day, '13:30')))
    refused(await watch(player(6), at(day, '14:00')), 409, ResultCode.tooManyWatches)
    // One who may reserve no more slots that day cannot wait; one who got there meanwhile is passed over.
    okData(await watch(player(1), at(day, '13:30')))
    okData(await reserve(player(1), at(day, '16:00')))
    refused(await watch(player(1), at(day, '14:00')), 409, ResultCode.reservationSlotsFull)
    const [sixth] = (await watches(player(6))).filter((wait) => wait.datetime === at(day, '13:30'))
    okData(await api(server.url, 'DELETE', `/user/self/reservation/watch/${sixth?.id}`, { token: player(6).token }))
    const theirs = ((await api(server.url, 'GET', '/user/self/reservation', { token: player(2).token })).body.data as Reservation[]).find((booked) => booked.datetime === at(day, '13:30'))
    okData(await cancel(player(2), theirs?.id ?? 0))
    expect((await watches(player(1)))[0]).toMatchObject({ datetime: at(day, '13:30'), state: 'waiting' })
    expect(await remaining(at(day, '13:30'))).toBe(1)
    refused(await watch(player(6), at('2026-12-02', '12:00')), 409, ResultCode.reservationFailed)
    refused(await watch(player(6), '2026-12-10T15:10:00+09:00'), 409, ResultCode.reservationFailed)
    expect((await api(server.url, 'PUT', '/user/self/reservation/watch', { token: player(6).token, body: { type: 'user:reservation-watch', datetime: 'soon' } })).status).toBe(400)
  })
})

describeOnEachBackend('freed places under parallel cancellations, acceptances and sweeps', (backend) => {
  const clock = testClock(NOW)
  const server = useApiServer(backend, { app: accountApp({ now: clock.now }) })
  const SLOT = at('2026-12-16', '19:00')
  const reserve = (who: QuickPlayer) =>
    api(server.url, 'POST', '/user/self/reservation', { token: who.token, body: { type: 'user:reservation', datetime: SLOT, persons: 1, advance_payment: DEPOSIT } })
  const holders = async () =>
    server.db.query<{ user_id: string; seat: number }>(`select user_id::text as user_id, seat from slot_watch where slot_start = $1 and state = 'offered' order by seat`, [new Date(SLOT)])
  const booked = async () =>
    (await server.db.query<{ user_id: string }>(`select user_id::text as user_id from reservation where slot_start = $1 and status in ('reserved', 'checked_in')`, [new Date(SLOT)])).map(
      (row) => row.user_id,
    )

  it('two cancels at once with 20 outsiders reserving: the two places go to the first two waiting, no one else', async () => {
    const players = await quickPlayers(server.db, 2 + 8 + 20, 4 * DEPOSIT)
    const [owners, waiting, outsiders] = [players.slice(0, 2), players.slice(2, 10), players.slice(10)]
    const ids = await Promise.all(owners.map(async (owner) => okData<Reservation>(await reserve(owner)).id))
    for (const who of waiting) okData(await api(server.url, 'PUT', '/user/self/reservation/watch', { token: who.token, body: { type: 'user:reservation-watch', datetime: SLOT } }))

    const replies = await Promise.all([
      ...owners.map((owner, index) => api(server.url, 'DELETE', `/user/self/reservation/${ids[index]}`, { token: owner.token })),
      ...outsiders.map((outsider) => reserve(outsider)),
    ])
    expect(replies.slice(0, 2).map((reply) => reply.status)).toEqual([200, 200])
    expect(replies.slice(2).every((reply) => reply.body.result.status === ResultCode.reservationFailed)).toBe(true)
    expect(await booked()).toEqual([])
    expect((await holders()).map((row) => row.user_id).sort()).toEqual(
      waiting
        .slice(0, 2)
        .map((who) => who.userId)
        .sort(),
    )
    expect((await holders()).map((row) => row.seat)).toEqual([1, 2])

    // The two holders accept while everyone else waiting and the outsiders try too.
    const accepts = await Promise.all([...waiting.map((who) => reserve(who)), ...outsiders.map((outsider) => reserve(outsider))])
    expect(accepts.filter((reply) => reply.body.result.status === ResultCode.ok)).toHaveLength(2)
    expect((await booked()).sort()).toEqual(
      waiting
        .slice(0, 2)
        .map((who) => who.userId)
        .sort(),
    )
    expect(await holders()).toEqual([])
  })

  it('three sweeps at once after the time ran out: each freed place has one new holder, told once', async () => {
    const players = await quickPlayers(server.db, 6, 4 * DEPOSIT)
    const slot = new Date(at('2026-12-17', '19:00'))
    // Two places held by offers that ran out, four players waiting behind them.
    for (const [index, who] of players.entries()) {
      const offered = index < 2
      await server.db.query(`insert into slot_watch (user_id, slot_start, state, seat, created_at, offered_at, offer_expires_at, notified_at) values ($1, $2, $3, $4, $5, $6, $7, $6)`, [
        who.userId,
        slot,
        offered ? 'offered' : 'waiting',
        offered ? index + 1 : null,
        new Date(NOW.getTime() + index * 1000),
        offered ? NOW : null,
        offered ? minutesLater(OFFER_HOLD_MINUTES) : null,
      ])
    }
    const later = minutesLater(OFFER_HOLD_MINUTES + 1)
    const made = await Promise.all([sweepSlotOffers(server.db, later), sweepSlotOffers(server.db, later), sweepSlotOffers(server.db, later)])
    expect(made.reduce((sum, count) => sum + count, 0)).toBe(2)
    const now = await server.db.query<{ user_id: string; seat: number }>(`select user_id::text as user_id, seat from slot_watch where slot_start = $1 and state = 'offered' order by seat`, [slot])
    expect(now.map((row) => row.user_id)).toEqual([players[2]?.userId, players[3]?.userId])
    const told = await Promise.all([notifyOffers(server.db, later), notifyOffers(server.db, later)])
    const messages = await server.db.query<{ n: number }>(`select count(*)::int as n from player_message where user_id = any($1::uuid[]) and title->>'en' like 'A place has freed up%'`, [
      players.map((who) => who.userId),
    ])
    expect(messages[0]?.n).toBe(2)
    expect(told.reduce((sum, count) => sum + count, 0)).toBe(0)
  })

  it('the database refuses a second holder of one place', async () => {
    const [one, two] = (await quickPlayers(server.db, 2, 0)) as [QuickPlayer, QuickPlayer]
    const slot = new Date(at('2026-12-18', '19:00'))
    const hold = (who: QuickPlayer) =>
      server.db.query(`insert into slot_watch (user_id, slot_start, state, seat, created_at, offered_at, offer_expires_at) values ($1, $2, 'offered', 1, $3, $3, $4)`, [
        who.userId,
        slot,
        NOW,
        minutesLater(OFFER_HOLD_MINUTES),
      ])
    await hold(one)
    await expect(hold(two)).rejects.toThrow()
  })
})
