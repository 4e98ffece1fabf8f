import { createECDH, randomUUID } from 'node:crypto'
import fc from 'fast-check'
import * as v from 'valibot'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { insertMessage } from '../../../server/accounts/inboxStore.ts'
import { createApp } from '../../../server/app.ts'
import { identityFromEnv, type IdentityService } from '../../../server/auth/identityService.ts'
import type { Database } from '../../../server/db/database.ts'
import { seedFacility } from '../../../server/facility/seedFacility.ts'
import { seedMasterData } from '../../../server/master/seedMaster.ts'
import { stripeProvider } from '../../../server/payments/stripeProvider.ts'
import { loginRequestSchema, profileCreateSchema, profileUpdateSchema, registerRequestSchema, statusUpdateSchema } from '../../../src/domain/contract/account.ts'
import { couponApplySchema } from '../../../src/domain/contract/coupon.ts'
import { exitSchema, facilityEntrySchema, joinCodeRequestSchema, partyCreateSchema, partyOrganizeSchema, slotRequestSchema } from '../../../src/domain/contract/entry.ts'
import { newsPostSchema, newsReadSchema } from '../../../src/domain/contract/facility.ts'
import { messageReadSchema, titleReadSchema } from '../../../src/domain/contract/inbox.ts'
import { drawRequestSchema } from '../../../src/domain/contract/itemHunt.ts'
import { presentAcceptSchema, presentSendSchema, staffPresentSchema } from '../../../src/domain/contract/present.ts'
import { paymentIntentRequestSchema, purchaseRequestSchema, sandboxCardRequestSchema, sandboxPayRequestSchema } from '../../../src/domain/contract/purchase.ts'
import { questionnaireAnswerSchema } from '../../../src/domain/contract/questionnaire.ts'
import { reservationCreateSchema, watchCreateSchema } from '../../../src/domain/contract/reservation.ts'
import { notificationSwitchesSchema, pushSubscribeSchema, pushUnsubscribeSchema } from '../../../src/domain/contract/push.ts'
import { callRequestSchema, checkInRequestSchema, ENTRY_NUMBER_MAX, resultRequestSchema, staffPlayerRequestSchema, startRequestSchema } from '../../../src/domain/contract/staff.ts'
import { slotStartOf } from '../../../src/domain/reservation/reservationRules.ts'
import { tokyoIso } from '../../../src/domain/schedule/tokyoTime.ts'
import { emulatorHost } from './accounts.ts'
import { samplePath } from './apiRoutes.ts'
import { FAKE_STRIPE_SETTINGS } from './fakeStripeApi.ts'
import { edgeBodyArb, FUZZ_RUNS, refusedBodyArb, segmentArb } from './fuzz.ts'
import { type Envelope, startTestServer, type TestServer } from './http.ts'
import { type QuickPlayer, quickPlayers } from './players.ts'
import { staffUser } from './staff.ts'
import { changedTables, tableDigests } from './tableDigests.ts'
import { type Backend, createTestStore, type TestStore } from './testDatabase.ts'

/**
 * The generated bodies of issue 17 (point 5) for every endpoint that changes something and is not
 * fuzzed elsewhere, in two test files (securityFuzz*.test.ts) so that each runs in about a minute:
 *   - FUZZ_RUNS bodies the endpoint's contract refuses (junk of any shape, near misses of a valid
 *     body): each a 4xx envelope, and no table changed (tableDigests);
 *   - EDGE_RUNS valid bodies with values at the edges of their fields (boundaries, huge numbers,
 *     far dates, unicode): never a 5xx, always the envelope. These may act (a valid request does).
 */

/** Valid bodies with edge values per endpoint: they pass validation, so each costs real work. */
export const EDGE_RUNS = 100

const NOW = slotStartOf('2026-12-02', '12:00')
const ADMIN_SECRET = 'fuzz-secret'
const NO_SUCH_PARTY = '00000000-0000-4000-8000-000000000000'
const UNLIMITED = 1_000_000_000

