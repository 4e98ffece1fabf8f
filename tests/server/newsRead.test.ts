import * as v from 'valibot'
import { beforeAll, expect, it } from 'vitest'
import { DEMO_PLAYERS } from '../../server/accounts/demoPlayers.ts'
import { seedDemoAccounts } from '../../server/accounts/seedAccounts.ts'
import { insertNews } from '../../server/facility/newsStore.ts'
import { seedFacility } from '../../server/facility/seedFacility.ts'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { newsItemReplySchema, newsReadListReplySchema } from '../../src/domain/contract/facility.ts'
import { accountApp, api } from './support/accounts.ts'
import { useApiServer } from './support/apiServer.ts'
import { type QuickPlayer, quickPlayers } from './support/players.ts'
import { okData, refused, testClock } from './support/replyAssertions.ts'
import { describeOnEachBackend } from './support/testDatabase.ts'

/**
 * One news item by id (GET /facility/news/{id}: published only) and the news a player has opened
 * (GET /user/self/news/read, PUT /user/self/news/{id}): each player's own marks, never another's,
 * idempotent, gone with the account; the demo player's seeded marks.
 */

const NOW = new Date('2026-12-02T03:00:00Z')
const text = (ja: string) => ({ ja, en: `${ja} (en)` })
const readBody = { type: 'user:news', is_read: true }

describeOnEachBackend('news by id and the news a player has opened', (backend) => {
  const clock = testClock(NOW)
  const server = useApiServer(backend, { app: accountApp({ now: clock.now }) })
  let a: QuickPlayer, b: QuickPlayer
  let older: number, newer: number, future: number

  const opened = async (player: QuickPlayer) => v.parse(newsReadListReplySchema, (await api(server.url, 'GET', '/user/self/news/read', { token: player.token })).body).data
  const open = (player: QuickPlayer, id: number | string, body: unknown = readBody) => api(server.url, 'PUT', `/user/self/news/${id}`, { token: player.token, body })

  beforeAll(async () => {
    ;[a, b] = (await quickPlayers(server.db, 2)) as [QuickPlayer, QuickPlayer]
    const add = async (title: string, at: Date) => (await insertNews(server.db, { title: text(title), content: text(`${title}\n二行目<b>そのまま</b>`), published_at: at.toISOString() }))?.id as number
    older = await add('古いお知らせ', new Date(NOW.getTime() - 86_400_000))
    newer = await add('新しいお知らせ', new Date(NOW.getTime() - 3_600_000))
    future = await add('予約投稿', new Date(NOW.getTime() + 86_400_000))
  })

  it('answers a published item by id, with its banner location; not one scheduled later, an unknown id or a malformed one', async () => {
    const reply = await api(server.url, 'GET', `/facility/news/${newer}`)
    const item = v.parse(newsItemReplySchema, reply.body).data
    expect(item).toEqual({
      id: newer,
      title: text('新しいお知らせ'),
      content: text('新しいお知らせ\n二行目<b>そのまま</b>'),
      image_url: `/images/news/${newer}`,
      published_at: new Date(NOW.getTime() - 3_600_000).toISOString(),
    })
    refused(await api(server.url, 'GET', `/facility/news/${future}`), 404, ResultCode.notFound)
    refused(await api(server.url, 'GET', '/facility/news/99999999'), 404, ResultCode.notFound)
    for (const id of ['abc', '0', '-1', '1.5', '099', '99999999999']) refused(await api(server.url, 'GET', `/facility/news/${id}`), 400, ResultCode.badRequest)
    // Once its time has come, the scheduled item is there.
    clock.set(new Date(NOW.getTime() + 2 * 86_400_000))
    okData(await api(server.url, 'GET', `/facility/news/${future}`))
    clock.reset()
  })

  it("keeps each player's opened news apart, newest first; opening again changes nothing; 401 without a token", async () => {
    expect(await opened(a)).toEqual([])
    expect(okData(await open(a, older))).toEqual({ id: older, is_read: true })
    okData(await open(a, newer))
    okData(await open(a, newer))
    expect(await opened(a)).toEqual([newer, older])
    expect(await opened(b)).toEqual([])
    const rows = await server.db.query<{ n: number }>('select count(*)::int as n from news_read where user_id = $1', [a.userId])
    expect(rows[0]?.n).toBe(2)
    expect((await api(server.url, 'GET', '/user/self/news/read')).status).toBe(401)
    expect((await api(server.url, 'PUT', `/user/self/news/${older}`, { body: readBody })).status).toBe(401)
  })

  it('refuses an unknown or scheduled item (1404), a malformed id or body (1000): nothing written', async () => {
    refused(await open(b, 99999999), 404, ResultCode.notFound)
    refused(await open(b, future), 404, ResultCode.notFound)
    refused(await open(b, 'abc'), 400, ResultCode.badRequest)
    refused(await open(b, older, { type: 'user:news', is_read: false }), 400, ResultCode.badRequest)
    refused(await open(b, older, { is_read: true }), 400, ResultCode.badRequest)
    expect(await opened(b)).toEqual([])
  })

  it("deletes a player's marks with their account", async () => {
    okData(await api(server.url, 'DELETE', '/account/delete', { token: a.token }))
    const rows = await server.db.query<{ n: number }>('select count(*)::int as n from news_read where user_id = $1', [a.userId])
    expect(rows[0]?.n).toBe(0)
  })
})

describeOnEachBackend('news read marks: the demo seeds', (backend) => {
  const server = useApiServer(backend, { app: accountApp({ now: () => NOW }) })

  it('marks the demo news the demo player has opened, once however often it runs', async () => {
    await seedFacility(server.db, NOW)
    await seedDemoAccounts(server.db, server.identity, NOW)
    await seedDemoAccounts(server.db, server.identity, NOW)
    const demo = DEMO_PLAYERS.find((player) => player.newsRead)
    if (!demo?.newsRead) throw new Error('no demo player with opened news')
    const rows = await server.db.query<{ seed_key: string }>('select n.seed_key from news_read r join news n on n.id = r.news_id where r.user_id = $1 order by n.seed_key', [demo.userId])
    expect(rows.map((row) => row.seed_key)).toEqual([...demo.newsRead].sort())
    const all = await server.db.query<{ n: number }>('select count(*)::int as n from news where seed_key is not null')
    // Some demo news stay unread, so the markers mean something.
    expect(all[0]?.n ?? 0).toBeGreaterThan(demo.newsRead.length)
  })
})
