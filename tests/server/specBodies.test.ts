import { beforeAll, expect, it } from 'vitest'
import { DEMO_COUPON_CODES, DEMO_GUEST_ID, DEMO_PLAYERS } from '../../server/accounts/demoPlayers.ts'
import { seedDemoAccounts } from '../../server/accounts/seedAccounts.ts'
import { seedFacility } from '../../server/facility/seedFacility.ts'
import { MASTER_SEED } from '../../server/master/seed/index.ts'
import { seedMasterData } from '../../server/master/seedMaster.ts'
import type { Profile } from '../../src/domain/contract/account.ts'
import type { JoinCode, Party } from '../../src/domain/contract/entry.ts'
import type { ScheduleDay } from '../../src/domain/contract/facility.ts'
import type { DrawOutcome } from '../../src/domain/contract/itemHunt.ts'
import type { MessageItem, PlayerTitle } from '../../src/domain/contract/inbox.ts'
import { ItemCategory } from '../../src/domain/contract/master.ts'
import type { PaymentIntent, Purchase } from '../../src/domain/contract/purchase.ts'
import type { Reservation } from '../../src/domain/contract/reservation.ts'
import type { PlayResult } from '../../src/domain/contract/result.ts'
import { slotStartOf } from '../../src/domain/reservation/reservationRules.ts'
import { TOPOLO_TYPE } from '../../src/domain/topolo.ts'
import { accountApp, api, firebaseSignIn, firebaseSignUp, latestCode, type Reply, uniqueEmail } from './support/accounts.ts'
import { useApiServer } from './support/apiServer.ts'
import { type QuickPlayer, quickPlayers } from './support/players.ts'
import { okData } from './support/replyAssertions.ts'
import { describeOnEachBackend } from './support/testDatabase.ts'

/**
 * Issue 17, point 6: every call of spec section 7 takes the body, or the query, the spec gives it.
 * One row per call, sent with the spec's field names and values; a value is adapted only where it
 * must name real data (the seeded demo data, or what the row made first with spec bodies too).
 * The spec says JSON bodies carry a `type` and names two (`account:login`, `party:entry`): those
 * are sent; every other body goes as the spec writes it, without a `type` (issue 31: a client
 * written from the spec alone; `verbatim` below takes out the value docs/api.md gives). Each row
 * expects the call's success (every call here can succeed), never the 400 of a refused shape.
 * POST /user/self/present/accept, whose payload the spec does not show, is tested with the
 * presents (tests/server/presents.test.ts).
 */

/** Wednesday 2 December 2026, 12:00 in Tokyo: an ordinary open day. */
const NOON = slotStartOf('2026-12-02', '12:00')
const TODAY = '20261202'
const [AKARI] = DEMO_PLAYERS
/** A demo coupon code any player may register (300 silver topolo). */
const COUPON_CODE = DEMO_COUPON_CODES.find((code) => code.couponId === 4 && code.maxUses === null)?.code ?? ''
const PHYSICAL_ITEM = MASTER_SEED.items.find((item) => item.category === ItemCategory.physical)?.id ?? 0
const [CORRECTION] = MASTER_SEED.item_corrections
/** Seeded products: 400 gold topolo for 1,000 yen. */
const GOLD_400 = 1
const VISA = '4242 4242 4242 4242'

type Row = { call: string; send: () => Promise<Reply>; check?: (reply: Reply) => void }

/** The types the spec names, and the sandbox card's own calls (set-up here, not calls of the spec). */
const SENT_TYPES = new Set(['account:login', 'party:entry', 'card:sandbox', 'purchase:sandbox-pay'])

/** A body as a client written from spec section 7 alone sends it: no `type` where the spec names none. */
function verbatim(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('type' in body) || SENT_TYPES.has(String(body.type))) return body
  const { type: _type, ...fields } = body as Record<string, unknown>
  return fields
}