/** Who calls: the fuzz player, staff, the admin CLI (over loopback HTTP), or Stripe (its webhook). */
type Caller = 'player' | 'staff' | 'admin' | 'stripe'
type Target = {
  /** A body the endpoint takes; the near misses start from it. */
  valid: unknown
  /** The endpoint's own check of a body (its contract schema). */
  isValid: (body: unknown) => boolean
  as?: Caller
  /** False when no edge value keeps the body valid (its one field is a URL): only the refused bodies then. */
  edges?: false
}

const by =
  (schema: v.GenericSchema) =>
  (body: unknown): boolean =>
    v.safeParse(schema, body).success

/** POST /admin/game/simulate's body (checked in server/routes/adminRoutes.ts). */
const simulateSchema = v.object({ entry: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(ENTRY_NUMBER_MAX)) })
const secret = (prefix: string) => `${prefix}_sbx${'a'.repeat(24)}_secret_${'b'.repeat(32)}`

/** A device's P-256 public key as a browser gives it (a subscription's `p256dh`). */
const DEVICE_KEY = createECDH('prime256v1').generateKeys().toString('base64url')

export const TARGETS: Record<string, Target> = {
  'POST /api/v1/account/register': { valid: { type: 'account:register', oob_code: 'a'.repeat(32), user_id: randomUUID() }, isValid: by(registerRequestSchema) },
  'POST /api/v1/account/login': { valid: { type: 'account:login' }, isValid: by(loginRequestSchema) },
  'POST /api/v1/user/self/profile': {
    valid: { type: 'user:profile', name: 'ファズ', tts_name: 'ファズ', language: 0, mail_magazine: false },
    isValid: by(profileCreateSchema),
  },
  'PUT /api/v1/user/self/profile': {
    valid: { type: 'user:profile', name: 'ファズ', tts_name: 'ファズ', language: 0, mail_magazine: true, avatar_id: 1, spirit_id: 1, title_id: null },
    isValid: by(profileUpdateSchema),
  },
  'PUT /api/v1/user/self/status': { valid: { type: 'user:status', entry_status: 0 }, isValid: by(statusUpdateSchema) },
  'PUT /api/v1/user/self/message/:id': { valid: { type: 'user:message', is_read: true }, isValid: by(messageReadSchema) },
  'PUT /api/v1/user/self/title/:id': { valid: { type: 'user:title', is_read: true }, isValid: by(titleReadSchema) },
  'PUT /api/v1/user/self/news/:id': { valid: { type: 'user:news', is_read: true }, isValid: by(newsReadSchema) },
  'POST /api/v1/user/self/coupon/apply': { valid: { type: 'user:coupon', code: 'GUES-SNUM-AAAA' }, isValid: by(couponApplySchema) },
  'POST /api/v1/user/self/questionnaire': {
    valid: { type: 'user:questionnaire', party_id: NO_SUCH_PARTY, satisfaction: 5, difficulty: 3, recommend: 'yes', comment: 'たのしい', language: 'ja' },
    isValid: by(questionnaireAnswerSchema),
  },
  'POST /api/v1/user/self/reservation': {
    valid: { type: 'user:reservation', datetime: tokyoIso(slotStartOf('2026-12-11', '15:00')), persons: 1, advance_payment: 900 },
    isValid: by(reservationCreateSchema),
  },
  'POST /api/v1/user/self/slot': {
    valid: { type: 'user:slot', player_name: 'ファズ', player_tts_name: 'ファズ', avatar_id: 1, spirit_id: 1, coupon_id: null, items: [] },
    isValid: by(slotRequestSchema),
  },
  'POST /api/v1/user/self/joincode': { valid: { type: 'user:joincode' }, isValid: by(joinCodeRequestSchema) },
  'POST /api/v1/user/self/exit': { valid: { type: 'user:exit', party_id: null }, isValid: by(exitSchema) },
  'POST /api/v1/user/self/purchase': { valid: { type: 'purchase:confirm', product_id: 1, payment_intent_id: `pi_sbx${'a'.repeat(24)}` }, isValid: by(purchaseRequestSchema) },
  'POST /api/v1/party/create': { valid: { type: 'party:create', name: 'ファズ', tts_name: 'ファズ', language: 0 }, isValid: by(partyCreateSchema) },
  'POST /api/v1/party/organize': { valid: { type: 'party:organize', party_id: NO_SUCH_PARTY, players: [randomUUID()] }, isValid: by(partyOrganizeSchema) },
  'POST /api/v1/facility/entry': { valid: { type: 'party:entry', party_id: NO_SUCH_PARTY }, isValid: by(facilityEntrySchema) },
  'POST /api/v1/gacha/draw': { valid: { type: 'gacha:draw', gacha_id: 1, round: 1, topolo_type: 2, request_id: randomUUID() }, isValid: by(drawRequestSchema) },
  'POST /api/v1/stripe/paymentintent': { valid: { type: 'purchase:intent', product_id: 1 }, isValid: by(paymentIntentRequestSchema) },
  'POST /api/v1/stripe/sandbox/setup': {
    valid: { type: 'card:sandbox', client_secret: secret('seti'), number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
    isValid: by(sandboxCardRequestSchema),
  },
  'POST /api/v1/stripe/sandbox/pay': { valid: { type: 'purchase:sandbox-pay', client_secret: secret('pi') }, isValid: by(sandboxPayRequestSchema) },
  'POST /api/v1/staff/checkin': { valid: { type: 'staff:checkin', entry_number: 1, scan_id: randomUUID(), pay_at_counter: false }, isValid: by(checkInRequestSchema), as: 'staff' },
  'POST /api/v1/staff/start': { valid: { type: 'staff:start', party_id: NO_SUCH_PARTY }, isValid: by(startRequestSchema), as: 'staff' },
  'POST /api/v1/staff/call': { valid: { type: 'staff:call', party_id: NO_SUCH_PARTY }, isValid: by(callRequestSchema), as: 'staff' },
  'PUT /api/v1/user/self/reservation/watch': {
    valid: { type: 'user:reservation-watch', datetime: tokyoIso(slotStartOf('2026-12-11', '15:00')) },
    isValid: by(watchCreateSchema),
    edges: false,
  },
  'PUT /api/v1/user/self/push': {
    valid: { type: 'user:push', endpoint: 'https://push.example.com/fuzz', keys: { p256dh: DEVICE_KEY, auth: 'A'.repeat(22) }, language: 0 },
    isValid: by(pushSubscribeSchema),
  },
  'DELETE /api/v1/user/self/push': { valid: { type: 'user:push', endpoint: 'https://push.example.com/fuzz' }, isValid: by(pushUnsubscribeSchema), edges: false },
  'PUT /api/v1/user/self/notifications': { valid: { type: 'user:notifications', result: false }, isValid: by(notificationSwitchesSchema) },
  'POST /api/v1/staff/player': {
    valid: { type: 'staff:player', party_id: NO_SUCH_PARTY, user_id: randomUUID(), is_child: true, is_student: false },
    isValid: by(staffPlayerRequestSchema),
    as: 'staff',
  },
  'POST /api/v1/staff/result': {
    valid: {
      type: 'staff:result',
      party_id: NO_SUCH_PARTY,
      mode: 'standard',
      players: [randomUUID(), randomUUID()].map((userId) => ({ user_id: userId, cleared_quests: [1, 2], score_jny: 10, score_eq: 20, gold_medals: 1 })),
    },
    isValid: by(resultRequestSchema),
    as: 'staff',
  },
  'POST /api/v1/admin/facility/news': { valid: { title: { ja: 'ファズ' }, content: { ja: '本文' } }, isValid: by(newsPostSchema), as: 'admin' },
  'POST /api/v1/admin/facility/seed': { valid: {}, isValid: by(v.strictObject({})), as: 'admin' },
  'POST /api/v1/admin/facility/reset': { valid: {}, isValid: by(v.strictObject({})), as: 'admin' },
  'POST /api/v1/admin/game/simulate': { valid: { entry: 1 }, isValid: by(simulateSchema), as: 'admin' },
  'POST /api/v1/user/self/present/accept': { valid: { type: 'user:present', present_id: 1 }, isValid: by(presentAcceptSchema) },
  'POST /api/v1/staff/present': {
    valid: { type: 'staff:present', party_id: NO_SUCH_PARTY, kind: 'silver', amount: 1, message: { ja: 'ファズ' }, days: 1 },
    isValid: by(staffPresentSchema),
    as: 'staff',
  },
  'POST /api/v1/admin/presents': {
    valid: { to: null, kind: 'silver', amount: 1, message: { ja: 'ファズ' }, expires_at: '2026-12-31T00:00:00+09:00' },
    isValid: by(presentSendSchema),
    as: 'admin',
  },
  // Without Stripe's signature no body is taken.
  'POST /api/v1/stripe/webhook': { valid: { id: 'evt_1', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1' } } }, isValid: () => false, as: 'stripe' },
}

/** The endpoints of each file. */
export const FUZZ_GROUPS = {
  account: [
    'POST /api/v1/account/register',
    'POST /api/v1/account/login',
    'POST /api/v1/user/self/profile',
    'PUT /api/v1/user/self/profile',
    'PUT /api/v1/user/self/status',
    'PUT /api/v1/user/self/message/:id',
    'PUT /api/v1/user/self/title/:id',
    'PUT /api/v1/user/self/news/:id',
    'POST /api/v1/user/self/coupon/apply',
    'POST /api/v1/user/self/questionnaire',
    'POST /api/v1/user/self/reservation',
    'PUT /api/v1/user/self/reservation/watch',
    'POST /api/v1/user/self/present/accept',
    'PUT /api/v1/user/self/push',
    'DELETE /api/v1/user/self/push',
    'PUT /api/v1/user/self/notifications',
  ],
  venue: [
    'POST /api/v1/user/self/slot',
    'POST /api/v1/user/self/joincode',
    'POST /api/v1/user/self/exit',
    'POST /api/v1/party/create',
    'POST /api/v1/party/organize',
    'POST /api/v1/facility/entry',
    'POST /api/v1/gacha/draw',
    'POST /api/v1/user/self/purchase',
    'POST /api/v1/stripe/paymentintent',
    'POST /api/v1/stripe/sandbox/setup',
    'POST /api/v1/stripe/sandbox/pay',
    'POST /api/v1/stripe/webhook',
    'POST /api/v1/staff/checkin',
    'POST /api/v1/staff/start',
    'POST /api/v1/staff/call',
    'POST /api/v1/staff/player',
    'POST /api/v1/staff/result',
    'POST /api/v1/admin/facility/news',
    'POST /api/v1/admin/facility/seed',
    'POST /api/v1/admin/facility/reset',
    'POST /api/v1/admin/game/simulate',
    'POST /api/v1/staff/present',
    'POST /api/v1/admin/presents',
  ],
} as const

/** Fuzzed in another file. */
export const FUZZED_ELSEWHERE: Record<string, string> = {
  'POST /api/v1/account/verify': 'accountFuzz.test.ts',
  'POST /api/v1/account/verified': 'accountFuzz.test.ts',
  'POST /api/v1/account/reset': 'accountFuzz.test.ts',
  'POST /api/v1/admin/maintenance': 'infoFuzz.test.ts',
  'POST /api/v1/facility/inquiry': 'corporateInquiry.test.ts',
}

/** Calls without a body: the path is what the client chooses (fuzzed in securityFuzz.test.ts), or nothing at all. */
export const WITHOUT_BODY: Record<string, string> = {
  'DELETE /api/v1/user/self/reservation/:id': 'its id, fuzzed',
  'DELETE /api/v1/user/self/reservation/watch/:id': 'its id (another player’s answers 404: tests/server/slotOffers.test.ts)',
  'DELETE /api/v1/user/self/joincode': 'no input',
  'DELETE /api/v1/stripe/paymentmethod': 'no input',
  'POST /api/v1/stripe/setupintent': 'no input',
  'DELETE /api/v1/account/delete': 'no input',
  'POST /api/v1/admin/accounts/reset': 'no input',
}

/** A valid body can carry edge values when it has a field besides its type; admin calls are not fuzzed with valid bodies (they reset and seed). */
function takesEdges(target: Target): boolean {
  const fields = typeof target.valid === 'object' && target.valid !== null ? Object.keys(target.valid).filter((key) => key !== 'type') : []
  return fields.length > 0 && target.edges !== false && (target.as ?? 'player') !== 'admin' && target.as !== 'stripe'
}

/** The app of one database, its fuzz player with something to act on, staff, and the admin CLI's loopback server. */
export function useFuzzServer(backend: Backend) {
  let store: TestStore
  let db: Database
  let identity: IdentityService | null
  let app: ReturnType<typeof createApp>
  let stripeApp: ReturnType<typeof createApp>
  let admin: TestServer
  let player: QuickPlayer
  let staffToken: string
  /** The path parameters: the fuzz player's own message, title and reservation, and a published news item. */
  const params: Record<string, string> = {}

  beforeAll(async () => {
    store = await createTestStore(backend)
    db = await store.open()
    await seedMasterData(db)
    await seedFacility(db, NOW)
    identity = identityFromEnv({ FIREBASE_AUTH_EMULATOR_HOST: emulatorHost() })
    const limits = ['perAddress', 'mailPerEmail', 'registerPerUid', 'loginPerUid', 'couponPerUid', 'cardPerUid', 'joinCodePerUid', 'codeFailuresFreePerUid', 'codeFailuresFreePerAddress']
    const options = {
      db,
      distDir: '/nonexistent',
      runtimeConfig: {},
      log: null,
      identity,
      now: () => NOW,
      adminSecret: ADMIN_SECRET,
      rateLimits: Object.fromEntries(limits.map((name) => [name, UNLIMITED])),
      resetReplyFloorMs: 0,
    }
    app = createApp(options)
    stripeApp = createApp({ ...options, payments: stripeProvider(db, FAKE_STRIPE_SETTINGS) })
    admin = await startTestServer(app)
    ;[player] = (await quickPlayers(db, 1, 10_000)) as [QuickPlayer]
    staffToken = (await staffUser(identity)).token
    // The fuzz player has what the calls act on: a slot, a forming party, a reservation, a message, a title.
    const call = async (method: string, path: string, body: unknown) => {
      const response = await app.request(`/api/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${player.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200)
      return ((await response.json()) as Envelope).data as Record<string, unknown>
    }
    await call('POST', '/user/self/slot', TARGETS['POST /api/v1/user/self/slot']?.valid)
    await call('POST', '/party/create', TARGETS['POST /api/v1/party/create']?.valid)
    params.reservation = String((await call('POST', '/user/self/reservation', TARGETS['POST /api/v1/user/self/reservation']?.valid)).id)
    const message = await insertMessage(db, { userId: player.userId, title: { ja: 'ファズ' }, content: { ja: '本文' }, isRead: false, createdAt: NOW })
    await db.query('insert into player_title (user_id, title_id) values ($1, 7)', [player.userId])
    const [news] = await db.query<{ id: number }>('select id from news where published_at <= $1 order by id limit 1', [NOW])
    params.message = String(message?.id)
    params.title = '7'
    params.news = String(news?.id)
  })
  afterAll(async () => {
    await admin?.close()
    await identity?.close()
    await db?.close()
    await store?.dispose()
  })

  /** The path with the fuzz player's own ids. */
  function pathOf(path: string): string {
    const id = path.includes('/message/') ? params.message : path.includes('/title/') ? params.title : params.news
    return samplePath(path, { id: id ?? '1' })
  }

  async function send(endpoint: string, as: Caller, body: string): Promise<{ status: number; envelope: Envelope }> {
    const [method = '', path = ''] = endpoint.split(' ')
    const init = { method, body, headers: { 'content-type': 'application/json' } }
    let response: Response
    if (as === 'admin') {
      response = await fetch(`${admin.url}${path}`, { ...init, headers: { ...init.headers, 'x-admin-secret': ADMIN_SECRET } })
    } else if (as === 'stripe') {
      response = await stripeApp.request(path, { ...init, headers: { ...init.headers, 'stripe-signature': `t=${Math.floor(NOW.getTime() / 1000)},v1=${'0'.repeat(64)}` } })
    } else {
      const token = as === 'staff' ? staffToken : player.token
      response = await app.request(pathOf(path), { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } })
    }
    return { status: response.status, envelope: (await response.json()) as Envelope }
  }

  return {
    send,
    get db() {
      return db
    },
    get app() {
      return app
    },
    get player() {
      return player
    },
    get params() {
      return params
    },
  }
}

/** Declares the fuzz of these endpoints (of TARGETS) on one database's fuzz server. */
export function fuzzEndpoints(server: ReturnType<typeof useFuzzServer>, endpoints: readonly string[]): void {
  it.each(endpoints)(`%s: ${FUZZ_RUNS} bodies its contract refuses, each a 4xx envelope, nothing changed`, async (endpoint) => {
    const target = TARGETS[endpoint] as Target
    const before = await tableDigests(server.db)
    const statuses = new Map<number, number>()
    await fc.assert(
      fc.asyncProperty(refusedBodyArb(target.valid, target.isValid), async (body) => {
        const { status, envelope } = await server.send(endpoint, target.as ?? 'player', body)
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
        expect(status, body.slice(0, 200)).toBeGreaterThanOrEqual(400)
        expect(status, body.slice(0, 200)).toBeLessThan(500)
        expect(envelope.result.status, body.slice(0, 200)).toEqual(expect.any(Number))
        expect(envelope.result.status).not.toBe(0)
      }),
      { numRuns: FUZZ_RUNS },
    )
    expect(changedTables(before, await tableDigests(server.db))).toEqual([])
    // The bodies reached validation (413 for the oversized ones).
    expect(statuses.get(400), JSON.stringify([...statuses])).toBeGreaterThan(0)
  })

  const withEdges = endpoints.filter((endpoint) => takesEdges(TARGETS[endpoint] as Target))
  it.each(withEdges)(`%s: ${EDGE_RUNS} valid bodies with edge values, never a 5xx, always the envelope`, async (endpoint) => {
    const target = TARGETS[endpoint] as Target
    await fc.assert(
      fc.asyncProperty(edgeBodyArb(target.valid, target.isValid), async (body) => {
        const { status, envelope } = await server.send(endpoint, target.as ?? 'player', body)
        expect(status, body.slice(0, 300)).toBeLessThan(500)
        expect(envelope.result.status, body.slice(0, 300)).toEqual(expect.any(Number))
      }),
      { numRuns: EDGE_RUNS },
    )
  })
}

/** Ids other than the fuzz player's own reservation to DELETE /user/self/reservation/{id}. */
export function fuzzReservationIds(server: ReturnType<typeof useFuzzServer>): void {
  it(`DELETE /api/v1/user/self/reservation/:id with ${FUZZ_RUNS} ids other than the player's own: 4xx envelopes, nothing changed`, async () => {
    const before = await tableDigests(server.db)
    const idArb = fc.oneof(segmentArb, fc.integer({ min: -1, max: 2 ** 32 }).map(String), fc.constantFrom('2147483647', '2147483648', '9'.repeat(30), '1.0', '0x1', '%201'))
    await fc.assert(
      fc.asyncProperty(idArb, async (id) => {
        const path = `/api/v1/user/self/reservation/${id}`
        fc.pre(new URL(path, 'http://localhost').pathname.startsWith('/api/v1/user/self/reservation/') && id !== server.params.reservation)
        const response = await server.app.request(path, { method: 'DELETE', headers: { authorization: `Bearer ${server.player.token}` } })
        expect(response.status, path).toBeGreaterThanOrEqual(400)
        expect(response.status, path).toBeLessThan(500)
        expect(((await response.json()) as Envelope).result.status).not.toBe(0)
      }),
      { numRuns: FUZZ_RUNS },
    )
    expect(changedTables(before, await tableDigests(server.db))).toEqual([])
  })
}
