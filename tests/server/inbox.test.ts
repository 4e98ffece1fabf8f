import * as v from 'valibot'
import { beforeAll, expect, it } from 'vitest'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { MESSAGE_PAGE, messageListReplySchema, messageReadReplySchema, titleListReplySchema, titleReadReplySchema } from '../../src/domain/contract/inbox.ts'
import { DEMO_PARTIES, DEMO_PLAYERS } from '../../server/accounts/demoPlayers.ts'
import { insertMessage, listMessages, listTitles } from '../../server/accounts/inboxStore.ts'
import { seedDemoAccounts } from '../../server/accounts/seedAccounts.ts'
import type { IdentityService } from '../../server/auth/identityService.ts'
import { accountApp, api, firebaseSignUp, type SignedUp, signUp, uniqueEmail } from './support/accounts.ts'
import { useApiServer } from './support/apiServer.ts'
import { describeOnEachBackend } from './support/testDatabase.ts'

const MINUTE_MS = 60_000
const LANGUAGES = ['ja', 'en', 'ko', 'zhcn', 'zhtw'] as const

const text = (ja: string) => ({ ja, en: `${ja} (en)` })

/** Seeds the demo players without touching the shared emulator (their sign-ins are not needed here). */
const seedingOnly: IdentityService = {
  mode: 'emulator',
  emulatorOrigin: null,
  verifyIdToken: () => Promise.reject(new Error('not used')),
  markEmailVerified: async () => {},
  deleteUser: async () => {},
  passwordResetCode: async () => null,
  ensureDemoUser: async () => {},
  close: async () => {},
}

