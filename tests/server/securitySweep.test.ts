import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app.ts'
import { identityFromEnv } from '../../server/auth/identityService.ts'
import { seedMasterData } from '../../server/master/seedMaster.ts'
import { stripeProvider } from '../../server/payments/stripeProvider.ts'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import type { JoinCode, Party } from '../../src/domain/contract/entry.ts'
import type { PaymentIntent } from '../../src/domain/contract/purchase.ts'
import type { Reservation } from '../../src/domain/contract/reservation.ts'
import { slotStartOf } from '../../src/domain/reservation/reservationRules.ts'
import { tokyoIso } from '../../src/domain/schedule/tokyoTime.ts'
import { accountApp, api, browserKey, firebaseSignUp, latestCode, type Reply, uniqueEmail, verifyBody } from './support/accounts.ts'
import { apiEndpoints, samplePath } from './support/apiRoutes.ts'
import { useApiServer } from './support/apiServer.ts'
import { refusedAuthorizations, refusedInProduction } from './support/badTokens.ts'
import { FAKE_STRIPE_SETTINGS } from './support/fakeStripeApi.ts'
import type { Envelope } from './support/http.ts'
import { kioskKit } from './support/kiosk.ts'
import { type QuickPlayer, quickPlayers } from './support/players.ts'
import { okData, refused, testClock } from './support/replyAssertions.ts'
import { lazyStaff } from './support/staff.ts'
import { failingDatabase } from './support/stubDatabase.ts'
import { changedTables, tableDigests } from './support/tableDigests.ts'
import { describeOnEachBackend } from './support/testDatabase.ts'

/**
 * The security sweep of issue 17 (point 5) over every endpoint the app registers: who may call
 * what (a missing or bad token is 401 everywhere it is needed, staff and admin calls refuse players),
 * and one player's ids in another's calls (answered as ids that do not exist, nothing of the other
 * shown or changed). The feature suites test the same rules one feature at a time; this table makes
 * a new endpoint fail here until it is classified.
 */

/** Who may call an endpoint. */
type Access =
  /** Anyone (the public venue data, sign-up and password-reset mails). */
  | 'public'
  /** A verified Firebase ID token (most also need the token's player). */
  | 'signedIn'
  /** A token with the `staff` claim. */
  | 'staff'
  /** `npm run admin` on the same machine: loopback and the admin secret. */
  | 'admin'
  /** Stripe, by the webhook signature (tests/server/purchaseStripe.test.ts). */
  | 'stripeSignature'

