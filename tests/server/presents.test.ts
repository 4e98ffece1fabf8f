import { beforeAll, expect, it } from 'vitest'
import { sendPresent } from '../../server/presents/presentStore.ts'
import { seedMasterData } from '../../server/master/seedMaster.ts'
import { MASTER_SEED } from '../../server/master/seed/index.ts'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import type { Present, PresentAccepted, PresentSend } from '../../src/domain/contract/present.ts'
import type { TopoloHistoryItem } from '../../src/domain/contract/topoloHistory.ts'
import { TOPOLO_GET_LABEL } from '../../src/domain/topolo.ts'
import { parsePresentSendArgs } from '../../server/admin/commands/present.ts'
import { UsageError } from '../../server/admin/adminCommand.ts'
import { accountApp, api } from './support/accounts.ts'
import { useApiServer } from './support/apiServer.ts'
import { type QuickPlayer, quickPlayers } from './support/players.ts'
import { okData } from './support/replyAssertions.ts'
import { lazyStaff } from './support/staff.ts'
import { describeOnEachBackend } from './support/testDatabase.ts'

/** Friday 4 December 2026, 12:00 in Tokyo. */
const NOW = new Date('2026-12-04T03:00:00Z')
const LATER = '2026-12-31T23:59:59+09:00'
const ITEM = MASTER_SEED.items[0]?.id ?? 1
const COUPON = MASTER_SEED.coupons[0]?.id ?? 1
const message = { ja: 'いつもありがとう！', en: 'Thank you for coming!' }

describeOnEachBackend('presents: sent by the venue, accepted once by each player', (backend) => {
  const server = useApiServer(backend, { app: accountApp({ now: () => NOW }), prepare: (db) => seedMasterData(db) })
  const accept = (player: QuickPlayer, presentId: number) => api(server.url, 'POST', '/user/self/present/accept', { token: player.token, body: { type: 'user:present', present_id: presentId } })
  const list = async (player: QuickPlayer) => okData<Present[]>(await api(server.url, 'GET', '/user/self/present', { token: player.token }))
  const send = async (sent: Omit<PresentSend, 'message' | 'expires_at' | 'amount'> & Partial<PresentSend>) => {
    const id = await sendPresent(server.db, { amount: 1, message, expires_at: LATER, ...sent })
    if (id === null) throw new Error('not sent')
    return id
  }
  let players: QuickPlayer[] = []
  const staffToken = lazyStaff(server)

  beforeAll(async () => {
    players = await quickPlayers(server.db, 3)
  })

  it('a gold present to one player: listed for them only, granted once whatever the taps, in the history as "present"', async () => {
    const [me, other] = players as [QuickPlayer, QuickPlayer]
    const id = await send({ to: me.userId, kind: 'gold', amount: 300 })
    expect((await list(me)).find((present) => present.id === id)).toMatchObject({ kind: 'gold', amount: 300, accepted_at: null, message })
    expect((await list(other)).some((present) => present.id === id)).toBe(false)
    // Another player's present answers like one that does not exist, and grants nothing.
    const foreign = await accept(other, id)
    expect(foreign.status).toBe(404)
    expect(foreign.body.result.status).toBe(ResultCode.notFound)
    expect((await accept(other, 999_999)).body.result.status).toBe(ResultCode.notFound)
    // Ten taps at once (two tabs, a retry): every one answers the present accepted, one grant.
    const replies = await Promise.all(Array.from({ length: 10 }, () => accept(me, id)))
    for (const reply of replies) expect(okData<PresentAccepted>(reply).topolo.gold).toBe(300)
    const history = okData<TopoloHistoryItem[]>(await api(server.url, 'GET', '/user/self/topolo/get?type=2', { token: me.token }))
    expect(history.filter((line) => line.label === TOPOLO_GET_LABEL.present).map((line) => line.amount)).toEqual([300])
    expect((await list(me)).find((present) => present.id === id)?.accepted_at).toBe(NOW.toISOString())
  })

  it('a present to every player: each accepts it once, for themselves', async () => {
    const id = await send({ to: null, kind: 'silver', amount: 50 })
    const replies = await Promise.all(players.flatMap((player) => [accept(player, id), accept(player, id)]))
    for (const reply of replies) expect(okData<PresentAccepted>(reply).present).toMatchObject({ id, kind: 'silver', amount: 50 })
    for (const player of players) {
      const history = okData<TopoloHistoryItem[]>(await api(server.url, 'GET', '/user/self/topolo/get?type=1', { token: player.token }))
      expect(history.filter((line) => line.label === TOPOLO_GET_LABEL.present && line.amount === 50)).toHaveLength(1)
    }
  })

  it('an item and a coupon arrive in the collection once', async () => {
    const [me] = players as [QuickPlayer]
    const item = await send({ to: me.userId, kind: 'item', item_id: ITEM, amount: 2 })
    const coupon = await send({ to: me.userId, kind: 'coupon', coupon_id: COUPON })
    const countOf = async () => (await server.db.query<{ count: number }>('select count from player_item where user_id = $1 and item_id = $2', [me.userId, ITEM]))[0]?.count ?? 0
    const coupons = async () => (await server.db.query<{ n: number }>('select count(*)::int as n from player_coupon where user_id = $1 and coupon_id = $2', [me.userId, COUPON]))[0]?.n
    const [itemsBefore, couponsBefore] = [await countOf(), await coupons()]
    await Promise.all([accept(me, item), accept(me, item), accept(me, coupon), accept(me, coupon)])
    expect(await countOf()).toBe(itemsBefore + 2)
    expect(await coupons()).toBe((couponsBefore ?? 0) + 1)
  })

  it('an expired present is refused and grants nothing; one accepted before it expired stays in the list', async () => {
    const [me] = players as [QuickPlayer]
    const expired = await send({ to: me.userId, kind: 'gold', amount: 10, expires_at: '2026-12-04T11:59:59+09:00' })
    const refused = await accept(me, expired)
    expect(refused.status).toBe(409)
    expect(refused.body.result.status).toBe(ResultCode.couponExpired)
    expect((await list(me)).some((present) => present.id === expired)).toBe(false)
    expect((await server.db.query('select 1 from present_accepted where present_id = $1', [expired])).length).toBe(0)
  })

  it('staff send topolo to the players of a party from the kiosk (each accepts it once), or to every player; players cannot', async () => {
    const [leader, member, outsider] = players as [QuickPlayer, QuickPlayer, QuickPlayer]
    const partyId = `gift-${backend}`
    await server.db.query(`insert into party (id, leader_user_id, name, language, status) values ($1, $2, 'ギフト隊', 0, 'ended')`, [partyId, leader.userId])
    await server.db.query(`insert into party_player (party_id, user_id, seat, open) values ($1, $2, 1, false), ($1, $3, 2, false)`, [partyId, leader.userId, member.userId])
    const body = { type: 'staff:present', party_id: partyId, kind: 'gold', amount: 20, message: { ja: 'ご来店ありがとう' }, days: 7 }
    expect(okData<{ sent: number }>(await api(server.url, 'POST', '/staff/present', { token: await staffToken(), body }))).toEqual({ sent: 2 })
    const gift = (player: QuickPlayer) => list(player).then((presents) => presents.find((present) => present.message.ja === 'ご来店ありがとう'))
    const mine = await gift(leader)
    expect(mine).toMatchObject({ kind: 'gold', amount: 20, expires_at: new Date(NOW.getTime() + 7 * 86_400_000).toISOString() })
    expect(await gift(member)).toMatchObject({ kind: 'gold', amount: 20 })
    expect(await gift(outsider)).toBeUndefined()
    okData(await accept(leader, mine?.id ?? 0))
    // No such party; a player is not staff.
    const none = await api(server.url, 'POST', '/staff/present', { token: await staffToken(), body: { ...body, party_id: 'no-such-party' } })
    expect(none.body.result.status).toBe(ResultCode.notFound)
    const asPlayer = await api(server.url, 'POST', '/staff/present', { token: leader.token, body })
    expect(asPlayer.status).toBe(403)
    const { party_id: _party, ...toAll } = body
    expect(okData<{ sent: number }>(await api(server.url, 'POST', '/staff/present', { token: await staffToken(), body: { ...toAll, message: { ja: 'みなさんへ' } } }))).toEqual({ sent: 1 })
    expect((await list(outsider)).some((present) => present.message.ja === 'みなさんへ')).toBe(true)
  })

  it('refuses a body without a present id, or with another type or field (1000)', async () => {
    const [me] = players as [QuickPlayer]
    for (const body of [{}, { present_id: 0 }, { present_id: '1' }, { type: 'user:coupon', present_id: 1 }, { present_id: 1, user_id: me.userId }]) {
      const reply = await api(server.url, 'POST', '/user/self/present/accept', { token: me.token, body })
      expect(reply.status, JSON.stringify(body)).toBe(400)
      expect(reply.body.result.status).toBe(ResultCode.badRequest)
    }
    // Without `type`: the spec shows no payload, docs/api.md's is accepted either way.
    const id = await send({ to: me.userId, kind: 'silver', amount: 5 })
    okData(await api(server.url, 'POST', '/user/self/present/accept', { token: me.token, body: { present_id: id } }))
  })
})