describeOnEachBackend('spec section 7: every call takes the body the spec gives it', (backend) => {
  const server = useApiServer(backend, { app: accountApp({ now: () => NOON }), prepare: (db) => seedMasterData(db) })
  const as = (token: string | null, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    api(server.url, method, path, { token: token ?? undefined, body: verbatim(body), headers })
  const get = (token: string | null, path: string) => as(token, 'GET', path)
  let akari = ''

  beforeAll(async () => {
    await seedFacility(server.db, NOON)
    await seedDemoAccounts(server.db, server.identity, NOON)
    const account = AKARI?.account
    if (!account) throw new Error('no demo player 1')
    akari = (await firebaseSignIn(account.email, account.password)).idToken
  })

  const player = async (gold = 0): Promise<QuickPlayer> => {
    const [made] = await quickPlayers(server.db, 1, gold)
    if (!made) throw new Error('no player')
    return made
  }

  /** POST /user/self/slot as spec section 3 gives the slot payload (one physical item in A1). */
  const slotBody = () => ({
    type: 'user:slot',
    player_name: 'アカリ',
    player_tts_name: 'アカリ',
    avatar_id: 1,
    spirit_id: 1,
    coupon_id: null,
    items: [{ slot_id: 'A1', item_id: PHYSICAL_ITEM }],
  })
  async function entered(): Promise<QuickPlayer> {
    const made = await player()
    await server.db.query('insert into player_item (user_id, item_id, count) values ($1, $2, 1)', [made.userId, PHYSICAL_ITEM])
    okData(await as(made.token, 'POST', '/user/self/slot', slotBody()))
    return made
  }

  /** A leader with a party and a member whose join code the leader has read (spec bodies throughout). */
  async function formingParty() {
    const [leader, member] = [await entered(), await entered()]
    const created = await as(leader.token, 'POST', '/party/create', { type: 'party:create', name: 'ダンジョン', tts_name: 'ダンジョン', language: 1 })
    const { party_id: partyId } = okData<{ party_id: string }>(created)
    const joinCode = okData<JoinCode>(await as(member.token, 'POST', '/user/self/joincode')).code
    const { follow_code: followCode } = okData<{ follow_code: string }>(await get(leader.token, `/info/joincode?code=${joinCode}`))
    return { leader, member, partyId, followCode }
  }
  async function organizedParty() {
    const party = await formingParty()
    okData(await as(party.leader.token, 'POST', '/party/organize', { type: 'party:organize', party_id: party.partyId, players: [{ user_id: party.member.userId }] }))
    return party
  }

  /** A reservation of the first slot the schedule offers, with the deposit its day shows (spec section 3). */
  async function reserveBody() {
    const days = okData<ScheduleDay[]>(await get(null, `/facility/schedule?date=${TODAY}&days=7`))
    const day = days.find((candidate) => candidate.times.some((time) => time.reservable))
    const slot = day?.times.find((time) => time.reservable)
    if (!day || !slot) throw new Error('no reservable slot')
    return { type: 'user:reservation', datetime: slot.datetime, persons: 1, advance_payment: day.reservation_advance_payment }
  }
  async function reserved(): Promise<{ holder: QuickPlayer; reservation: Reservation }> {
    const holder = await player(900)
    return { holder, reservation: okData<Reservation>(await as(holder.token, 'POST', '/user/self/reservation', await reserveBody())) }
  }

  async function cardHolder(): Promise<QuickPlayer> {
    const holder = await player()
    const { client_secret: secret } = okData<{ client_secret: string }>(await as(holder.token, 'POST', '/stripe/setupintent'))
    okData(await as(holder.token, 'POST', '/stripe/sandbox/setup', { type: 'card:sandbox', client_secret: secret, number: VISA, exp_month: 12, exp_year: 2030, cvc: '123' }))
    return holder
  }

  /** The sign-up of spec section 7 in one browser: its cookie carries the same-browser key. */
  async function mailSent(email = uniqueEmail('spec')) {
    const sent = await as(null, 'POST', '/account/verify', { type: 'account:verify', email, url: `${server.url}/signup` })
    const cookie = sent.headers
      .getSetCookie()
      .map((line) => line.split(';')[0] ?? '')
      .join('; ')
    expect(cookie).toMatch(/^signup_browser=/)
    return { email, cookie, code: await latestCode(server.url, email) }
  }
  async function mailOpened() {
    const mail = await mailSent()
    const verified = await as(null, 'POST', '/account/verified', { type: 'account:verified', verified: true, oob_code: mail.code }, { cookie: mail.cookie })
    expect(okData<{ email: string }>(verified)).toEqual({ email: mail.email })
    return { ...mail, token: (await firebaseSignUp(mail.email)).idToken }
  }

  const firstOf = async <T>(token: string, path: string): Promise<T> => {
    const [first] = okData<T[]>(await get(token, path))
    if (first === undefined) throw new Error(`nothing at ${path}`)
    return first
  }

  const rows: Row[] = [
    // Information
    { call: 'GET /info/maintenance', send: () => get(null, '/info/maintenance') },
    { call: 'GET /master/data/{set}', send: () => get(null, '/master/data/avatars') },
    { call: 'GET /master/data/{set}/{id}', send: () => get(null, '/master/data/avatars/1') },
    { call: 'GET /master/data/avatar_params/{avatarId_level}, level 0 read as 1', send: () => get(null, '/master/data/avatar_params/1_0') },
    { call: 'GET /master/data/item_corrections/{itemId_avatarId}', send: () => get(null, `/master/data/item_corrections/${CORRECTION?.item_id}_${CORRECTION?.avatar_id}`) },
    { call: 'GET /master/data/coupons/{id}', send: () => get(null, '/master/data/coupons/1') },
    { call: 'GET /info/coupon ?code', send: async () => get((await player()).token, `/info/coupon?code=${COUPON_CODE}`) },
    {
      call: 'GET /info/user ?code',
      send: async () => {
        const party = await formingParty()
        return get(party.leader.token, `/info/user?code=${party.followCode}`)
      },
    },
    {
      call: 'GET /info/joincode ?code',
      send: async () => {
        const [leader, member] = [await entered(), await entered()]
        okData(await as(leader.token, 'POST', '/party/create', { type: 'party:create', name: 'ダンジョン', tts_name: '', language: 1 }))
        const code = okData<JoinCode>(await as(member.token, 'POST', '/user/self/joincode')).code
        return get(leader.token, `/info/joincode?code=${code}`)
      },
    },
    {
      call: 'GET /info/userslot ?code',
      send: async () => {
        const party = await formingParty()
        return get(party.leader.token, `/info/userslot?code=${party.followCode}`)
      },
      check: (reply) => expect(reply.body).toMatchObject({ data: { player_name: 'アカリ' }, avatar: { avatar_id: 1 } }),
    },
    {
      call: 'GET /info/reservation ?code',
      send: async () => {
        const { holder, reservation } = await reserved()
        return get(holder.token, `/info/reservation?code=${reservation.code}`)
      },
    },

    // Facility
    { call: 'GET /facility/news ?offset,limit', send: () => get(null, '/facility/news?offset=0&limit=10') },
    { call: 'GET /facility/summary', send: () => get(null, '/facility/summary') },
    { call: 'GET /facility/schedule ?date,days', send: () => get(null, `/facility/schedule?date=${TODAY}&days=7`) },
    { call: 'GET /facility/conqueror ?filter,limit,offset', send: () => get(null, '/facility/conqueror?filter=all&limit=10&offset=0') },
    {
      call: 'POST /facility/entry {type party:entry, party_id}',
      send: async () => {
        const party = await organizedParty()
        return as(party.leader.token, 'POST', '/facility/entry', { type: 'party:entry', party_id: party.partyId })
      },
      check: (reply) => expect((reply.body.data as Party).entry_number).toBeGreaterThan(0),
    },
    {
      call: 'GET /facility/waitingtime ?sessionid',
      send: async () => {
        const [line] = await server.db.query<{ session_id: string }>('select session_id from waiting_party order by id limit 1')
        return get(null, `/facility/waitingtime?sessionid=${line?.session_id}`)
      },
    },

    // Account
    { call: 'POST /account/login {type account:login}', send: async () => as((await player()).token, 'POST', '/account/login', { type: 'account:login' }) },
    {
      call: 'POST /account/verify {email, url}',
      send: () => as(null, 'POST', '/account/verify', { type: 'account:verify', email: uniqueEmail('spec'), url: `${server.url}/signup` }),
    },
    {
      call: 'POST /account/verified {verified, oob_code}',
      send: async () => {
        const mail = await mailSent()
        return as(null, 'POST', '/account/verified', { type: 'account:verified', verified: true, oob_code: mail.code }, { cookie: mail.cookie })
      },
    },
    {
      call: 'POST /account/register {} (no user_id)',
      send: async () => {
        const opened = await mailOpened()
        return as(opened.token, 'POST', '/account/register', { type: 'account:register' }, { cookie: opened.cookie })
      },
      check: (reply) => expect(reply.body.data).toMatchObject({ inherited: false }),
    },
    {
      call: 'POST /account/register {user_id}',
      send: async () => {
        const opened = await mailOpened()
        return as(opened.token, 'POST', '/account/register', { type: 'account:register', user_id: DEMO_GUEST_ID }, { cookie: opened.cookie })
      },
      check: (reply) => expect(reply.body.data).toEqual({ user_id: DEMO_GUEST_ID, inherited: true }),
    },
    {
      call: 'POST /account/reset {email, url}',
      send: async () => as(null, 'POST', '/account/reset', { type: 'account:reset', email: (await player()).email, url: `${server.url}/resetpassword/newpassword` }),
    },
    { call: 'DELETE /account/delete', send: async () => as((await player()).token, 'DELETE', '/account/delete') },

    // User
    { call: 'GET /user/self/profile', send: async () => get((await player()).token, '/user/self/profile') },
    {
      call: 'POST /user/self/profile {name, tts_name, language 1, mail_magazine}',
      send: async () => as((await player()).token, 'POST', '/user/self/profile', { type: 'user:profile', name: 'アカリ', tts_name: 'アカリ', language: 1, mail_magazine: true }),
    },
    {
      call: 'PUT /user/self/profile {any profile fields}: the profile as read, with a new name',
      send: async () => {
        const { token } = await player()
        const profile = okData<Profile>(await get(token, '/user/self/profile'))
        return as(token, 'PUT', '/user/self/profile', { type: 'user:profile', ...profile, name: 'ソウタ' })
      },
      check: (reply) => expect(reply.body.data).toMatchObject({ name: 'ソウタ' }),
    },
    { call: 'GET /user/self/status', send: async () => get((await player()).token, '/user/self/status') },
    { call: 'PUT /user/self/status {entry_status}', send: async () => as((await player()).token, 'PUT', '/user/self/status', { type: 'user:status', entry_status: 1 }) },
    { call: 'GET /user/self/property', send: () => get(akari, '/user/self/property') },
    { call: 'POST /user/self/joincode (no body)', send: async () => as((await entered()).token, 'POST', '/user/self/joincode') },
    { call: 'GET /user/self/joincode', send: async () => get((await entered()).token, '/user/self/joincode') },
    { call: 'DELETE /user/self/joincode', send: async () => as((await entered()).token, 'DELETE', '/user/self/joincode') },
    {
      call: 'POST /user/self/purchase {product_id}',
      send: async () => {
        const holder = await cardHolder()
        const intent = okData<PaymentIntent>(await as(holder.token, 'POST', '/stripe/paymentintent', { type: 'purchase:intent', product_id: GOLD_400 }))
        okData(await as(holder.token, 'POST', '/stripe/sandbox/pay', { type: 'purchase:sandbox-pay', client_secret: intent.client_secret }))
        return as(holder.token, 'POST', '/user/self/purchase', { type: 'purchase:confirm', product_id: GOLD_400 })
      },
      check: (reply) => expect(reply.body.data as Purchase).toMatchObject({ product_id: GOLD_400, amount: 400, balances: { gold: 400 } }),
    },
    { call: 'GET /user/self/avatar', send: () => get(akari, '/user/self/avatar') },
    { call: 'GET /user/self/avatar/available', send: () => get(akari, '/user/self/avatar/available') },
    { call: 'GET /user/self/spirit/available', send: () => get(akari, '/user/self/spirit/available') },
    { call: 'GET /user/self/item ?select_avatar_id', send: () => get(akari, '/user/self/item?select_avatar_id=1') },
    { call: 'GET /user/self/item (select_avatar_id left out)', send: () => get(akari, '/user/self/item') },
    { call: 'GET /user/self/item/recommend ?select_avatar_id', send: () => get(akari, '/user/self/item/recommend?select_avatar_id=1') },
    {
      call: 'POST /user/self/slot {slot fields}',
      send: async () => {
        const made = await player()
        await server.db.query('insert into player_item (user_id, item_id, count) values ($1, $2, 1)', [made.userId, PHYSICAL_ITEM])
        return as(made.token, 'POST', '/user/self/slot', slotBody())
      },
    },
    { call: 'GET /user/self/coupon ?limit,offset,filter', send: () => get(akari, '/user/self/coupon?limit=1000&offset=0&filter=all') },
    { call: 'POST /user/self/coupon/apply {code}', send: async () => as((await player()).token, 'POST', '/user/self/coupon/apply', { type: 'user:coupon', code: COUPON_CODE }) },
    { call: 'GET /user/self/title', send: () => get(akari, '/user/self/title') },
    {
      call: 'PUT /user/self/title/{id} {is_read}',
      send: async () => {
        const title = await firstOf<PlayerTitle>(akari, '/user/self/title')
        return as(akari, 'PUT', `/user/self/title/${title.id}`, { type: 'user:title', is_read: true })
      },
    },
    { call: 'GET /user/self/message ?limit,offset', send: () => get(akari, '/user/self/message?limit=20&offset=0') },
    {
      call: 'PUT /user/self/message/{id} {is_read true}',
      send: async () => {
        const message = await firstOf<MessageItem>(akari, '/user/self/message')
        return as(akari, 'PUT', `/user/self/message/${message.id}`, { type: 'user:message', is_read: true })
      },
    },
    { call: 'GET /user/self/result ?limit,offset', send: () => get(akari, '/user/self/result?limit=20&offset=0') },
    {
      call: 'GET /user/self/result ?party_id',
      send: async () => {
        const result = await firstOf<PlayResult>(akari, '/user/self/result')
        return get(akari, `/user/self/result?party_id=${result.party_id}`)
      },
    },
    {
      call: 'POST /user/self/exit {party_id}',
      send: async () => {
        const party = await formingParty()
        return as(party.leader.token, 'POST', '/user/self/exit', { type: 'user:exit', party_id: party.partyId })
      },
      check: (reply) => expect(reply.body.data).toEqual({ disbanded: true }),
    },
    { call: 'GET /user/self/topolo/use ?type,limit,offset', send: () => get(akari, `/user/self/topolo/use?type=${TOPOLO_TYPE.gold}&limit=20&offset=0`) },
    { call: 'GET /user/self/topolo/get ?type,limit,offset', send: () => get(akari, `/user/self/topolo/get?type=${TOPOLO_TYPE.gold}&limit=20&offset=0`) },
    {
      call: 'POST /user/self/reservation {datetime, persons, advance_payment}',
      send: async () => {
        const holder = await player(900)
        return as(holder.token, 'POST', '/user/self/reservation', await reserveBody())
      },
      check: (reply) => expect(reply.body.data).toMatchObject({ persons: 1, advance_payment: 900, price: 2250, status: 'reserved' }),
    },
    { call: 'GET /user/self/reservation', send: async () => get((await reserved()).holder.token, '/user/self/reservation') },
    {
      call: 'DELETE /user/self/reservation/{id}',
      send: async () => {
        const { holder, reservation } = await reserved()
        return as(holder.token, 'DELETE', `/user/self/reservation/${reservation.id}`)
      },
    },
    { call: 'GET /user/self/reservation/remain ?date', send: async () => get((await player()).token, `/user/self/reservation/remain?date=${TODAY}`) },

    // Gacha, party, ranking
    {
      call: 'POST /gacha/draw {gacha_id, round}',
      send: async () => as((await player(50)).token, 'POST', '/gacha/draw', { type: 'gacha:draw', gacha_id: 1, round: 1 }),
      // Without silver to cover it, the draw is paid in gold.
      check: (reply) => expect(reply.body.data as DrawOutcome).toMatchObject({ round: 1, topolo_type: TOPOLO_TYPE.gold, cost: 50, balances: { gold: 0 } }),
    },
    { call: 'GET /gacha/{id}/rate', send: () => get(null, '/gacha/1/rate') },
    {
      call: 'POST /party/create {name, tts_name, language}',
      send: async () => as((await entered()).token, 'POST', '/party/create', { type: 'party:create', name: 'ダンジョン', tts_name: 'ダンジョン', language: 1 }),
    },
    {
      call: 'GET /party/{id}',
      send: async () => {
        const party = await formingParty()
        return get(party.leader.token, `/party/${party.partyId}`)
      },
    },
    {
      call: 'GET /party/{id}/players',
      send: async () => {
        const party = await organizedParty()
        return get(party.member.token, `/party/${party.partyId}/players`)
      },
    },
    {
      call: 'POST /party/organize {party_id, players}',
      send: async () => {
        const party = await formingParty()
        return as(party.leader.token, 'POST', '/party/organize', { type: 'party:organize', party_id: party.partyId, players: [{ user_id: party.member.userId }] })
      },
      check: (reply) => expect(reply.body.data).toMatchObject({ status: 'organized', size: 2 }),
    },
    { call: 'GET /ranking/daily ?date,limit,offset,class,sort', send: () => get(null, `/ranking/daily?date=${TODAY}&limit=10&offset=0&class=jny-3&sort=asc`) },

    // Card payment provider
    { call: 'GET /stripe/paymentmethod', send: async () => get((await cardHolder()).token, '/stripe/paymentmethod') },
    { call: 'DELETE /stripe/paymentmethod', send: async () => as((await cardHolder()).token, 'DELETE', '/stripe/paymentmethod') },
    { call: 'POST /stripe/setupintent (no body)', send: async () => as((await player()).token, 'POST', '/stripe/setupintent') },
    { call: 'GET /stripe/products', send: async () => get((await player()).token, '/stripe/products') },
    {
      call: 'POST /stripe/paymentintent {product_id}',
      send: async () => as((await cardHolder()).token, 'POST', '/stripe/paymentintent', { type: 'purchase:intent', product_id: GOLD_400 }),
    },
  ]

  for (const row of rows) {
    it(row.call, async () => {
      const reply = await row.send()
      okData(reply)
      row.check?.(reply)
    })
  }

  it('POST /user/self/profile {name: null, ...} keeps the name and changes the rest', async () => {
    const { token } = await player()
    const before = okData<Profile>(await get(token, '/user/self/profile'))
    const after = okData<Profile>(await as(token, 'POST', '/user/self/profile', { name: null, tts_name: 'ソウタ', language: 1, mail_magazine: false }))
    expect(after).toMatchObject({ name: before.name, tts_name: 'ソウタ', language: 1, mail_magazine: false })
  })

  it.each([
    ["another call's type", 'user:status'],
    ['an unknown type', 'user:whatever'],
  ])('a body with %s is still refused (1000) and changes nothing', async (_, type) => {
    const { token } = await player()
    const before = okData<Profile>(await get(token, '/user/self/profile'))
    const reply = await api(server.url, 'POST', '/user/self/profile', { token, body: { type, name: 'ソウタ', tts_name: 'ソウタ', language: 1, mail_magazine: true } })
    expect(reply.status).toBe(400)
    expect(reply.body.result.status).toBe(1000)
    expect(okData<Profile>(await get(token, '/user/self/profile'))).toEqual(before)
  })
})
