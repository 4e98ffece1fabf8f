import { expect, it } from 'vitest'
import { DEMO_COUPON_CODES, DEMO_GUEST_ID, DEMO_PARTIES, DEMO_PLAYERS } from '../../server/accounts/demoPlayers.ts'
import { resetAccounts, seedDemoAccounts } from '../../server/accounts/seedAccounts.ts'
import { appendTopolo, InsufficientTopoloError, topoloBalances } from '../../server/accounts/topoloLedger.ts'
import { TOPOLO_REASON, TOPOLO_TYPE } from '../../src/domain/topolo.ts'
import { seedMasterData } from '../../server/master/seedMaster.ts'
import { MASTER_SEED } from '../../server/master/seed/index.ts'
import { accountApp, api, firebaseSignIn } from './support/accounts.ts'
import { useApiServer } from './support/apiServer.ts'
import { describeOnEachBackend } from './support/testDatabase.ts'

describeOnEachBackend('demo accounts and the topolo ledger', (backend) => {
  const server = useApiServer(backend, { app: accountApp(), prepare: (db) => seedMasterData(db) })

  it('seeds the demo players once, with sign-ins at the emulator, and refers only to master records', async () => {
    const first = await seedDemoAccounts(server.db, server.identity)
    expect(first).toMatchObject({ players: DEMO_PLAYERS.length, skippedFirebase: false })
    const second = await seedDemoAccounts(server.db, server.identity)
    expect(second.players).toBe(0)

    const { idToken } = await firebaseSignIn('demo1@example.com', 'demopassword1')
    const property = await api(server.url, 'GET', '/user/self/property', { token: idToken })
    expect(property.body.data).toMatchObject({ level: 14, topolo: { silver: 1500, gold: 2130 }, plays: { total: 6, standard: 4, rank_battle: 2 } })
    const staff = await firebaseSignIn('staff@example.com', 'staffpassword1')
    const login = await api(server.url, 'POST', '/account/login', { token: staff.idToken, body: { type: 'account:login' } })
    expect(login.body.data).toMatchObject({ staff: true })

    const ids = (set: keyof typeof MASTER_SEED) => new Set(MASTER_SEED[set].map((record) => (record as { id: number }).id))
    for (const player of DEMO_PLAYERS) {
      for (const [id] of player.avatars) expect(ids('avatars').has(id), `avatar ${id}`).toBe(true)
      for (const [id] of player.spirits) expect(ids('spirits').has(id), `spirit ${id}`).toBe(true)
      for (const [id] of player.items) expect(ids('items').has(id), `item ${id}`).toBe(true)
      for (const [id] of player.coupons) expect(ids('coupons').has(id), `coupon ${id}`).toBe(true)
      for (const [id] of player.titles) expect(ids('titles').has(id), `title ${id}`).toBe(true)
      for (const id of player.achievements) expect(ids('achievements').has(id), `achievement ${id}`).toBe(true)
    }
    for (const party of DEMO_PARTIES) {
      expect(party.members.length, party.id).toBeGreaterThanOrEqual(2)
      expect(party.members.length, party.id).toBeLessThanOrEqual(3)
      for (const member of party.members) expect(ids('avatars').has(member.avatarId), `${party.id} avatar`).toBe(true)
    }
    for (const code of DEMO_COUPON_CODES) expect(ids('coupons').has(code.couponId), code.code).toBe(true)
    const statuses = await server.db.query<{ status: string }>('select distinct status from player_coupon order by status')
    expect(statuses.map((row) => row.status)).toEqual(['available', 'expired', 'used'])
    const [guest] = await server.db.query<{ firebase_uid: string | null }>('select firebase_uid from player where user_id = $1', [DEMO_GUEST_ID])
    expect(guest?.firebase_uid).toBeNull()
  })

  it('never lets a balance go negative, and applies an idempotency key once', async () => {
    const userId = DEMO_GUEST_ID
    const before = await topoloBalances(server.db, userId)
    await expect(server.db.transaction((tx) => appendTopolo(tx, { userId, type: TOPOLO_TYPE.silver, amount: -(before.silver + 1), reason: TOPOLO_REASON.useItemHunt }))).rejects.toThrow(
      InsufficientTopoloError,
    )
    const key = `test:${Date.now()}`
    expect(await server.db.transaction((tx) => appendTopolo(tx, { userId, type: TOPOLO_TYPE.gold, amount: 50, reason: TOPOLO_REASON.present, idempotencyKey: key }))).toBe(true)
    expect(await server.db.transaction((tx) => appendTopolo(tx, { userId, type: TOPOLO_TYPE.gold, amount: 50, reason: TOPOLO_REASON.present, idempotencyKey: key }))).toBe(false)
    expect(await topoloBalances(server.db, userId)).toEqual({ silver: before.silver, gold: before.gold + 50 })
  })

  it('spends concurrently without overdrawing (row lock)', async () => {
    const userId = DEMO_GUEST_ID
    const { gold } = await topoloBalances(server.db, userId)
    const spends = Array.from({ length: 6 }, () =>
      server.db
        .transaction((tx) => appendTopolo(tx, { userId, type: TOPOLO_TYPE.gold, amount: -Math.ceil(gold / 3), reason: TOPOLO_REASON.useItemHunt }))
        .then(
          () => true,
          () => false,
        ),
    )
    const done = (await Promise.all(spends)).filter(Boolean).length
    expect(done).toBeLessThanOrEqual(3)
    expect((await topoloBalances(server.db, userId)).gold).toBeGreaterThanOrEqual(0)
  })

  it('reset deletes every player and their Firebase users, then seeds the demo accounts again', async () => {
    const result = await resetAccounts(server.db, server.identity)
    expect(result.deleted).toBe(DEMO_PLAYERS.length)
    expect(result.players).toBe(DEMO_PLAYERS.length)
    const { idToken } = await firebaseSignIn('demo2@example.com', 'demopassword1')
    expect((await api(server.url, 'GET', '/user/self/profile', { token: idToken })).body.data).toMatchObject({ name: 'ソウタ' })
  })
})