const ACCESS: Record<string, Access> = {
  'POST /api/v1/account/verify': 'public',
  'POST /api/v1/account/verified': 'public',
  'POST /api/v1/account/reset': 'public',
  'POST /api/v1/account/register': 'signedIn',
  'POST /api/v1/account/login': 'signedIn',
  'DELETE /api/v1/account/delete': 'signedIn',

  'GET /api/v1/info/maintenance': 'public',
  'GET /api/v1/info/ticketkey': 'public',
  'GET /api/v1/info/coupon': 'signedIn',
  'GET /api/v1/info/reservation': 'signedIn',
  'GET /api/v1/info/joincode': 'signedIn',
  'GET /api/v1/info/userslot': 'signedIn',
  'GET /api/v1/info/user': 'signedIn',

  'GET /api/v1/facility/news': 'public',
  'GET /api/v1/facility/news/:id': 'public',
  'GET /api/v1/facility/summary': 'public',
  'GET /api/v1/facility/schedule': 'public',
  'GET /api/v1/facility/waitingtime': 'public',
  'GET /api/v1/push/key': 'public',
  'GET /api/v1/facility/conqueror': 'public',
  'POST /api/v1/facility/entry': 'signedIn',
  'POST /api/v1/facility/inquiry': 'public',
  'GET /api/v1/ranking/daily': 'public',
  'GET /api/v1/master/data/:set': 'public',
  'GET /api/v1/master/data/:set/:id': 'public',
  'GET /api/v1/gacha': 'public',
  'GET /api/v1/gacha/:id/rate': 'public',
  'POST /api/v1/gacha/draw': 'signedIn',

  'POST /api/v1/party/create': 'signedIn',
  'POST /api/v1/party/organize': 'signedIn',
  'GET /api/v1/party/:id': 'signedIn',
  'GET /api/v1/party/:id/players': 'signedIn',

  'GET /api/v1/stripe/products': 'signedIn',
  'GET /api/v1/stripe/paymentmethod': 'signedIn',
  'DELETE /api/v1/stripe/paymentmethod': 'signedIn',
  'POST /api/v1/stripe/setupintent': 'signedIn',
  'POST /api/v1/stripe/paymentintent': 'signedIn',
  'POST /api/v1/stripe/sandbox/setup': 'signedIn',
  'POST /api/v1/stripe/sandbox/pay': 'signedIn',
  'POST /api/v1/stripe/webhook': 'stripeSignature',

  'GET /api/v1/user/self/profile': 'signedIn',
  'POST /api/v1/user/self/profile': 'signedIn',
  'PUT /api/v1/user/self/profile': 'signedIn',
  'GET /api/v1/user/self/status': 'signedIn',
  'PUT /api/v1/user/self/status': 'signedIn',
  'GET /api/v1/user/self/property': 'signedIn',
  'GET /api/v1/user/self/message': 'signedIn',
  'PUT /api/v1/user/self/message/:id': 'signedIn',
  'GET /api/v1/user/self/title': 'signedIn',
  'PUT /api/v1/user/self/title/:id': 'signedIn',
  'GET /api/v1/user/self/avatar': 'signedIn',
  'GET /api/v1/user/self/avatar/available': 'signedIn',
  'GET /api/v1/user/self/spirit/available': 'signedIn',
  'GET /api/v1/user/self/item': 'signedIn',
  'GET /api/v1/user/self/item/recommend': 'signedIn',
  'GET /api/v1/user/self/achievement': 'signedIn',
  'GET /api/v1/user/self/coupon': 'signedIn',
  'POST /api/v1/user/self/coupon/apply': 'signedIn',
  'GET /api/v1/user/self/result': 'signedIn',
  'POST /api/v1/user/self/questionnaire': 'signedIn',
  'GET /api/v1/user/self/news/read': 'signedIn',
  'PUT /api/v1/user/self/news/:id': 'signedIn',
  'GET /api/v1/user/self/present': 'signedIn',
  'POST /api/v1/user/self/present/accept': 'signedIn',
  'GET /api/v1/user/self/gacha': 'signedIn',
  'GET /api/v1/user/self/topolo/use': 'signedIn',
  'GET /api/v1/user/self/topolo/get': 'signedIn',
  'POST /api/v1/user/self/reservation': 'signedIn',
  'GET /api/v1/user/self/reservation': 'signedIn',
  'GET /api/v1/user/self/reservation/remain': 'signedIn',
  'DELETE /api/v1/user/self/reservation/:id': 'signedIn',
  'GET /api/v1/user/self/reservation/watch': 'signedIn',
  'PUT /api/v1/user/self/reservation/watch': 'signedIn',
  'DELETE /api/v1/user/self/reservation/watch/:id': 'signedIn',
  'POST /api/v1/user/self/slot': 'signedIn',
  'GET /api/v1/user/self/slot': 'signedIn',
  'POST /api/v1/user/self/joincode': 'signedIn',
  'GET /api/v1/user/self/joincode': 'signedIn',
  'DELETE /api/v1/user/self/joincode': 'signedIn',
  'POST /api/v1/user/self/exit': 'signedIn',
  'POST /api/v1/user/self/purchase': 'signedIn',
  'PUT /api/v1/user/self/push': 'signedIn',
  'DELETE /api/v1/user/self/push': 'signedIn',
  'GET /api/v1/user/self/notifications': 'signedIn',
  'PUT /api/v1/user/self/notifications': 'signedIn',

  'GET /api/v1/staff/party': 'staff',
  'POST /api/v1/staff/checkin': 'staff',
  'GET /api/v1/staff/queue': 'staff',
  'POST /api/v1/staff/start': 'staff',
  'POST /api/v1/staff/call': 'staff',
  'POST /api/v1/staff/player': 'staff',
  'POST /api/v1/staff/result': 'staff',
  'GET /api/v1/staff/questionnaire': 'staff',
  'POST /api/v1/staff/present': 'staff',

  'POST /api/v1/admin/maintenance': 'admin',
  'POST /api/v1/admin/accounts/reset': 'admin',
  'POST /api/v1/admin/game/simulate': 'admin',
  'POST /api/v1/admin/facility/news': 'admin',
  'POST /api/v1/admin/facility/seed': 'admin',
  'POST /api/v1/admin/facility/reset': 'admin',
  'POST /api/v1/admin/presents': 'admin',
}

/** The endpoints of these kinds that the sandbox-mode app serves (the webhook exists in Stripe mode only). */
const endpointsOf = (...kinds: Access[]) =>
  Object.entries(ACCESS)
    .filter(([, access]) => kinds.includes(access))
    .map(([endpoint]) => {
      const [method = '', path = ''] = endpoint.split(' ')
      return { endpoint, method, path }
    })

