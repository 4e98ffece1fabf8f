import { afterAll, beforeAll, expect, it } from 'vitest'
import { createApp } from '../../server/app.ts'
import { ReplyCache } from '../../server/cache/replyCache.ts'
import type { Database } from '../../server/db/database.ts'
import { FrontDoor, frontOf } from '../../server/http/frontDoor.ts'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import type { ReservationWriteReply } from '../../src/domain/contract/reservation.ts'
import { RESERVATION_DEPOSIT_TOPOLO, slotStartOf } from '../../src/domain/reservation/reservationRules.ts'
import { tokyoIso } from '../../src/domain/schedule/tokyoTime.ts'
import { accountApp, api, firebaseSignUp, type Reply, uniqueEmail } from './support/accounts.ts'
import { startTestServer, type TestServer } from './support/http.ts'
import { type QuickPlayer, quickPlayers } from './support/players.ts'
import { createTestStore, describeOnEachBackend, type TestStore } from './support/testDatabase.ts'

/**
 * A reservation rush answered before the framework (issue 36, point 2; server/http/frontDoor.ts):
 * each refusal answered as the app answers it, body and headers, compared with a server on the
 * same database that has no front door; a booking answered with the app's headers and what the
 * app reads back of it (the reservation, the day, the balances), one reservation and one deposit;
 * everything the front cannot judge (a body it does not read, a malformed or refused body, a
 * token it has not verified, an account without a player, maintenance) answered by the app, which
 * still gets the body.
 */

const SECRET = 'front-door-reservation'
/** Wednesday 2 December 2026, 12:00 in Tokyo (as tests/server/reservations.test.ts). */
const NOW = slotStartOf('2026-12-02', '12:00')
const DEPOSIT = RESERVATION_DEPOSIT_TOPOLO
/** Headers that differ between any two replies. */
const PER_REPLY = new Set(['date', 'connection', 'keep-alive'])
const PATH = '/user/self/reservation'

const at = (date: string, time: string) => tokyoIso(slotStartOf(date, time))
const body = (datetime: string, extra: Record<string, unknown> = {}) => ({ type: 'user:reservation', datetime, persons: 1, advance_payment: DEPOSIT, ...extra })
const headersOf = (reply: Reply) => [...reply.headers].filter(([name]) => !PER_REPLY.has(name))
/** How a body is sent: the app compresses a booking's reply (3.5 KB), the front door sends it as it is. */
const ENCODING = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'vary'])

