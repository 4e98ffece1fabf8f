import { beforeAll, expect, it } from 'vitest'
import { DEMO_COUPON_CODES, DEMO_PARTIES, DEMO_PLAYERS } from '../../server/accounts/demoPlayers.ts'
import { seedDemoAccounts } from '../../server/accounts/seedAccounts.ts'
import { insertCouponCode } from '../../server/coupons/couponStore.ts'
import { MASTER_SEED } from '../../server/master/seed/index.ts'
import { seedMasterData } from '../../server/master/seedMaster.ts'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { avatarOwnership, spiritOwnership } from '../../src/domain/collection/ownership.ts'
import { itemStats } from '../../src/domain/collection/stats.ts'
import type { PlayerAvatar, PlayerItem, PlayerSpirit, RecommendedItem } from '../../src/domain/contract/collection.ts'
import type { PlayerCoupon } from '../../src/domain/contract/coupon.ts'
import type { PlayResult } from '../../src/domain/contract/result.ts'
import type { TopoloHistoryItem } from '../../src/domain/contract/topoloHistory.ts'
import { TOPOLO_GET_LABEL, TOPOLO_USE_LABEL } from '../../src/domain/topolo.ts'
import { accountApp, api, firebaseSignIn, type SignedUp, signUp } from './support/accounts.ts'
import { useApiServer } from './support/apiServer.ts'
import { describeOnEachBackend } from './support/testDatabase.ts'

const [AKARI, SOTA, ALEX] = DEMO_PLAYERS as [(typeof DEMO_PLAYERS)[number], (typeof DEMO_PLAYERS)[number], (typeof DEMO_PLAYERS)[number]]
const demoCode = (couponId: number, maxUses: number | null = null) => {
  const found = DEMO_COUPON_CODES.find((code) => code.couponId === couponId && code.maxUses === maxUses && !code.expired)
  if (!found) throw new Error(`no demo code for coupon ${couponId}`)
  return found.code
}

/** Every call of issue 11 a player makes, with what answers "nothing of yours". */
const READS = [
  '/user/self/avatar',
  '/user/self/avatar/available',
  '/user/self/spirit/available',
  '/user/self/item',
  '/user/self/item/recommend',
  '/user/self/achievement',
  '/user/self/coupon',
  '/user/self/result',
  '/user/self/topolo/use',
  '/user/self/topolo/get',
]