describe('the route table', () => {
  it('classifies every endpoint the app registers, in sandbox and in Stripe mode, and nothing else', () => {
    const db = failingDatabase()
    const sandbox = createApp({ db, distDir: '/nonexistent', runtimeConfig: {}, log: null })
    const stripe = createApp({ db, distDir: '/nonexistent', runtimeConfig: {}, log: null, payments: stripeProvider(db, FAKE_STRIPE_SETTINGS) })
    expect(apiEndpoints(sandbox, stripe)).toEqual(Object.keys(ACCESS).sort())
  })
})

/** Wednesday 2 December 2026 in Tokyo, an ordinary open day. */
const DAY = '2026-12-02'
const NOON = slotStartOf(DAY, '12:00')
const ADMIN_SECRET = 'sweep-secret'
const NO_SUCH_PARTY = '00000000-0000-4000-8000-000000000000'
const NO_SUCH_ROW = 2_000_000_000
const VISA = '4242424242424242'

describeOnEachBackend('security sweep', (backend) => {
  const clock = testClock(NOON)
  const server = useApiServer(backend, { app: accountApp({ now: clock.now, openingUntil: null }), prepare: (db) => seedMasterData(db), adminSecret: ADMIN_SECRET })
  const kit = kioskKit(server, clock)
  const staffToken = lazyStaff(server)

  /** A request with exactly these headers, its envelope (or null for a reply that is not JSON). */
  async function send(method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
    const withBody = body !== undefined && method !== 'GET'
    const init: RequestInit = { method, headers: { ...headers, ...(withBody ? { 'content-type': 'application/json' } : {}) } }
    if (withBody) init.body = JSON.stringify(body)
    const response = await fetch(`${server.url}${path}`, init)
    const text = await response.text()
    let envelope: Envelope | null = null
    try {
      envelope = JSON.parse(text) as Envelope
    } catch {
      envelope = null
    }
    return { status: response.status, envelope, text }
  }

  let player: QuickPlayer

  beforeAll(async () => {
    ;[player] = (await quickPlayers(server.db, 1)) as [QuickPlayer]
  })

  it('answers 401 (1401) on every signed-in and staff endpoint to a missing, malformed, foreign, expired or unverifiable token, changing nothing', async () => {
    const before = await tableDigests(server.db)
    const refusals = refusedAuthorizations(player.token)
    for (const { endpoint, method, path } of endpointsOf('signedIn', 'staff')) {
      for (const [label, authorization] of refusals) {
        const reply = await send(method, samplePath(path), authorization === undefined ? {} : { authorization })
        expect(reply.status, `${endpoint} with ${label}`).toBe(401)
        expect(reply.envelope?.result.status, `${endpoint} with ${label}`).toBe(ResultCode.unauthorized)
      }
    }
    expect(changedTables(before, await tableDigests(server.db))).toEqual([])
  })

  it('answers 401 with the verifier of a real project (no emulator) to alg none, HS256 and foreign RS256 tokens, before fetching any key', async () => {
    // firebase-admin decides on emulator mode when the service is made, from the environment.
    const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST
    let production: ReturnType<typeof identityFromEnv>
    try {
      production = identityFromEnv({ FIREBASE_PROJECT_ID: 'demo-dungeon' })
    } finally {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost
    }
    expect(production?.mode).toBe('firebase')
    const app = createApp({ db: server.db, distDir: '/nonexistent', runtimeConfig: {}, log: null, identity: production, now: clock.now })
    try {
      for (const { endpoint, method, path } of endpointsOf('signedIn', 'staff')) {
        for (const [label, authorization] of refusedInProduction(player.token)) {
          const response = await app.request(samplePath(path), { method, headers: { authorization } })
          const envelope = (await response.json()) as Envelope
          expect(response.status, `${endpoint} with ${label}: ${JSON.stringify(envelope)}`).toBe(401)
          expect(envelope.result.status).toBe(ResultCode.unauthorized)
        }
      }
    } finally {
      await production?.close()
    }
  })

  it('refuses players on every staff endpoint (403, 1403), tokens on every admin endpoint, and answers the public ones without a token', async () => {
    const before = await tableDigests(server.db)
    for (const { endpoint, method, path } of endpointsOf('staff')) {
      const reply = await send(method, samplePath(path), { authorization: `Bearer ${player.token}` }, {})
      expect(reply.status, endpoint).toBe(403)
      expect(reply.envelope?.result.status, endpoint).toBe(ResultCode.forbidden)
    }
    // Admin calls take the secret, never a token: neither a player's nor staff's passes.
    for (const { endpoint, method, path } of endpointsOf('admin')) {
      for (const token of [player.token, await staffToken()]) {
        const reply = await send(method, samplePath(path), { authorization: `Bearer ${token}` }, {})
        expect(reply.status, endpoint).toBe(403)
        expect(reply.envelope?.result.status, endpoint).toBe(ResultCode.forbidden)
      }
    }
    expect(changedTables(before, await tableDigests(server.db))).toEqual([])
    // The table is honest about the public ones: no token needed.
    for (const { endpoint, method, path } of endpointsOf('public')) {
      const reply = await send(method, samplePath(path), {}, method === 'GET' ? undefined : {})
      expect([401, 403], endpoint).not.toContain(reply.status)
      expect(reply.status, endpoint).toBeLessThan(500)
    }
  })

  describe("one player's ids in another player's calls", () => {
    /** The attacker (a slot saved, a card, no topolo), the victim and the victim's party member. */
    let a: QuickPlayer
    let b: QuickPlayer
    let c: QuickPlayer
    /** What b has, by kind. */
    const theirs = {
      playedParty: '',
      openParty: '',
      reservation: 0,
      reservationCode: '',
      watch: 0,
      message: 0,
      title: 0,
      coupon: 0,
      followCode: '',
      ticket: '',
      setupSecret: '',
      intent: { payment_intent_id: '', client_secret: '' },
      drawRequest: '',
    }
    /** Texts of b's that no reply to a may contain. */
    let markers: string[] = []

    const call = (who: QuickPlayer, method: string, path: string, body?: unknown) => api(server.url, method, path, { token: who.token, body })
    const slot = (name: string, extra: Record<string, unknown> = {}) => ({
      type: 'user:slot',
      player_name: name,
      player_tts_name: 'プレイヤー',
      avatar_id: 1,
      spirit_id: 1,
      coupon_id: null,
      items: [],
      ...extra,
    })
    const saveCard = async (who: QuickPlayer) => {
      const { client_secret: secret } = okData<{ client_secret: string }>(await call(who, 'POST', '/stripe/setupintent'))
      okData(await call(who, 'POST', '/stripe/sandbox/setup', { type: 'card:sandbox', client_secret: secret, number: VISA, exp_month: 12, exp_year: 2030, cvc: '123' }))
    }

    beforeAll(async () => {
      ;[b, c] = (await quickPlayers(server.db, 2, 10_000)) as [QuickPlayer, QuickPlayer]
      ;[a] = (await quickPlayers(server.db, 1)) as [QuickPlayer]
      // b and c played a game: a result, a questionnaire to answer, a message each.
      const seat = (who: QuickPlayer) => ({ player: who, avatar: 1, jny: 5000, eq: 9000 })
      const played = await kit.play({ name: 'BeesPlayed', mode: 'standard', cleared: true, enterAt: NOON, seats: [seat(b), seat(c)] })
      theirs.playedParty = played.partyId
      // Then b leads another party, entered (its ticket is b's), with c.
      clock.set(slotStartOf(DAY, '13:00'))
      okData(await call(b, 'POST', '/user/self/slot', slot('Beatrix')))
      okData(await call(c, 'POST', '/user/self/slot', slot('Cecil')))
      theirs.openParty = okData<{ party_id: string }>(await call(b, 'POST', '/party/create', { type: 'party:create', name: 'BeesOpen', tts_name: 'ビーズ', language: 0 })).party_id
      const { code } = okData<JoinCode>(await call(c, 'POST', '/user/self/joincode', { type: 'user:joincode' }))
      okData(await call(b, 'GET', `/info/joincode?code=${code}`))
      okData(await call(b, 'POST', '/party/organize', { type: 'party:organize', party_id: theirs.openParty, players: [c.userId] }))
      theirs.ticket = okData<Party>(await call(b, 'POST', '/facility/entry', { type: 'party:entry', party_id: theirs.openParty })).ticket ?? ''
      // A reservation, a message, a title and a coupon of b's own.
      const reservation = okData<Reservation>(
        await call(b, 'POST', '/user/self/reservation', { type: 'user:reservation', datetime: tokyoIso(slotStartOf('2026-12-10', '15:00')), persons: 1, advance_payment: 900 }),
      )
      theirs.reservation = reservation.id
      theirs.reservationCode = reservation.code
      const [watch] = await server.db.query<{ id: number }>(`insert into slot_watch (user_id, slot_start, state, created_at) values ($1, $2, 'waiting', now()) returning id`, [
        b.userId,
        slotStartOf('2026-12-11', '15:00'),
      ])
      theirs.watch = watch?.id ?? 0
      const [message] = await server.db.query<{ id: number }>('select id from player_message where user_id = $1 order by id limit 1', [b.userId])
      theirs.message = message?.id ?? 0
      await server.db.query('insert into player_title (user_id, title_id) values ($1, 7) on conflict do nothing', [b.userId])
      theirs.title = 7
      const [coupon] = await server.db.query<{ id: number }>(`insert into player_coupon (user_id, coupon_id, status) values ($1, 1, 'available') returning id`, [b.userId])
      theirs.coupon = coupon?.id ?? 0
      const [follow] = await server.db.query<{ follow_code: string }>('select follow_code from player where user_id = $1', [b.userId])
      theirs.followCode = follow?.follow_code ?? ''
      // A card, an unpaid payment intent, an unused setup intent and a draw of b's.
      await saveCard(b)
      theirs.intent = okData<PaymentIntent>(await call(b, 'POST', '/stripe/paymentintent', { type: 'purchase:intent', product_id: 1 }))
      theirs.setupSecret = okData<{ client_secret: string }>(await call(b, 'POST', '/stripe/setupintent')).client_secret
      theirs.drawRequest = randomUUID()
      okData(await call(b, 'POST', '/gacha/draw', { type: 'gacha:draw', gacha_id: 1, round: 1, topolo_type: 2, request_id: theirs.drawRequest }))
      // a has a slot and a card of its own, so that refusals are about the ids, not about a's state.
      okData(await call(a, 'POST', '/user/self/slot', slot('Attacker')))
      await saveCard(a)

      expect(await server.db.query('select 1 from player_title where user_id = $1 and title_id = $2', [a.userId, theirs.title])).toEqual([])
      expect(theirs.message).toBeGreaterThan(0)
      markers = [
        b.userId,
        b.email,
        c.userId,
        'Beatrix',
        'BeesPlayed',
        'BeesOpen',
        theirs.openParty,
        theirs.playedParty,
        theirs.reservationCode,
        theirs.followCode,
        theirs.ticket,
        theirs.setupSecret,
        theirs.intent.payment_intent_id,
        theirs.intent.client_secret,
      ].filter((marker) => marker !== '')
    })

    const answer = (partyId: string) => ({ type: 'user:questionnaire', party_id: partyId, satisfaction: 5, difficulty: 3, recommend: 'yes', comment: '', language: 'ja' })
    const madeUpSecret = (prefix: string) => `${prefix}_sbx${'0'.repeat(24)}_secret_${'0'.repeat(32)}`

    /**
     * Every endpoint that takes an id of a player's own object, called by a with b's id and with an
     * id nobody has: [the request for an id, b's id, an unknown id].
     */
    type Case = {
      request: (id: string) => { method: string; path: string; body?: unknown }
      theirs: () => string
      nobodys: () => string
      /** How an unknown id is refused: 404 (1404) unless given. */
      refusal?: [number, number]
    }
    const CASES: Record<string, Case> = {
      'GET /api/v1/party/:id': { request: (id) => ({ method: 'GET', path: `/party/${id}` }), theirs: () => theirs.openParty, nobodys: () => NO_SUCH_PARTY },
      'GET /api/v1/party/:id/players': { request: (id) => ({ method: 'GET', path: `/party/${id}/players` }), theirs: () => theirs.openParty, nobodys: () => NO_SUCH_PARTY },
      'POST /api/v1/party/organize': {
        request: (id) => ({ method: 'POST', path: '/party/organize', body: { type: 'party:organize', party_id: id, players: [c.userId] } }),
        theirs: () => theirs.openParty,
        nobodys: () => NO_SUCH_PARTY,
      },
      'POST /api/v1/facility/entry': {
        request: (id) => ({ method: 'POST', path: '/facility/entry', body: { type: 'party:entry', party_id: id } }),
        theirs: () => theirs.openParty,
        nobodys: () => NO_SUCH_PARTY,
      },
      'POST /api/v1/user/self/exit': {
        request: (id) => ({ method: 'POST', path: '/user/self/exit', body: { type: 'user:exit', party_id: id } }),
        theirs: () => theirs.openParty,
        nobodys: () => NO_SUCH_PARTY,
      },
      'DELETE /api/v1/user/self/reservation/:id': {
        request: (id) => ({ method: 'DELETE', path: `/user/self/reservation/${id}` }),
        theirs: () => String(theirs.reservation),
        nobodys: () => String(NO_SUCH_ROW),
      },
      'DELETE /api/v1/user/self/reservation/watch/:id': {
        request: (id) => ({ method: 'DELETE', path: `/user/self/reservation/watch/${id}` }),
        theirs: () => String(theirs.watch),
        nobodys: () => String(NO_SUCH_ROW),
      },
      'PUT /api/v1/user/self/message/:id': {
        request: (id) => ({ method: 'PUT', path: `/user/self/message/${id}`, body: { type: 'user:message', is_read: true } }),
        theirs: () => String(theirs.message),
        nobodys: () => String(NO_SUCH_ROW),
      },
      'PUT /api/v1/user/self/title/:id': {
        request: (id) => ({ method: 'PUT', path: `/user/self/title/${id}`, body: { type: 'user:title', is_read: true } }),
        theirs: () => String(theirs.title),
        nobodys: () => '999999999',
      },
      'GET /api/v1/user/self/result': {
        request: (id) => ({ method: 'GET', path: `/user/self/result?party_id=${id}` }),
        theirs: () => theirs.playedParty,
        nobodys: () => NO_SUCH_PARTY,
      },
      'POST /api/v1/user/self/questionnaire': {
        request: (id) => ({ method: 'POST', path: '/user/self/questionnaire', body: answer(id) }),
        theirs: () => theirs.playedParty,
        nobodys: () => NO_SUCH_PARTY,
      },
      'POST /api/v1/user/self/slot': {
        request: (id) => ({ method: 'POST', path: '/user/self/slot', body: slot('Attacker', { coupon_id: Number(id) }) }),
        theirs: () => String(theirs.coupon),
        nobodys: () => String(NO_SUCH_ROW),
        refusal: [409, ResultCode.notAvailable],
      },
      'GET /api/v1/info/userslot': { request: (id) => ({ method: 'GET', path: `/info/userslot?code=${id}` }), theirs: () => theirs.followCode, nobodys: () => 'ZZZZZZZZ' },
      'GET /api/v1/info/user': { request: (id) => ({ method: 'GET', path: `/info/user?code=${id}` }), theirs: () => theirs.followCode, nobodys: () => 'ZZZZZZZZ' },
      'POST /api/v1/stripe/sandbox/setup': {
        request: (id) => ({ method: 'POST', path: '/stripe/sandbox/setup', body: { type: 'card:sandbox', client_secret: id, number: VISA, exp_month: 12, exp_year: 2030, cvc: '123' } }),
        theirs: () => theirs.setupSecret,
        nobodys: () => madeUpSecret('seti'),
      },
      'POST /api/v1/stripe/sandbox/pay': {
        request: (id) => ({ method: 'POST', path: '/stripe/sandbox/pay', body: { type: 'purchase:sandbox-pay', client_secret: id } }),
        theirs: () => theirs.intent.client_secret,
        nobodys: () => madeUpSecret('pi'),
      },
      'POST /api/v1/user/self/purchase': {
        request: (id) => ({ method: 'POST', path: '/user/self/purchase', body: { type: 'purchase:confirm', product_id: 1, payment_intent_id: id } }),
        theirs: () => theirs.intent.payment_intent_id,
        nobodys: () => `pi_sbx${'0'.repeat(24)}`,
      },
      // a has no topolo: a request id of b's must not answer b's draw but be a's own request, refused.
      'POST /api/v1/gacha/draw': {
        request: (id) => ({ method: 'POST', path: '/gacha/draw', body: { type: 'gacha:draw', gacha_id: 1, round: 1, topolo_type: 2, request_id: id } }),
        theirs: () => theirs.drawRequest,
        nobodys: () => randomUUID(),
        refusal: [402, ResultCode.notEnoughGoldTopolo],
      },
    }

    /**
     * Endpoints with an id in the path that names no player's object, and look-ups by a code that
     * its owner hands out on purpose (documented in docs/security.md).
     */
    const NOT_A_PLAYERS_ID: Record<string, string> = {
      'PUT /api/v1/user/self/news/:id': 'news ids are public; the read mark is the caller’s own',
      'GET /api/v1/info/joincode': 'a join code is shown by its player to be read by a party leader',
      'GET /api/v1/info/reservation': 'a reservation code answers staff and its holder’s party only (tests/server/reservations.test.ts), as the read below shows',
      'GET /api/v1/info/coupon': 'coupon codes are the venue’s, not a player’s (rate-limited, tests/server/collections.test.ts)',
      'POST /api/v1/user/self/coupon/apply': 'as /info/coupon',
    }

    it('covers every signed-in endpoint with an id in its path', () => {
      const withId = endpointsOf('signedIn')
        .filter(({ path }) => path.includes('/:'))
        .map(({ endpoint }) => endpoint)
      expect(withId.filter((endpoint) => !(endpoint in CASES) && !(endpoint in NOT_A_PLAYERS_ID))).toEqual([])
      for (const endpoint of [...Object.keys(CASES), ...Object.keys(NOT_A_PLAYERS_ID)]) expect(ACCESS[endpoint], endpoint).toBe('signedIn')
    })

    it.each(Object.keys(CASES))('%s: b’s id answers as an unknown id does, shows nothing of b’s and changes nothing', async (endpoint) => {
      const { request, theirs: theirId, nobodys, refusal = [404, ResultCode.notFound] } = CASES[endpoint] as Case
      const before = await tableDigests(server.db)
      const send = async (id: string): Promise<Reply> => {
        const { method, path, body } = request(id)
        return call(a, method, path, body)
      }
      const unknown = await send(nobodys())
      const reply = await send(theirId())
      // The unknown id is refused for what it is (the test would prove nothing if a's own state refused it first).
      refused(unknown, ...refusal)
      expect(reply.status).toBe(unknown.status)
      expect(reply.body).toEqual(unknown.body)
      const text = JSON.stringify(reply.body)
      for (const marker of markers) expect(text, marker).not.toContain(marker)
      expect(changedTables(before, await tableDigests(server.db))).toEqual([])
    })

    it('a new account cannot take over b’s play data by naming b’s id at registration (2016, as for an unknown id)', async () => {
      const email = uniqueEmail('taker')
      const key = browserKey()
      okData(await api(server.url, 'POST', '/account/verify', { body: verifyBody(server.url, email, key) }))
      const code = await latestCode(server.url, email)
      okData(await api(server.url, 'POST', '/account/verified', { body: { type: 'account:verified', verified: true, oob_code: code, browser_key: key } }))
      const user = await firebaseSignUp(email)
      const before = await tableDigests(server.db)
      const register = (userId: string) => api(server.url, 'POST', '/account/register', { token: user.idToken, body: { type: 'account:register', oob_code: code, user_id: userId } })
      const unknown = await register(randomUUID())
      const reply = await register(b.userId)
      refused(unknown, 400, ResultCode.inheritanceFailed)
      expect(reply.body).toEqual(unknown.body)
      expect(changedTables(before, await tableDigests(server.db))).toEqual([])
    })

    it('every signed-in read answers a with a’s own data only', async () => {
      const params: Record<string, string> = { id: theirs.openParty }
      const queries: Record<string, string> = {
        'GET /api/v1/info/coupon': '?code=PRTY-GEMS-HUNT',
        'GET /api/v1/info/reservation': `?code=${theirs.reservationCode}`,
        'GET /api/v1/info/userslot': `?code=${theirs.followCode}`,
        'GET /api/v1/info/user': `?code=${theirs.followCode}`,
        'GET /api/v1/user/self/result': `?party_id=${theirs.playedParty}`,
      }
      for (const { endpoint, path } of endpointsOf('signedIn').filter(({ method }) => method === 'GET')) {
        const reply = await call(a, 'GET', `${samplePath(path, params).replace('/api/v1', '')}${queries[endpoint] ?? ''}`)
        expect(reply.status, endpoint).toBeLessThan(500)
        const text = JSON.stringify(reply.body)
        for (const marker of markers) expect(text, `${endpoint}: ${marker}`).not.toContain(marker)
      }
    })
  })
})