describeOnEachBackend('a reservation rush before the app', (backend) => {
  let store: TestStore
  let db: Database
  let door: FrontDoor
  /** The server as server/main.ts runs it, the front door before the app. */
  let front: TestServer
  /** The same app on the same database with nothing before it: the answers to match. */
  let plain: TestServer
  let players: QuickPlayer[]
  const identities: { close(): Promise<void> }[] = []

  beforeAll(async () => {
    store = await createTestStore(backend)
    db = await store.open()
    const options = () => {
      const chosen = accountApp({ now: () => NOW })()
      if (chosen.identity) identities.push(chosen.identity)
      return { db, distDir: '/nonexistent', runtimeConfig: {}, adminSecret: SECRET, log: null, ...chosen }
    }
    const replies = new ReplyCache(db)
    door = new FrontDoor()
    front = await startTestServer(createApp({ ...options(), replies, front: door }), frontOf(replies, door))
    plain = await startTestServer(createApp(options()))
    players = await quickPlayers(db, 6, 10 * DEPOSIT)
    // The last one spends all but 100 gold.
    const poor = players[5] as QuickPlayer
    await db.query(`insert into topolo_ledger (user_id, type, amount, reason) values ($1, 2, $2, 106)`, [poor.userId, -(10 * DEPOSIT - 100)])
  })
  afterAll(async () => {
    await front?.close()
    await plain?.close()
    for (const identity of identities) await identity.close()
    await db?.close()
    await store?.dispose()
  })

  const reserve = (server: TestServer, player: QuickPlayer, datetime: string, extra: Record<string, unknown> = {}) =>
    api(server.url, 'POST', PATH, { token: player.token, body: body(datetime, extra) })
  const raw = (init: { token: string; body: string; type?: string; query?: string }) =>
    fetch(`${front.url}/api/v1${PATH}${init.query ?? ''}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${init.token}`, 'content-type': init.type ?? 'application/json' },
      body: init.body,
    })
  const maintenance = (enabled: boolean) =>
    fetch(`${front.url}/api/v1/admin/maintenance`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-admin-secret': SECRET }, body: JSON.stringify({ enabled }) })

  it('answers each refusal one read decides as the app does, once the app has refused once', async () => {
    const [booker, first, second, latecomer, stranger, poor] = players as [QuickPlayer, QuickPlayer, QuickPlayer, QuickPlayer, QuickPlayer, QuickPlayer]
    // Nothing is answered before the app has answered a refusal itself (its headers are the app's).
    const changed = await reserve(front, booker, at('2026-12-10', '15:00'), { advance_payment: DEPOSIT - 1 })
    expect([changed.status, changed.body.result.status]).toEqual([409, ResultCode.reservationNotConfirmed])
    expect(door.hits).toBe(0)

    // Two bookings of one day (the booker's token is kept now: the front's), and a slot of two
    // places filled by two others (their tokens are new: the app's).
    for (const [player, datetime] of [
      [booker, at('2026-12-10', '15:00')],
      [booker, at('2026-12-10', '16:00')],
      [first, at('2026-12-11', '15:00')],
      [second, at('2026-12-11', '15:00')],
    ] as const) {
      const booked = await reserve(front, player, datetime)
      expect(booked.status, JSON.stringify(booked.body)).toBe(200)
    }
    expect(door.hits).toBe(2)
    // Every phone has polled its status: its token is verified and kept (a token first seen goes to the app).
    for (const player of players) expect((await api(front.url, 'GET', '/user/self/status', { token: player.token })).status).toBe(200)
    const polled = door.hits

    const refusals: [string, QuickPlayer, string, Record<string, unknown>, number, number][] = [
      ['the slot already held', booker, at('2026-12-10', '15:00'), {}, 409, ResultCode.alreadyReserved],
      ['a third slot of the day', booker, at('2026-12-10', '17:00'), {}, 409, ResultCode.reservationSlotsFull],
      ['a full slot', latecomer, at('2026-12-11', '15:00'), {}, 409, ResultCode.reservationFailed],
      ['a changed deposit', stranger, at('2026-12-12', '15:00'), { advance_payment: DEPOSIT + 1 }, 409, ResultCode.reservationNotConfirmed],
      ['too little gold', poor, at('2026-12-12', '15:00'), {}, 402, ResultCode.notEnoughGoldTopolo],
      ['a time off the half hour', stranger, '2026-12-12T15:10:00+09:00', {}, 409, ResultCode.reservationFailed],
      ['a closed maintenance day', stranger, at('2026-12-08', '15:00'), {}, 409, ResultCode.reservationFailed],
      ['a day beyond the period', stranger, at('2027-03-01', '15:00'), {}, 409, ResultCode.reservationFailed],
    ]
    for (const [index, [label, player, datetime, extra, status, code]] of refusals.entries()) {
      const fromFront = await reserve(front, player, datetime, extra)
      expect(door.hits, label).toBe(polled + index + 1)
      const fromApp = await reserve(plain, player, datetime, extra)
      expect([fromFront.status, fromFront.body.result.status], label).toEqual([status, code])
      expect(fromFront.status, label).toBe(fromApp.status)
      expect(fromFront.body, label).toEqual(fromApp.body)
      expect(headersOf(fromFront), label).toEqual(headersOf(fromApp))
    }
    const [booked] = await db.query<{ n: number }>(`select count(*)::int as n from reservation`)
    expect(booked?.n).toBe(4)
  })

  it('books as the app books: its headers, and the reservation, day and balances the app reads back', async () => {
    const [, , , latecomer] = players as [QuickPlayer, QuickPlayer, QuickPlayer, QuickPlayer]
    const hits = door.hits
    const [before] = await db.query<{ n: number }>(`select count(*)::int as n from topolo_ledger where idempotency_key like 'reservation:%'`)
    const booked = await reserve(front, latecomer, at('2026-12-14', '18:00'))
    expect(booked.status, JSON.stringify(booked.body)).toBe(200)
    expect(door.hits).toBe(hits + 1)
    expect(booked.body.data).toMatchObject({ datetime: at('2026-12-14', '18:00'), status: 'reserved' })
    const [after] = await db.query<{ n: number }>(`select count(*)::int as n from topolo_ledger where idempotency_key like 'reservation:%'`)
    expect((after?.n ?? 0) - (before?.n ?? 0)).toBe(1)
    // What the app answers when asked after it, and the app's own booking's headers (another slot).
    const listed = await api(plain.url, 'GET', PATH, { token: latecomer.token })
    expect((listed.body.data as unknown[]).find((row) => (row as { id: number }).id === (booked.body.data as { id: number }).id)).toEqual(booked.body.data)
    const property = await api(plain.url, 'GET', '/user/self/property', { token: latecomer.token })
    const written = booked.body as unknown as ReservationWriteReply
    expect(written.property).toEqual(property.body.data)
    const schedule = await api(plain.url, 'GET', '/facility/schedule?date=20261214&days=1', { token: latecomer.token })
    expect(written.day).toEqual((schedule.body.data as unknown[])[0])
    const fromApp = await reserve(plain, latecomer, at('2026-12-14', '19:00'))
    expect(fromApp.status, JSON.stringify(fromApp.body)).toBe(200)
    const unencoded = (reply: Reply) => headersOf(reply).filter(([name]) => !ENCODING.has(name))
    expect(unencoded(booked)).toEqual(unencoded(fromApp))
    expect(Object.keys(booked.body).sort()).toEqual(Object.keys(fromApp.body).sort())
  })

  it('leaves to the app what it cannot judge: bodies it does not read or that fail the contract, other tokens, no player, maintenance', async () => {
    const [booker] = players as [QuickPlayer]
    const hits = door.hits
    const full = JSON.stringify(body(at('2026-12-10', '15:00')))
    const expectApp = async (response: Response, status: number, code: number, label: string) => {
      const reply = (await response.json()) as { result: { status: number; message: string } }
      expect([response.status, reply.result.status], `${label}: ${JSON.stringify(reply)}`).toEqual([status, code])
      return reply.result.message
    }
    expect(await expectApp(await raw({ token: booker.token, body: '{"type":' }), 400, ResultCode.badRequest, 'malformed')).toBe('Malformed JSON')
    expect(await expectApp(await raw({ token: booker.token, body: full, type: 'text/plain' }), 400, ResultCode.badRequest, 'text/plain')).toMatch(/Content-Type/)
    await expectApp(await raw({ token: booker.token, body: JSON.stringify(body(at('2026-12-10', '15:00'), { persons: 2 })) }), 400, ResultCode.badRequest, 'contract')
    // A body over the front's 4 KB (valid JSON, padded) and a query: the app reads the whole body and refuses the slot held.
    await expectApp(await raw({ token: booker.token, body: `${' '.repeat(5000)}${full}` }), 409, ResultCode.alreadyReserved, 'padded')
    await expectApp(await raw({ token: booker.token, body: full, query: '?again=1' }), 409, ResultCode.alreadyReserved, 'query')
    await expectApp(await raw({ token: 'not.a.token', body: full }), 401, ResultCode.unauthorized, 'forged token')
    // Verified and kept by the app's first answer, but no player: the app answers both times.
    const account = await firebaseSignUp(uniqueEmail('front-rush'))
    for (let round = 0; round < 2; round += 1) await expectApp(await raw({ token: account.idToken, body: full }), 404, ResultCode.accountNotRegistered, 'no player')
    expect((await maintenance(true)).status).toBe(200)
    try {
      await expectApp(await raw({ token: booker.token, body: full }), 503, ResultCode.underMaintenance, 'maintenance')
    } finally {
      expect((await maintenance(false)).status).toBe(200)
    }
    expect(door.hits).toBe(hits)
    await expectApp(await raw({ token: booker.token, body: full }), 409, ResultCode.alreadyReserved, 'after maintenance')
    expect(door.hits).toBe(hits + 1)
  })

  it('counts its answers in the metrics with the app’s', async () => {
    const [booker] = players as [QuickPlayer]
    const count = async () => {
      const text = await (await fetch(`${front.url}/metrics`, { headers: { authorization: `Bearer ${SECRET}` } })).text()
      const line = text.split('\n').find((row) => row.startsWith(`http_requests_total{method="POST",route="/api/v1${PATH}",status="409"}`))
      return Number(line?.split(' ').at(-1) ?? 0)
    }
    const before = await count()
    const hits = door.hits
    for (let round = 0; round < 3; round += 1) expect((await reserve(front, booker, at('2026-12-10', '15:00'))).status).toBe(409)
    expect(door.hits).toBe(hits + 3)
    expect(await count()).toBe(before + 3)
  })
})
