import { setTimeout as delay } from 'node:timers/promises'
import { afterAll, beforeAll, expect, it } from 'vitest'
// A seeded generator (mulberry32): the same seed gives the same kill moments.
import { random as seededRandom } from '../../server/master/artwork/svg.ts'
import { appendTopolo, topoloBalances } from '../../server/accounts/topoloLedger.ts'
import { identityFromEnv } from '../../server/auth/identityService.ts'
import { insertCouponCode } from '../../server/coupons/couponStore.ts'
import { seedMasterData } from '../../server/master/seedMaster.ts'
import type { Property } from '../../src/domain/contract/account.ts'
import { slotStartOf } from '../../src/domain/reservation/reservationRules.ts'
import { addDays, tokyoDate, tokyoIso } from '../../src/domain/schedule/tokyoTime.ts'
import { TOPOLO_REASON, TOPOLO_TYPE } from '../../src/domain/topolo.ts'
import { api, emulatorHost } from './support/accounts.ts'
import { crashBreaches, lostAcknowledgements } from './support/crashInvariants.ts'
import { CrashTraffic } from './support/crashTraffic.ts'
import { type QuickPlayer, quickPlayers } from './support/players.ts'
import { type ServerProcess, startServerProcess } from './support/processes.ts'
import { okData } from './support/replyAssertions.ts'
import { staffUser } from './support/staff.ts'
import { createTestStore, describeOnEachBackend, type TestStore } from './support/testDatabase.ts'

/**
 * Crash safety (issue 17, point 9): one server process under mixed traffic from twelve players and
 * a staff kiosk (support/crashTraffic.ts) is killed with SIGKILL at moments drawn from a seed,
 * restarted on the same data each time, and the traffic goes on. At the end the database must show
 * every write the server acknowledged, and every invariant must hold (support/crashInvariants.ts):
 * the ledger sums equal the balances and none is negative, no slot over its capacity, each
 * single-use code used once and its credit once, one open party per player, no result recorded twice.
 * A request cut off by a kill may have happened or not, but wholly: the invariants see to that.
 * CRASH_SEED=n replays another seed.
 */

const SEED = Number(process.env.CRASH_SEED ?? 0x1709)
const PLAYERS = 12
const KILLS = 4
const GOLD = 60_000
const SILVER = 5_000
/** Between two kills the traffic runs a time drawn from this range (ms) and at least MIN_REPLIES replies. */
const RUN_MS = { min: 1_000, max: 3_000 }
const MIN_REPLIES = 60
/** Single-use codes of the gold coupons without a fixed end (2 and 6), so the test does not age. */
const CODES = ['CRSH-GAAA-2222', 'CRSH-GBBB-3333', 'CRSH-GCCC-4444', 'CRSH-GDDD-5555', 'CRSH-GEEE-6666', 'CRSH-GFFF-7777', 'CRSH-GHHH-8888', 'CRSH-GJJJ-9999']
const COUPON_KINDS = [2, 6]

