import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app.ts'
import { ReplyCache } from '../../server/cache/replyCache.ts'
import { type IdentityService, identityFromEnv } from '../../server/auth/identityService.ts'
import type { Database } from '../../server/db/database.ts'
import { seedFacility } from '../../server/facility/seedFacility.ts'
import { seedMasterData } from '../../server/master/seedMaster.ts'
import { FrontDoor, frontOf } from '../../server/http/frontDoor.ts'
import { sendPresent } from '../../server/presents/presentStore.ts'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import type { ScheduleDay } from '../../src/domain/contract/facility.ts'
import { RESERVATION_DEPOSIT_TOPOLO, slotStartOf } from '../../src/domain/reservation/reservationRules.ts'
import { VENUE_CAPACITY } from '../../src/domain/schedule/scheduleConstants.ts'
import { tokyoIso } from '../../src/domain/schedule/tokyoTime.ts'
import { api, emulatorHost, type Reply } from './support/accounts.ts'
import { startTestServer, type TestServer } from './support/http.ts'
import { type QuickPlayer, quickPlayers } from './support/players.ts'
import { createTestStore, type TestStore } from './support/testDatabase.ts'

/**
 * Two API instances behind one PostgreSQL (issue 17, point 8; docs/operations.md): nothing either
 * keeps in its memory may break what the other answers. Rate limits count across both, a write
 * acknowledged by one is what the other serves next, and the reservation, party and present rules
 * hold with parallel requests split between them.
 */

const SECRET = 'two-instances'
/** Wednesday 2 December 2026, 12:00 in Tokyo: an ordinary open day. */
const NOW = slotStartOf('2026-12-02', '12:00')
const JOIN_CODE_LIMIT = 4