it.each([
  [['send', '--to', 'all', '--gold', '100', '--message-ja', 'お祝い', '--expires', LATER], { to: null, kind: 'gold', amount: 100, message: { ja: 'お祝い' } }],
  [['send', '--to', '11111111-1111-4111-8111-111111111111', '--item', '3', '--message-ja', 'どうぞ', '--message-en', 'Enjoy', '--expires', LATER], { kind: 'item', item_id: 3, amount: 1 }],
])('npm run admin -- present %j', (args, expected) => {
  expect(parsePresentSendArgs(args)).toMatchObject(expected)
})

it.each([
  [['send', '--to', 'all', '--message-ja', 'x', '--expires', LATER], 'exactly one of'],
  [['send', '--to', 'all', '--gold', '1', '--silver', '1', '--message-ja', 'x', '--expires', LATER], 'exactly one of'],
  [['send', '--to', 'all', '--gold', '10', '--expires', LATER], '--message-ja is required'],
  [['send', '--to', 'nobody', '--gold', '10', '--message-ja', 'x', '--expires', LATER], 'user id'],
  [['send', '--to', 'all', '--gold', '1.5', '--message-ja', 'x', '--expires', LATER], 'whole number'],
  [['send', '--to', 'all', '--gold', '5', '--message-ja', 'x', '--expires', 'tomorrow'], 'ISO'],
])('npm run admin -- present %j is refused with a usage message', (args, text) => {
  expect(() => parsePresentSendArgs(args)).toThrow(UsageError)
  expect(() => parsePresentSendArgs(args)).toThrow(text)
})