describeOnEachBackend('/user/self/message and /user/self/title: the caller’s inbox only', (backend) => {
  const server = useApiServer(backend, { app: accountApp() })
  let a: SignedUp
  let b: SignedUp
  /** a's message ids, newest first, and b's. */
  let mine: number[]
  let theirs: number[]

  const addMessages = async (userId: string, count: number, readIndexes: number[] = []) => {
    const ids: number[] = []
    const now = Date.now()
    for (let index = 0; index < count; index += 1) {
      // Oldest first, a minute apart.
      const created = await insertMessage(server.db, {
        userId,
        title: text(`お知らせ${index + 1}`),
        content: text(`本文${index + 1}`),
        isRead: readIndexes.includes(index),
        createdAt: new Date(now - (count - index) * MINUTE_MS),
      })
      if (!created) throw new Error('message not inserted')
      ids.unshift(created.id)
    }
    return ids
  }

  const list = async (token: string, query = '') => {
    const reply = await api(server.url, 'GET', `/user/self/message${query}`, { token })
    return { status: reply.status, body: reply.body, parsed: reply.status === 200 ? v.parse(messageListReplySchema, reply.body) : null }
  }

  const unreadOf = async (token: string) => (await list(token)).parsed?.total_unread
  const readBody = { type: 'user:message', is_read: true }

  beforeAll(async () => {
    a = await signUp(server.url)
    b = await signUp(server.url)
    // a: five messages, the second oldest already read; b: two unread.
    mine = await addMessages(a.userId, 5, [1])
    theirs = await addMessages(b.userId, 2)
  })

  it('lists the caller’s messages newest first, with total and total_unread', async () => {
    const { parsed, body } = await list(a.token)
    expect(parsed?.data?.map((message) => message.id)).toEqual(mine)
    expect(parsed).toMatchObject({ total: 5, total_unread: 4 })
    expect(parsed?.data?.[0]).toEqual({ id: mine[0], title: text('お知らせ5'), content: text('本文5'), is_read: false, created_at: expect.any(String), party_id: null, questionnaire: null })
    expect(parsed?.data?.[3]?.is_read).toBe(true)
    expect(Object.keys(body).sort()).toEqual(['data', 'result', 'total', 'total_unread'])
    const other = await list(b.token)
    expect(other.parsed?.data?.map((message) => message.id)).toEqual(theirs)
    expect(other.parsed).toMatchObject({ total: 2, total_unread: 2 })
  })

  it('pages with limit and offset; total counts every message whatever the page', async () => {
    const pages: number[] = []
    for (const offset of [0, 2, 4]) {
      const { parsed } = await list(a.token, `?limit=2&offset=${offset}`)
      expect(parsed).toMatchObject({ total: 5, total_unread: 4 })
      pages.push(...(parsed?.data ?? []).map((message) => message.id))
    }
    expect(pages).toEqual(mine)
    expect((await list(a.token, '?offset=5')).parsed).toMatchObject({ data: [], total: 5 })
    expect((await list(a.token, `?limit=${MESSAGE_PAGE.maxLimit}`)).parsed?.data).toHaveLength(5)
    for (const query of ['?limit=0', `?limit=${MESSAGE_PAGE.maxLimit + 1}`, '?limit=2.5', '?limit=abc', '?offset=-1', `?offset=${MESSAGE_PAGE.maxOffset + 1}`, '?user_id=x']) {
      const reply = await list(a.token, query)
      expect(reply.status, query).toBe(400)
      expect(reply.body.result.status, query).toBe(ResultCode.badRequest)
    }
  })

  it('marks a message read once; a second PUT answers the same and changes nothing', async () => {
    const id = mine[2]
    const first = await api(server.url, 'PUT', `/user/self/message/${id}`, { token: a.token, body: readBody })
    expect(first.status).toBe(200)
    expect(v.parse(messageReadReplySchema, first.body).data).toMatchObject({ id, is_read: true, title: text('お知らせ3') })
    expect(await unreadOf(a.token)).toBe(3)
    const second = await api(server.url, 'PUT', `/user/self/message/${id}`, { token: a.token, body: readBody })
    expect(second.status).toBe(200)
    expect(second.body).toEqual(first.body)
    expect(await unreadOf(a.token)).toBe(3)
    // An already read message answers the same way.
    const read = await api(server.url, 'PUT', `/user/self/message/${mine[3]}`, { token: a.token, body: readBody })
    expect(read.body.data).toMatchObject({ id: mine[3], is_read: true })
    expect(await unreadOf(a.token)).toBe(3)
  })

  it('answers 404 for another player’s message, exactly as for one that does not exist, and leaves it unread', async () => {
    const foreign = await api(server.url, 'PUT', `/user/self/message/${theirs[0]}`, { token: a.token, body: readBody })
    expect(foreign.status).toBe(404)
    expect(foreign.body.result.status).toBe(ResultCode.notFound)
    const missing = await api(server.url, 'PUT', '/user/self/message/2147483647', { token: a.token, body: readBody })
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual(foreign.body)
    expect(await unreadOf(b.token)).toBe(2)
    expect(await unreadOf(a.token)).toBe(3)
  })

  it('refuses malformed ids and bodies with 400, changing nothing', async () => {
    const id = mine[0]
    for (const bad of ['0', '-1', '01', '1.5', '1e3', 'abc', '2147483648', '99999999999', '%20']) {
      const reply = await api(server.url, 'PUT', `/user/self/message/${bad}`, { token: a.token, body: readBody })
      expect(reply.status, bad).toBe(400)
      expect(reply.body.result.status, bad).toBe(ResultCode.badRequest)
    }
    const bodies: unknown[] = [
      { type: 'user:message', is_read: false },
      { type: 'user:message', is_read: 'true' },
      { type: 'user:message' },
      // (A body without `type` is the spec's own, issue 31: tests/server/specBodies.test.ts.)
      { type: 'user:title', is_read: true },
      { ...readBody, user_id: b.userId },
      [readBody],
      null,
    ]
    for (const body of bodies) {
      const reply = await api(server.url, 'PUT', `/user/self/message/${id}`, { token: a.token, body })
      expect(reply.status, JSON.stringify(body)).toBe(400)
      expect(reply.body.result.status).toBe(ResultCode.badRequest)
    }
    const headers = { authorization: `Bearer ${a.token}` }
    const base = `${server.url}/api/v1/user/self/message/${id}`
    const malformed = await fetch(base, { method: 'PUT', headers: { ...headers, 'content-type': 'application/json' }, body: '{"type":' })
    const untyped = await fetch(base, { method: 'PUT', headers, body: JSON.stringify(readBody) })
    expect([malformed.status, untyped.status]).toEqual([400, 400])
    expect(await unreadOf(a.token)).toBe(3)
    expect((await list(a.token)).parsed?.data?.[0]).toMatchObject({ id, is_read: false })
  })

  it('lists the caller’s titles newest first and sets is_read idempotently, never another player’s', async () => {
    await server.db.query(
      `insert into player_title (user_id, title_id, is_read, achieved_at) values
       ($1, 1, false, now() - interval '2 days'), ($1, 4, true, now() - interval '1 day'), ($2, 2, false, now())`,
      [a.userId, b.userId],
    )
    const titles = async (token: string) => v.parse(titleListReplySchema, (await api(server.url, 'GET', '/user/self/title', { token })).body).data
    expect(await titles(a.token)).toEqual([
      { id: 4, is_read: true, achieved_at: expect.any(String) },
      { id: 1, is_read: false, achieved_at: expect.any(String) },
    ])
    expect(await titles(b.token)).toEqual([{ id: 2, is_read: false, achieved_at: expect.any(String) }])

    const put = (token: string, id: number | string, body: unknown) => api(server.url, 'PUT', `/user/self/title/${id}`, { token, body })
    const first = await put(a.token, 1, { type: 'user:title', is_read: true })
    expect(v.parse(titleReadReplySchema, first.body).data).toMatchObject({ id: 1, is_read: true })
    expect((await put(a.token, 1, { type: 'user:title', is_read: true })).body).toEqual(first.body)
    expect((await titles(a.token))?.every((title) => title.is_read)).toBe(true)
    expect((await put(a.token, 1, { type: 'user:title', is_read: false })).body.data).toMatchObject({ id: 1, is_read: false })

    // b's title and a title nobody has: the same 404, and b's stays unread.
    const foreign = await put(a.token, 2, { type: 'user:title', is_read: true })
    const missing = await put(a.token, 3, { type: 'user:title', is_read: true })
    expect([foreign.status, missing.status]).toEqual([404, 404])
    expect(foreign.body.result.status).toBe(ResultCode.notFound)
    expect(missing.body).toEqual(foreign.body)
    expect(await titles(b.token)).toEqual([{ id: 2, is_read: false, achieved_at: expect.any(String) }])

    for (const id of ['x', '0', '2147483648']) expect((await put(a.token, id, { type: 'user:title', is_read: true })).status, id).toBe(400)
    for (const body of [{ type: 'user:message', is_read: true }, { type: 'user:title' }, { type: 'user:title', is_read: 1 }, { type: 'user:title', is_read: true, title_id: 2 }]) {
      const reply = await put(a.token, 1, body)
      expect(reply.status, JSON.stringify(body)).toBe(400)
      expect(reply.body.result.status).toBe(ResultCode.badRequest)
    }
    expect((await titles(a.token))?.find((title) => title.id === 1)?.is_read).toBe(false)
  })

  it('answers 401 without a valid token and 2014 to a signed-in user without a player', async () => {
    const calls = [
      ['GET', '/user/self/message', undefined],
      ['PUT', `/user/self/message/${mine[0]}`, readBody],
      ['GET', '/user/self/title', undefined],
      ['PUT', '/user/self/title/1', { type: 'user:title', is_read: true }],
    ] as const
    const stranger = await firebaseSignUp(uniqueEmail('stranger'))
    for (const [method, path, body] of calls) {
      const anonymous = await api(server.url, method, path, { body })
      expect(anonymous.status, path).toBe(401)
      expect(anonymous.body.result.status).toBe(ResultCode.unauthorized)
      expect((await api(server.url, method, path, { body, token: 'not-a-token' })).status, path).toBe(401)
      const unregistered = await api(server.url, method, path, { body, token: stranger.idToken })
      expect(unregistered.status, path).toBe(404)
      expect(unregistered.body.result.status, path).toBe(ResultCode.accountNotRegistered)
    }
    expect(await unreadOf(a.token)).toBe(3)
  })

  it('deleting the account removes its messages and titles', async () => {
    const c = await signUp(server.url)
    await addMessages(c.userId, 2)
    await server.db.query('insert into player_title (user_id, title_id) values ($1, 1)', [c.userId])
    expect((await list(c.token)).parsed).toMatchObject({ total: 2 })
    const deleted = await api(server.url, 'DELETE', '/account/delete', { token: c.token })
    expect(deleted.status).toBe(200)
    expect(await server.db.query('select 1 from player_message where user_id = $1', [c.userId])).toEqual([])
    expect(await server.db.query('select 1 from player_title where user_id = $1', [c.userId])).toEqual([])
    // Nobody else's inbox moved.
    expect((await list(a.token)).parsed).toMatchObject({ total: 5, total_unread: 3 })
  })

  it('seeds the demo players’ inbox once: three messages in every language (one read) and titles with one unread', async () => {
    const withInbox = DEMO_PLAYERS.filter((player) => player.messages.length > 0)
    expect(withInbox.map((player) => player.account?.email)).toEqual(['demo1@example.com', 'demo2@example.com', 'demo3@example.com'])
    const first = await seedDemoAccounts(server.db, seedingOnly)
    expect(first).toMatchObject({ players: DEMO_PLAYERS.length, messages: 9 })
    expect(await seedDemoAccounts(server.db, seedingOnly)).toMatchObject({ players: 0, messages: 0 })

    for (const player of withInbox) {
      const uid = player.account?.uid ?? ''
      const page = await listMessages(server.db, uid, 0, 20)
      const all = page?.items ?? []
      expect(page, uid).toMatchObject({ total: all.length, totalUnread: all.filter((message) => !message.is_read).length })
      // Beside the three, the messages of the player's plays of the last week, each offering its questionnaire.
      const played = DEMO_PARTIES.filter((party) => party.daysAgo <= 7 && party.members.some((member) => member.userId === player.userId)).map((party) => party.id)
      const results = all.filter((message) => message.party_id !== null)
      expect(results.map((message) => message.party_id).sort(), uid).toEqual(played.sort())
      expect(results.every((message) => message.questionnaire === 'open')).toBe(true)
      const seeded = all.filter((message) => message.party_id === null)
      expect(seeded).toHaveLength(3)
      for (const message of all) {
        for (const language of LANGUAGES) {
          expect(message.title[language]?.trim(), `${uid} ${language}`).toBeTruthy()
          expect(message.content[language]?.trim(), `${uid} ${language}`).toBeTruthy()
        }
      }
      // The oldest (the welcome) is the one already read.
      expect(seeded.map((message) => message.is_read)).toEqual([false, false, true])
      const titles = (await listTitles(server.db, uid)) ?? []
      expect(titles.length, uid).toBeGreaterThanOrEqual(2)
      expect(
        titles.filter((title) => !title.is_read),
        uid,
      ).toHaveLength(1)
    }

    // A database seeded before the inbox existed gets the messages at the next seed, once.
    const demo3 = withInbox[2]?.userId ?? ''
    await server.db.query('delete from player_message where user_id = $1', [demo3])
    expect(await seedDemoAccounts(server.db, seedingOnly)).toMatchObject({ players: 0, messages: 3 })
    expect(await seedDemoAccounts(server.db, seedingOnly)).toMatchObject({ messages: 0 })
  })
})
