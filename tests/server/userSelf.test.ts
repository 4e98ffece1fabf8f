import { beforeAll, expect, it } from 'vitest'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { TOPOLO_REASON, TOPOLO_TYPE } from '../../src/domain/topolo.ts'
import { seedMasterData } from '../../server/master/seedMaster.ts'
import { accountApp, api, firebaseSignUp, type SignedUp, signUp, uniqueEmail } from './support/accounts.ts'
import { useApiServer } from './support/apiServer.ts'
import { describeOnEachBackend } from './support/testDatabase.ts'

describeOnEachBackend('/user/self: profile, status and property of the caller only', (backend) => {
  const server = useApiServer(backend, { app: accountApp(), prepare: (db) => seedMasterData(db) })
  let a: SignedUp
  let b: SignedUp

  beforeAll(async () => {
    a = await signUp(server.url)
    b = await signUp(server.url)
    const name = (token: string, value: string) =>
      api(server.url, 'POST', '/user/self/profile', { token, body: { type: 'user:profile', name: value, tts_name: '', language: 0, mail_magazine: false } })
    await name(a.token, 'プレイヤーA')
    await name(b.token, 'プレイヤーB')
  })

  const profileOf = async (token: string) => (await api(server.url, 'GET', '/user/self/profile', { token })).body.data as Record<string, unknown>

  it('answers each caller with their own player, whatever the request names', async () => {
    expect(await profileOf(a.token)).toMatchObject({ user_id: a.userId, name: 'プレイヤーA' })
    expect(await profileOf(b.token)).toMatchObject({ user_id: b.userId, name: 'プレイヤーB' })
    // Ids in the query, the body or the path change nothing: the token alone picks the row.
    const probe = await api(server.url, 'GET', `/user/self/profile?user_id=${b.userId}`, { token: a.token })
    expect(probe.body.data).toMatchObject({ user_id: a.userId })
    const smuggled = await api(server.url, 'PUT', '/user/self/profile', { token: a.token, body: { type: 'user:profile', name: 'x', user_id: b.userId } })
    expect(smuggled.body.result.status).toBe(ResultCode.badRequest)
    expect((await api(server.url, 'GET', `/user/self/${b.userId}/profile`, { token: a.token })).status).toBe(404)
    await api(server.url, 'PUT', '/user/self/profile', { token: a.token, body: { type: 'user:profile', name: 'あたらしい', mail_magazine: true } })
    expect(await profileOf(a.token)).toMatchObject({ name: 'あたらしい', mail_magazine: true })
    expect(await profileOf(b.token)).toMatchObject({ name: 'プレイヤーB', mail_magazine: false })
  })

  it('keeps each caller’s status apart', async () => {
    const put = await api(server.url, 'PUT', '/user/self/status', { token: a.token, body: { type: 'user:status', entry_status: 1 } })
    expect(put.body.data).toEqual({ entry_status: 1, party_id: null, is_result_output: false })
    expect((await api(server.url, 'GET', '/user/self/status', { token: b.token })).body.data).toMatchObject({ entry_status: 0 })
    const bad = await api(server.url, 'PUT', '/user/self/status', { token: a.token, body: { type: 'user:status', entry_status: 7 } })
    expect(bad.body.result.status).toBe(ResultCode.badRequest)
  })

  it('computes the property from the caller’s own rows', async () => {
    await server.db.query('insert into topolo_ledger (user_id, type, amount, reason) values ($1, $2, 500, $3), ($1, $4, 90, $5)', [
      b.userId,
      TOPOLO_TYPE.gold,
      TOPOLO_REASON.purchase,
      TOPOLO_TYPE.silver,
      TOPOLO_REASON.gamePlay,
    ])
    await server.db.query('insert into player_avatar (user_id, avatar_id, purchased) values ($1, 5, true), ($1, 999, true)', [b.userId])
    await server.db.query("insert into play_result (user_id, party_id, mode, played_at, score) values ($1, 'p1', 'rank_battle', now(), 10)", [b.userId])
    const mine = (await api(server.url, 'GET', '/user/self/property', { token: a.token })).body.data
    expect(mine).toEqual({
      level: 1,
      title_id: null,
      topolo: { silver: 0, gold: 0 },
      lottery_point: 0,
      plays: { total: 0, standard: 0, rank_battle: 0 },
      gold_medals: { cumulative: 0, current: 0, highest: 0 },
      achievements: 0,
      avatars_owned: 3,
      spirits_owned: 2,
    })
    // Avatar 999 is not in the master data, so it is not owned.
    const theirs = (await api(server.url, 'GET', '/user/self/property', { token: b.token })).body.data
    expect(theirs).toMatchObject({ topolo: { silver: 90, gold: 500 }, avatars_owned: 4, plays: { total: 1, rank_battle: 1 } })
  })

  it('refuses banned and markup names with nothing changed', async () => {
    const before = await profileOf(a.token)
    const banned = await api(server.url, 'PUT', '/user/self/profile', { token: a.token, body: { type: 'user:profile', name: 'ちんこ', mail_magazine: false } })
    expect(banned.status).toBe(400)
    expect(banned.body.result.status).toBe(ResultCode.bannedName)
    for (const name of ['<img src=x onerror=alert(1)>', '', 'x'.repeat(13), '😀']) {
      const reply = await api(server.url, 'PUT', '/user/self/profile', { token: a.token, body: { type: 'user:profile', name, language: 3 } })
      expect(reply.body.result.status, name).toBe(ResultCode.badRequest)
    }
    const created = await api(server.url, 'POST', '/user/self/profile', { token: a.token, body: { type: 'user:profile', name: 'ちんこ', tts_name: '', language: 0, mail_magazine: true } })
    expect(created.body.result.status).toBe(ResultCode.bannedName)
    expect(await profileOf(a.token)).toEqual(before)
  })

  it('refuses unowned avatars and spirits and an e-mail change', async () => {
    for (const avatarId of [12, 2 ** 31, 2 ** 53]) {
      const avatar = await api(server.url, 'PUT', '/user/self/profile', { token: a.token, body: { type: 'user:profile', avatar_id: avatarId } })
      expect(avatar.body.result.status, String(avatarId)).toBe(ResultCode.badRequest)
    }
    const owned = await api(server.url, 'PUT', '/user/self/profile', { token: a.token, body: { type: 'user:profile', avatar_id: 2, spirit_id: 2 } })
    expect(owned.body.data).toMatchObject({ avatar_id: 2, spirit_id: 2 })
    const email = await api(server.url, 'PUT', '/user/self/profile', { token: a.token, body: { type: 'user:profile', email: 'new@example.com' } })
    expect(email.body.result.status).toBe(ResultCode.badRequest)
    expect(await profileOf(a.token)).toMatchObject({ email: a.email })
  })

  it('answers 2014 to a signed-in user without a player, and 401 without a token', async () => {
    const stranger = await firebaseSignUp(uniqueEmail('stranger'))
    for (const [method, path] of [
      ['GET', '/user/self/profile'],
      ['GET', '/user/self/status'],
      ['GET', '/user/self/property'],
    ] as const) {
      const reply = await api(server.url, method, path, { token: stranger.idToken })
      expect(reply.status, path).toBe(404)
      expect(reply.body.result.status).toBe(ResultCode.accountNotRegistered)
      expect((await api(server.url, method, path)).status).toBe(401)
    }
    const put = await api(server.url, 'PUT', '/user/self/status', { token: stranger.idToken, body: { type: 'user:status', entry_status: 1 } })
    expect(put.body.result.status).toBe(ResultCode.accountNotRegistered)
  })
})