describeOnEachBackend('/user/self collections: avatars, spirits, items, titles, coupons, results, topolo', (backend) => {
  const server = useApiServer(backend, { app: accountApp({ rateLimits: { couponPerUid: 8, codeFailuresFreePerUid: 8, codeFailuresFreePerAddress: 100 } }), prepare: (db) => seedMasterData(db) })
  const tokens: Record<string, string> = {}
  let fresh: SignedUp
  let bystander: SignedUp

  beforeAll(async () => {
    await seedDemoAccounts(server.db, server.identity)
    for (const player of [AKARI, SOTA, ALEX]) {
      const account = player.account
      if (!account) throw new Error('a demo player without an account')
      tokens[player.userId] = (await firebaseSignIn(account.email, account.password)).idToken
    }
    fresh = await signUp(server.url)
    bystander = await signUp(server.url)
  })

  const get = async <T>(player: string, path: string) => {
    const reply = await api(server.url, 'GET', path, { token: tokens[player] ?? player })
    expect(reply.status, `${path}: ${JSON.stringify(reply.body)}`).toBe(200)
    return reply.body as { data: T; total?: number; total_available?: number; avatar_id?: number | null }
  }

  it('lists avatars by the ownership rules: the visible ones, and the ones the player has', async () => {
    const visible = (await get<PlayerAvatar[]>(AKARI.userId, '/user/self/avatar/available')).data
    const state = new Map(visible.map((avatar) => [avatar.avatar_id, avatarOwnership(avatar)]))
    // Starters and bought, unlocked or transformed ones are owned; avatar 7 is retired, so locked.
    for (const id of [1, 2, 3, 4, 5, 13]) expect(state.get(id), `avatar ${id}`).toBe('owned')
    expect(state.get(7)).toBe('locked')
    expect(state.get(8)).toBe('notOwned')
    expect([...state.values()]).not.toContain('hidden')
    const had = (await get<PlayerAvatar[]>(AKARI.userId, '/user/self/avatar')).data.map((avatar) => avatar.avatar_id)
    expect(had.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 7, 13])
    // My Page counts the owned ones only: the locked avatar 7 and spirit 11 are not.
    expect((await get<{ avatars_owned: number; spirits_owned: number }>(AKARI.userId, '/user/self/property')).data).toMatchObject({ avatars_owned: 6, spirits_owned: 5 })
    // Another player sees their own flags: Sota never had avatar 7, and a retired avatar one never had is not shown.
    const theirs = (await get<PlayerAvatar[]>(SOTA.userId, '/user/self/avatar/available')).data
    expect(theirs.find((avatar) => avatar.avatar_id === 7)).toBeUndefined()
    expect(theirs.find((avatar) => avatar.avatar_id === 4)).toMatchObject({ purchased: false, purchasable: true })
  })

  it('lists spirits with their licence: a collaboration that ended is locked for those who have it, hidden for the rest', async () => {
    const spirits = (await get<PlayerSpirit[]>(AKARI.userId, '/user/self/spirit/available')).data
    const state = new Map(spirits.map((spirit) => [spirit.spirit_id, spiritOwnership(spirit)]))
    expect(state.get(9)).toBe('owned')
    expect(state.get(10)).toBe('notOwned')
    expect(state.get(11)).toBe('locked')
    expect(state.has(12)).toBe(false)
    expect(spirits.find((spirit) => spirit.spirit_id === 10)).toMatchObject({ ip_available: true, ip_purchasable: true })
    const theirs = (await get<PlayerSpirit[]>(SOTA.userId, '/user/self/spirit/available')).data
    expect(theirs.some((spirit) => spirit.spirit_id === 11)).toBe(false)
  })

  it('answers the owned items with their stats for the chosen avatar, and ranks them', async () => {
    const mine = await get<PlayerItem[]>(AKARI.userId, '/user/self/item')
    expect(mine.avatar_id).toBe(1)
    expect(mine.data.map((item) => item.item_id).sort((a, b) => a - b)).toEqual(AKARI.items.map(([id]) => id).sort((a, b) => a - b))
    const param = MASTER_SEED.item_params.find((row) => row.item_id === 1)
    expect(mine.data.find((item) => item.item_id === 1)).toEqual({ item_id: 1, count: 2, stats: itemStats(param, 120) })
    const forFourteen = await get<PlayerItem[]>(AKARI.userId, '/user/self/item?select_avatar_id=14')
    expect(forFourteen.avatar_id).toBe(14)
    expect(forFourteen.data.find((item) => item.item_id === 1)?.stats).toEqual(itemStats(param, 80))
    // Without a correction the params count as they are.
    expect(forFourteen.data.find((item) => item.item_id === 26)?.stats).toEqual(
      itemStats(
        MASTER_SEED.item_params.find((row) => row.item_id === 26),
        100,
      ),
    )
    expect((await api(server.url, 'GET', '/user/self/item?select_avatar_id=999', { token: tokens[AKARI.userId] })).body.result.status).toBe(ResultCode.notFound)
    for (const bad of ['0', '-1', 'x', '01', '1&extra=1']) {
      expect((await api(server.url, 'GET', `/user/self/item?select_avatar_id=${bad}`, { token: tokens[AKARI.userId] })).status, bad).toBe(400)
    }
    const ranked = (await get<RecommendedItem[]>(AKARI.userId, '/user/self/item/recommend?select_avatar_id=13')).data
    expect(ranked).toHaveLength(AKARI.items.length)
    for (const [index, item] of ranked.entries()) {
      const next = ranked[index + 1]
      if (next && next.category === item.category) expect(item.score, `item ${item.item_id}`).toBeGreaterThanOrEqual(next.score)
      if (next) expect(next.category).toBeGreaterThanOrEqual(item.category)
    }
    const theirs = (await get<PlayerItem[]>(SOTA.userId, '/user/self/item')).data.map((item) => item.item_id)
    expect(theirs.sort((a, b) => a - b)).toEqual(SOTA.items.map(([id]) => id).sort((a, b) => a - b))
  })

  it('lists the achievements each player achieved', async () => {
    const mine = (await get<{ id: number; achieved_at: string }[]>(AKARI.userId, '/user/self/achievement')).data
    expect(mine.map((row) => row.id).sort((a, b) => a - b)).toEqual([...AKARI.achievements].sort((a, b) => a - b))
    expect((await get<{ id: number }[]>(SOTA.userId, '/user/self/achievement')).data.map((row) => row.id).sort()).toEqual([...SOTA.achievements].sort())
  })

  it('switches the shown title only to one the player achieved; title 20 only once granted', async () => {
    const put = (player: string, titleId: number | null) => api(server.url, 'PUT', '/user/self/profile', { token: tokens[player], body: { type: 'user:profile', title_id: titleId } })
    expect((await put(AKARI.userId, 6)).status).toBe(200)
    expect((await get<{ title_id: number }>(AKARI.userId, '/user/self/property')).data.title_id).toBe(6)
    for (const titleId of [20, 4, 999]) {
      const refused = await put(AKARI.userId, titleId)
      expect(refused.status, `title ${titleId}`).toBe(400)
    }
    expect((await get<{ title_id: number }>(AKARI.userId, '/user/self/profile')).data.title_id).toBe(6)
    // Alex was granted title 20 by the staff.
    expect((await put(ALEX.userId, 20)).status).toBe(200)
    expect((await put(AKARI.userId, null)).status).toBe(200)
    expect((await get<{ title_id: number | null }>(AKARI.userId, '/user/self/property')).data.title_id).toBeNull()
  })

  it('lists coupons by filter with the totals, expired and used apart from the available', async () => {
    const all = await get<PlayerCoupon[]>(AKARI.userId, '/user/self/coupon')
    expect(all.total).toBe(AKARI.coupons.length)
    expect(all.total_available).toBe(AKARI.coupons.filter(([, status]) => status === 'available').length)
    const available = await get<PlayerCoupon[]>(AKARI.userId, '/user/self/coupon?filter=available')
    expect(available.data.every((coupon) => coupon.status === 'available')).toBe(true)
    expect(available.total).toBe(all.total_available)
    const expired = await get<PlayerCoupon[]>(AKARI.userId, '/user/self/coupon?filter=expired&limit=1')
    expect(expired.data).toHaveLength(1)
    expect(expired.total).toBe(2)
    expect(['expired', 'used']).toContain(expired.data[0]?.status)
    const bad = await api(server.url, 'GET', '/user/self/coupon?filter=mine', { token: tokens[AKARI.userId] })
    expect(bad.status).toBe(400)
  })

  it('registers a coupon by code once, with a distinct code for every refusal, and changes nothing when refused', async () => {
    const apply = (player: string, code: string) => api(server.url, 'POST', '/user/self/coupon/apply', { token: tokens[player] ?? player, body: { type: 'user:coupon', code } })
    const silver = demoCode(4)
    const before = (await get<PlayerCoupon[]>(ALEX.userId, '/user/self/coupon')).total ?? 0
    const lookUp = await api(server.url, 'GET', `/info/coupon?code=${encodeURIComponent(silver.toLowerCase())}`, { token: tokens[ALEX.userId] })
    expect(lookUp.body.data).toMatchObject({ coupon_id: 4 })
    const registered = await apply(ALEX.userId, ` ${silver.toLowerCase().replaceAll('-', ' ')} `)
    expect(registered.status).toBe(200)
    expect(registered.body.data).toMatchObject({ coupon_id: 4, status: 'available', used_at: null })
    expect((await get<PlayerCoupon[]>(ALEX.userId, '/user/self/coupon')).total).toBe(before + 1)

    const refusals: [string, string, number][] = [
      [ALEX.userId, silver, ResultCode.couponAlreadyRegistered],
      [ALEX.userId, 'PRTY-XXXX-XXXX', ResultCode.noValidCoupon],
      [ALEX.userId, 'not a code', ResultCode.noValidCoupon],
      [ALEX.userId, 'PRTY-ENDS-8888', ResultCode.couponExpired],
      // Akari already holds coupon 3 (available): the code for it is "already granted".
      [AKARI.userId, demoCode(3), ResultCode.alreadyGranted],
    ]
    for (const [player, code, expected] of refusals) {
      const reply = await apply(player, code)
      expect(reply.body.result.status, code).toBe(expected)
      expect(reply.status, code).toBeGreaterThanOrEqual(400)
    }
    expect((await get<PlayerCoupon[]>(ALEX.userId, '/user/self/coupon')).total).toBe(before + 1)
    const unknown = await api(server.url, 'GET', '/info/coupon?code=PRTY-XXXX-XXXX', { token: tokens[ALEX.userId] })
    expect(unknown.body.result.status).toBe(ResultCode.noValidCoupon)
    expect((await api(server.url, 'GET', `/info/coupon?code=${silver}`)).status).toBe(401)
    const noBody = await api(server.url, 'POST', '/user/self/coupon/apply', { token: tokens[ALEX.userId], body: { type: 'user:coupon', code: 'X'.repeat(65) } })
    expect(noBody.status).toBe(400)
  })

  it('gives a single-use code to exactly one of several players registering it at once', async () => {
    await insertCouponCode(server.db, { code: 'RACE-SNGE-2222', couponId: 2, maxUses: 1 })
    const players = [SOTA.userId, ALEX.userId, fresh.token]
    const replies = await Promise.all(
      players.map((player) => api(server.url, 'POST', '/user/self/coupon/apply', { token: tokens[player] ?? player, body: { type: 'user:coupon', code: 'RACE-SNGE-2222' } })),
    )
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1)
    expect(replies.filter((reply) => reply.body.result.status === ResultCode.couponAlreadyApplied)).toHaveLength(players.length - 1)
    const [row] = await server.db.query<{ uses: number }>('select uses from coupon_code where coupon_id = 2 and max_uses = 1')
    expect(row?.uses).toBe(1)
  })

  it('registers a code once even when the same player sends it twice at once', async () => {
    await insertCouponCode(server.db, { code: 'TWCE-SAME-3333', couponId: 6 })
    const replies = await Promise.all([1, 2, 3].map(() => api(server.url, 'POST', '/user/self/coupon/apply', { token: fresh.token, body: { type: 'user:coupon', code: 'TWCE-SAME-3333' } })))
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1)
    const [count] = await server.db.query<{ n: number }>('select count(*)::int as n from player_coupon where user_id = $1 and coupon_id = 6', [fresh.userId])
    expect(count?.n).toBe(1)
  })

  it('limits code attempts per account', async () => {
    const account = await signUp(server.url)
    const statuses: number[] = []
    for (let attempt = 0; attempt < 9; attempt += 1) {
      statuses.push((await api(server.url, 'POST', '/user/self/coupon/apply', { token: account.token, body: { type: 'user:coupon', code: `GUES-SNUM-${'ABCDEFGHJ'[attempt]}AAA` } })).status)
    }
    expect(statuses.slice(0, 8).every((status) => status === 404)).toBe(true)
    expect(statuses[8]).toBe(429)
    // Looking a code up counts too; another account is not held back.
    expect((await api(server.url, 'GET', '/info/coupon?code=PRTY-GEMS-HUNT', { token: account.token })).status).toBe(429)
    expect((await api(server.url, 'GET', '/info/coupon?code=PRTY-GEMS-HUNT', { token: tokens[SOTA.userId] })).status).toBe(200)
  })

  it('answers results of the parties the player played in, with the members', async () => {
    const page = await get<PlayResult[]>(AKARI.userId, '/user/self/result?limit=2')
    const played = DEMO_PARTIES.filter((party) => party.members.some((member) => member.userId === AKARI.userId))
    expect(page.total).toBe(played.length)
    expect(page.data.map((result) => result.party_id)).toEqual(
      [...played]
        .sort((a, b) => a.daysAgo - b.daysAgo)
        .slice(0, 2)
        .map((party) => party.id),
    )
    const one = (await get<PlayResult[]>(AKARI.userId, '/user/self/result?party_id=demo-party-4')).data[0]
    // Akari (level 13) with Alex (level 1): the rookie bonus raised everyone's experience.
    expect(one).toMatchObject({ party_id: 'demo-party-4', rookie_bonus: true, exp: 600, title_ids: [21], achievement_ids: [20], cleared: false })
    expect(one?.members.map((member) => [member.name, member.is_self])).toEqual([
      [AKARI.name, true],
      [ALEX.name, false],
    ])
    // Sota did not play in party 4: it answers like a party that does not exist.
    for (const party of ['demo-party-4', 'no-such-party']) {
      const reply = await api(server.url, 'GET', `/user/self/result?party_id=${party}`, { token: tokens[SOTA.userId] })
      expect(reply.status, party).toBe(404)
      expect(reply.body.result.status).toBe(ResultCode.notFound)
    }
    expect((await api(server.url, 'GET', '/user/self/result?party_id=../x', { token: tokens[SOTA.userId] })).status).toBe(400)
  })

  it('pages the topolo history of each direction with its labels', async () => {
    const got = await get<TopoloHistoryItem[]>(AKARI.userId, '/user/self/topolo/get?type=2')
    expect(got.total).toBe(AKARI.topolo.filter(([type, amount]) => type === 2 && amount > 0).length)
    expect(new Set(got.data.map((item) => item.label))).toEqual(new Set([TOPOLO_GET_LABEL.purchase, TOPOLO_GET_LABEL.present, TOPOLO_GET_LABEL.coupon]))
    const used = await get<TopoloHistoryItem[]>(AKARI.userId, '/user/self/topolo/use?type=2&limit=2&offset=1')
    expect(used.data).toHaveLength(2)
    expect(used.data.every((item) => item.amount > 0 && item.type === 2)).toBe(true)
    const allUsed = await get<TopoloHistoryItem[]>(AKARI.userId, '/user/self/topolo/use')
    expect(allUsed.data.map((item) => item.label)).toContain(TOPOLO_USE_LABEL.itemHunt)
    expect(allUsed.data.some((item) => item.type === 1)).toBe(true)
    expect((await api(server.url, 'GET', '/user/self/topolo/use?type=3', { token: tokens[AKARI.userId] })).status).toBe(400)
    expect((await get<TopoloHistoryItem[]>(SOTA.userId, '/user/self/topolo/use')).total).toBe(0)
  })

  it('shows a new player none of the others’ data, and nobody anything without a token', async () => {
    for (const path of READS) {
      const reply = await api(server.url, 'GET', path, { token: bystander.token })
      expect(reply.status, path).toBe(200)
      const data = reply.body.data as { avatar_id?: number; spirit_id?: number; purchased?: boolean; unlocked?: boolean; transformed?: boolean }[]
      if (path.includes('avatar') || path.includes('spirit')) {
        // Only the starters are theirs.
        const had = data.filter((row) => row.purchased || row.unlocked || row.transformed).map((row) => row.avatar_id ?? row.spirit_id)
        expect(had.sort(), path).toEqual(path.includes('spirit') ? [1, 2] : [1, 2, 3])
      } else {
        expect(data, path).toEqual([])
      }
      expect((await api(server.url, 'GET', path)).status, path).toBe(401)
    }
  })
})