/** A well-formed code of the join code's alphabet that nobody was given. */
const guessedCode = (index: number) => `AAAA${String(index).padStart(4, '2').replace(/[01]/g, '9').slice(-4)}`

describeOnEachBackend('brute force of codes in bursts', (backend) => {
  const limits = { joinCodePerUid: 8, couponPerUid: 8, codeFailuresFreePerUid: 3, codeFailuresFreePerAddress: 10, reservationCodePerUid: 4, cardPerUid: 3 }
  const server = useApiServer(backend, { app: accountApp({ now: () => NOON, rateLimits: limits, trustProxy: true }), prepare: (db) => seedMasterData(db) })
  /** A call from `from` (the client address our proxy would forward), or from the socket's address. */
  const call = (who: QuickPlayer, method: string, path: string, body?: unknown, from?: string) =>
    api(server.url, method, path, { token: who.token, body, headers: from ? { 'x-forwarded-for': from } : {} })

  /** Leaders of a forming party each, so that a join code look-up gets as far as the code. */
  async function leaders(count: number): Promise<QuickPlayer[]> {
    const made = await quickPlayers(server.db, count)
    for (const leader of made) {
      okData(await call(leader, 'POST', '/user/self/slot', { type: 'user:slot', player_name: 'Lead', player_tts_name: 'リード', avatar_id: 1, spirit_id: 1, coupon_id: null, items: [] }))
      okData(await call(leader, 'POST', '/party/create', { type: 'party:create', name: 'Guessers', tts_name: 'ゲス', language: 0 }))
    }
    return made
  }

  /** The replies' statuses, counted. */
  function tally(replies: Reply[]): Record<number, number> {
    const counts: Record<number, number> = {}
    for (const reply of replies) counts[reply.status] = (counts[reply.status] ?? 0) + 1
    return counts
  }
  const limitedAlike = (replies: Reply[]) => {
    for (const reply of replies.filter((each) => each.status === 429)) {
      expect(reply.body.result.status).toBe(ResultCode.tooManyRequests)
      expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0)
    }
  }

  it('join codes: twelve guesses at once from one account: its three free failures are answered, the rest wait (429, Retry-After)', async () => {
    const [guesser] = (await leaders(1)) as [QuickPlayer]
    const replies = await Promise.all(Array.from({ length: 12 }, (_, index) => call(guesser, 'GET', `/info/joincode?code=${guessedCode(index)}`)))
    expect(tally(replies)).toEqual({ 404: 3, 429: 9 })
    limitedAlike(replies)
  })

  it('join codes: five accounts guessing at once from one IPv6 /64 get its ten free failures; another network is not held up', async () => {
    const guessers = await leaders(5)
    const replies = await Promise.all(
      guessers.flatMap((guesser, who) =>
        [0, 1, 2, 3].map((index) => call(guesser, 'GET', `/info/joincode?code=${guessedCode(100 + who * 10 + index)}`, undefined, `2001:db8:7:7::${(who * 4 + index + 1).toString(16)}`)),
      ),
    )
    // Each account reserves at most its 3 free failures (15), the network at most its 10.
    expect(tally(replies)).toEqual({ 404: 10, 429: 10 })
    limitedAlike(replies)
    refused(await call(guessers[0] as QuickPlayer, 'GET', `/info/joincode?code=${guessedCode(998)}`, undefined, '2001:db8:7:7:ffff::1'), 429, ResultCode.tooManyRequests)
    const [elsewhere] = (await leaders(1)) as [QuickPlayer]
    refused(await call(elsewhere, 'GET', `/info/joincode?code=${guessedCode(999)}`, undefined, '2001:db8:7:8::1'), 404, ResultCode.joinCodeInvalid)
  })

  it('coupon codes: twelve at once from one account answer three; three accounts at once on one address share its free failures; another address is not held up', async () => {
    const [one, ...others] = await quickPlayers(server.db, 5)
    if (!one) throw new Error('no player')
    const outsider = others.pop() as QuickPlayer
    const apply = (who: QuickPlayer, index: number, from?: string) => call(who, 'POST', '/user/self/coupon/apply', { type: 'user:coupon', code: `GUES-SNUM-${guessedCode(index).slice(4)}` }, from)
    const mine = await Promise.all(Array.from({ length: 12 }, (_, index) => apply(one, index)))
    expect(tally(mine)).toEqual({ 404: 3, 429: 9 })
    limitedAlike(mine)
    // The address has 3 of its 10 free failures spent; three accounts of 3 each could try 9, it answers 7.
    const everyone = await Promise.all(
      others.flatMap((who, account) =>
        [0, 1, 2, 3, 4].map((index) => (index % 2 ? apply(who, 50 + account * 10 + index) : call(who, 'GET', `/info/coupon?code=GUES-SNUM-${guessedCode(70 + account * 10 + index).slice(4)}`))),
      ),
    )
    expect(tally(everyone)).toEqual({ 404: 7, 429: 8 })
    limitedAlike(everyone)
    refused(await apply(outsider, 90, '198.51.100.20'), 404, ResultCode.noValidCoupon)
  })

  it('card registrations (card testing): six setup intents at once from one account give three', async () => {
    const [carder] = (await quickPlayers(server.db, 1)) as [QuickPlayer]
    const replies = await Promise.all(Array.from({ length: 6 }, () => call(carder, 'POST', '/stripe/setupintent')))
    expect(tally(replies)).toEqual({ 200: 3, 429: 3 })
    limitedAlike(replies)
  })

  it('reservation codes: ten look-ups at once from one account answer four', async () => {
    const [guesser] = (await quickPlayers(server.db, 1)) as [QuickPlayer]
    const replies = await Promise.all(Array.from({ length: 10 }, (_, index) => call(guesser, 'GET', `/info/reservation?code=${guessedCode(index)}`)))
    expect(tally(replies)).toEqual({ 404: 4, 429: 6 })
    limitedAlike(replies)
  })
})