describeOnEachBackend('crash safety: a server killed with SIGKILL at random moments under mixed traffic', (backend) => {
  let store: TestStore
  let server: ServerProcess | null = null

  beforeAll(async () => {
    store = await createTestStore(backend)
  })
  afterAll(async () => {
    await server?.kill()
    await store?.dispose()
  })

  it('restarted each time on the same data: every acknowledged write is kept and every invariant holds', async () => {
    const context = `seed ${SEED} on ${backend} (CRASH_SEED=${SEED} replays it)`
    const began = performance.now()
    const random = seededRandom(SEED)
    const runMs = () => RUN_MS.min + Math.floor(random() * (RUN_MS.max - RUN_MS.min))
    const today = tokyoDate(new Date())
    const reservationDay = addDays(today, 3)
    const slots = ['12:00', '12:30', '13:00'].map((time) => tokyoIso(slotStartOf(reservationDay, time)))

    // The players, codes and days first, then the server (PGlite allows one process per data folder).
    const setup = await store.open()
    let players: QuickPlayer[]
    try {
      await seedMasterData(setup)
      // Ordinary open days whatever the calendar says (no monthly closure, no reservation-only day):
      // today and tomorrow (a run across midnight in Tokyo) for entries, and the reservation day.
      for (const date of [today, addDays(today, 1), reservationDay]) {
        await setup.query(`insert into schedule_override (date, closure, reservation_only) values ($1::date, 'open', false)`, [date])
      }
      for (const [index, code] of CODES.entries()) await insertCouponCode(setup, { code, couponId: COUPON_KINDS[index % COUPON_KINDS.length] as number, maxUses: 1 })
      players = await quickPlayers(setup, PLAYERS, GOLD)
      for (const player of players) await appendTopolo(setup, { userId: player.userId, type: TOPOLO_TYPE.silver, amount: SILVER, reason: TOPOLO_REASON.present })
    } finally {
      await setup.close()
    }
    const identity = identityFromEnv({ FIREBASE_AUTH_EMULATOR_HOST: emulatorHost() })
    const staff = await staffUser(identity).finally(() => identity?.close())

    const env = { ...store.env, DEMO_CONTENT: 'off', FIREBASE_AUTH_EMULATOR_HOST: emulatorHost() }
    const traffic = new CrashTraffic({ players, staffToken: staff.token, slots, codes: CODES, seed: SEED })
    let stopping = false
    // A server that exits without being killed fails the test at once, with what it printed.
    const died = Promise.withResolvers<never>()
    died.promise.catch(() => {})
    const running = (...waits: Promise<unknown>[]) => Promise.race([died.promise, Promise.all(waits)])
    /** Starts the server and waits until the API answers; the traffic then goes to it. */
    async function launch(): Promise<ServerProcess> {
      const launched = await startServerProcess(env)
      launched.child.once('exit', (code, signal) => {
        if (!stopping) died.reject(new Error(`the server exited by itself (${code ?? signal}), ${context}:\n${launched.output()}`))
      })
      server = launched
      const url = `http://127.0.0.1:${launched.port}`
      const health = await api(url, 'GET', '/info/maintenance')
      expect(health.status, context).toBe(200)
      traffic.up(url)
      return launched
    }

    let current = await launch()
    traffic.start()
    const kills: { inFlight: number; restartMs: number }[] = []
    for (let kill = 0; kill < KILLS; kill += 1) {
      await running(delay(runMs()), traffic.answered(MIN_REPLIES))
      const inFlight = traffic.inFlight
      traffic.down()
      stopping = true
      const ended = await current.kill()
      stopping = false
      expect(ended, context).toEqual({ code: null, signal: 'SIGKILL' })
      const restarting = performance.now()
      current = await launch()
      kills.push({ inFlight, restartMs: Math.round(performance.now() - restarting) })
    }
    // The last run lasts until each kind of write has been acknowledged at least once.
    await running(delay(runMs()), traffic.answered(MIN_REPLIES), traffic.everyKindAcknowledged())
    // The workers stop; what was cut off and is retried (draws, check-in scans) goes to the last server.
    await traffic.stop()
    const url = `http://127.0.0.1:${current.port}`
    const seen = new Map<string, Property['topolo']>()
    for (const player of players) seen.set(player.userId, okData<Property>(await api(url, 'GET', '/user/self/property', { token: player.token })).topolo)
    stopping = true
    expect(await current.stop(), context).toBe(0)
    server = null

    const db = await store.open()
    let found: { breaches: string[]; lost: string[]; problems: string[]; balances: string[] }
    try {
      const balances: string[] = []
      for (const player of players) {
        const stored = await topoloBalances(db, player.userId)
        const shown = seen.get(player.userId)
        if (JSON.stringify(stored) !== JSON.stringify(shown)) balances.push(`${player.userId}: the API showed ${JSON.stringify(shown)}, the database holds ${JSON.stringify(stored)}`)
      }
      found = { breaches: await crashBreaches(db), lost: await lostAcknowledgements(db, traffic.acks), problems: traffic.problems, balances }
    } finally {
      await db.close()
    }
    expect(found, context).toEqual({ breaches: [], lost: [], problems: [], balances: [] })

    // The run did what it is for: kills with requests under way, and each kind of write acknowledged.
    const { counts } = traffic
    const acknowledged = traffic.acknowledged()
    const seconds = ((performance.now() - began) / 1000).toFixed(1)
    console.info(
      `crash safety, ${context}: ${KILLS} kills (in flight ${kills.map((kill) => kill.inFlight).join('/')}, restarts ${kills.map((kill) => kill.restartMs).join('/')} ms), ` +
        `${counts.sent} requests (${counts.answered} answered, ${counts.lost} cut off), ${seconds} s; acknowledged ${JSON.stringify(acknowledged)}`,
    )
    expect(counts.lost, context).toBeGreaterThan(0)
    for (const [kind, count] of Object.entries(acknowledged)) expect(count, `${kind}, ${context}`).toBeGreaterThan(0)
  }, 150_000)
})