describe.skipIf(!process.env.TEST_DATABASE_URL)('two API instances on one PostgreSQL', () => {
  let store: TestStore
  const dbs: Database[] = []
  const identities: IdentityService[] = []
  const servers: TestServer[] = []
  const doors: FrontDoor[] = []

  beforeAll(async () => {
    store = await createTestStore('postgres')
    for (let index = 0; index < 2; index += 1) {
      const db = await store.open()
      if (index === 0) await seedFacility(db, NOW)
      const identity = identityFromEnv({ FIREBASE_AUTH_EMULATOR_HOST: emulatorHost() }) as IdentityService
      dbs.push(db)
      identities.push(identity)
      // As server/main.ts runs it: kept replies and the status poll answered before the app too.
      const replies = new ReplyCache(db)
      const door = new FrontDoor()
      doors.push(door)
      const app = createApp({
        db,
        distDir: '/nonexistent',
        runtimeConfig: {},
        adminSecret: SECRET,
        log: null,
        identity,
        now: () => NOW,
        rateLimits: { joinCodePerUid: JOIN_CODE_LIMIT },
        replies,
        front: door,
      })
      servers.push(await startTestServer(app, frontOf(replies, door)))
    }
  })
  afterAll(async () => {
    for (const server of servers) await server.close()
    for (const identity of identities) await identity.close()
    for (const db of dbs) await db.close()
    await store?.dispose()
  })

  /** Instance A or B, by index. */
  const url = (index: number) => (servers[index % 2] as TestServer).url
  const db = () => dbs[0] as Database

  it('counts a player’s join code look-ups on both instances against one limit', async () => {
    const [player] = (await quickPlayers(db(), 1)) as [QuickPlayer]
    const look = (index: number) => api(url(index), 'GET', '/info/joincode?code=ABCD-2345', { token: player.token })
    for (let index = 0; index < JOIN_CODE_LIMIT; index += 1) expect((await look(index)).status, `look-up ${index + 1}`).not.toBe(429)
    const refusedA = await look(0)
    const refusedB = await look(1)
    for (const refused of [refusedA, refusedB]) {
      expect(refused.status).toBe(429)
      expect(refused.body.result.status).toBe(ResultCode.tooManyRequests)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    }
  })

  it('serves on one instance the news the other acknowledged, without waiting', async () => {
    const list = async (index: number) => JSON.stringify((await api(url(index), 'GET', '/facility/news?offset=0&limit=1')).body.data)
    const before = await list(1)
    expect(await list(1)).toBe(before)
    for (let round = 0; round < 5; round += 1) {
      const title = `ふたつめのサーバー ${round}`
      const posted = await fetch(`${url(round)}/api/v1/admin/facility/news`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-admin-secret': SECRET },
        body: JSON.stringify({ title: { ja: title }, content: { ja: '本文' } }),
      })
      expect(posted.status).toBe(200)
      expect(await list(round + 1)).toContain(title)
    }
  })

  it('answers every poll with the status the other instance acknowledged, while the polls of a burst are read together', async () => {
    const players = await quickPlayers(db(), 24)
    const [changing, ...others] = players as [QuickPlayer, ...QuickPlayer[]]
    const poll = (index: number, player: QuickPlayer) => api(url(index), 'GET', '/user/self/status', { token: player.token })
    const frontHits = () => doors.reduce((sum, door) => sum + door.hits, 0)
    const hits = frontHits()
    for (let round = 0; round < 6; round += 1) {
      const entryStatus = round % 2 ? 0 : 1
      const put = await api(url(round), 'PUT', '/user/self/status', { token: changing.token, body: { type: 'user:status', entry_status: entryStatus } })
      expect(put.status).toBe(200)
      // The other instance, in a burst of everyone's polls: the changed one reads what was acknowledged.
      const replies = await Promise.all([...others.map((player) => poll(round + 1, player)), poll(round + 1, changing), ...others.map((player) => poll(round + 1, player))])
      expect(replies.every((reply) => reply.status === 200)).toBe(true)
      expect((replies[others.length] as Reply).body.data).toMatchObject({ entry_status: entryStatus })
      expect(replies.filter((reply) => (reply.body.data as { entry_status: number }).entry_status !== 0)).toHaveLength(entryStatus)
    }
    // From the second round on, each instance answers the polls of the tokens it has verified before the app.
    expect(frontHits()).toBeGreaterThan(hits + 4 * others.length)
  })

  it('closes both instances the moment maintenance is switched on through one', async () => {
    const sw = (enabled: boolean) =>
      fetch(`${url(0)}/api/v1/admin/maintenance`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-admin-secret': SECRET }, body: JSON.stringify({ enabled }) })
    const [player] = (await quickPlayers(db(), 1)) as [QuickPlayer]
    const status = () => api(url(1), 'GET', '/user/self/status', { token: player.token })
    // Twice: the second poll is answered before the app, which must see the switch too.
    for (let round = 0; round < 2; round += 1) expect((await status()).status).toBe(200)
    expect((await api(url(1), 'GET', '/master/data/items')).status).toBe(200)
    expect((await sw(true)).status).toBe(200)
    expect((await api(url(1), 'GET', '/master/data/items')).status).toBe(503)
    expect((await status()).status).toBe(503)
    expect((await sw(false)).status).toBe(200)
    expect((await api(url(1), 'GET', '/master/data/items')).status).toBe(200)
  })

  it('gives the places of a slot once, with reservations split between the instances, and each shows what is left', async () => {
    const slot = tokyoIso(slotStartOf('2026-12-10', '19:00'))
    const remaining = async (index: number) => {
      const reply = await api(url(index), 'GET', '/facility/schedule?date=20261210&days=1')
      const day = (reply.body.data as ScheduleDay[])[0]
      return day?.times.find((entry) => entry.datetime === slot)?.remaining
    }
    expect(await remaining(0)).toBe(VENUE_CAPACITY.reservablePerSlot)
    expect(await remaining(1)).toBe(VENUE_CAPACITY.reservablePerSlot)
    const players = await quickPlayers(db(), 12, RESERVATION_DEPOSIT_TOPOLO)
    const replies = await Promise.all(
      players.map((player, index) =>
        api(url(index), 'POST', '/user/self/reservation', {
          token: player.token,
          body: { type: 'user:reservation', datetime: slot, persons: 1, advance_payment: RESERVATION_DEPOSIT_TOPOLO },
        }),
      ),
    )
    const codes = replies.map((reply) => reply.body.result.status)
    expect(codes.filter((code) => code === ResultCode.ok)).toHaveLength(VENUE_CAPACITY.reservablePerSlot)
    expect(codes.filter((code) => code !== ResultCode.ok).every((code) => code === ResultCode.reservationFailed)).toBe(true)
    const [booked] = await db().query<{ n: number }>(`select count(*)::int as n from reservation where slot_start = $1 and status = 'reserved'`, [new Date(slot)])
    expect(booked?.n).toBe(VENUE_CAPACITY.reservablePerSlot)
    expect(await remaining(0)).toBe(0)
    expect(await remaining(1)).toBe(0)
  })

  it('keeps one open party per player and gives a join code to one party, whichever instances the parallel requests reach', async () => {
    const players = await quickPlayers(db(), 5)
    const [member, ...leaders] = players as [QuickPlayer, ...QuickPlayer[]]
    const slot = { type: 'user:slot', player_name: 'Player', player_tts_name: 'プレイヤー', avatar_id: 1, spirit_id: 1, coupon_id: null, items: [] }
    for (const [index, player] of players.entries()) expect((await api(url(index), 'POST', '/user/self/slot', { token: player.token, body: slot })).status).toBe(200)
    const create = (leader: QuickPlayer, index: number) =>
      api(url(index), 'POST', '/party/create', { token: leader.token, body: { type: 'party:create', name: 'Crew', tts_name: 'クルー', language: 0 } })

    // One leader asking ten times at once, on both instances: each creation replaces the last.
    const [first] = leaders as [QuickPlayer]
    const again = await Promise.all(Array.from({ length: 10 }, (_, index) => create(first, index)))
    const allowed: number[] = [ResultCode.ok, ResultCode.alreadyInParty]
    expect(again.every((reply) => allowed.includes(reply.body.result.status))).toBe(true)
    const seats = await db().query<{ user_id: string }>('select user_id::text from party_player where open and user_id = any($1::uuid[])', [leaders.map((leader) => leader.userId)])
    expect(seats.filter((seat) => seat.user_id === first.userId)).toHaveLength(1)

    // Four leaders read one member's code at once, two on each instance: one party gets the member.
    await Promise.all(leaders.slice(1).map((leader, index) => create(leader, index)))
    const issued = await api(url(1), 'POST', '/user/self/joincode', { token: member.token, body: { type: 'user:joincode' } })
    const code = (issued.body.data as { code: string }).code
    const reads = await Promise.all(leaders.map((leader, index) => api(url(index), 'GET', `/info/joincode?code=${code}`, { token: leader.token })))
    const codes = reads.map((reply) => reply.body.result.status)
    expect(codes.filter((status) => status === ResultCode.ok)).toHaveLength(1)
    expect(codes.filter((status) => status === ResultCode.joinCodeAlreadyRead)).toHaveLength(leaders.length - 1)
  })

  it('grants a present once to each player, with the accepts split between the instances', async () => {
    await seedMasterData(db())
    const players = await quickPlayers(db(), 3)
    const presentId = await sendPresent(db(), { to: null, kind: 'gold', amount: 40, message: { ja: 'ふたつのサーバー' }, expires_at: '2026-12-31T23:59:59+09:00' })
    const accepts = await Promise.all(
      players.flatMap((player) => Array.from({ length: 6 }, (_, index) => api(url(index), 'POST', '/user/self/present/accept', { token: player.token, body: { present_id: presentId } }))),
    )
    for (const reply of accepts) expect(reply.body.result.status).toBe(ResultCode.ok)
    for (const player of players) {
      const [row] = await db().query<{ n: number; gold: number }>(
        `select count(*)::int as n, coalesce(sum(amount), 0)::int as gold from topolo_ledger where user_id = $1 and idempotency_key like 'present:%'`,
        [player.userId],
      )
      expect(row).toEqual({ n: 1, gold: 40 })
    }
  })
})
