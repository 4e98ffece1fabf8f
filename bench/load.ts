/**
 * `npm run bench:load`: how many phones one machine serves (issue 17, point 7). Virtual players
 * poll their status as the app does, `GET /user/self/status` every 60 s, and every 5 s for the share
 * of them in fast check-in (waiting at the venue), who also read their party's place in the live
 * line every 5 s (`GET /facility/waitingtime?sessionid`, issue 34: a line of LINE_PARTIES parties
 * waiting, six playing and the day's plays that ended), while reservations and entries (entry saved
 * and party created) arrive at the same time, on PostgreSQL. The load is open: requests are sent at
 * their times whatever the server's pace, so a slow server shows as latency and errors, not as a
 * lower rate. Each step of `--players` runs `--seconds` (after 3 s of warm-up at its rate) and prints
 * requests/s, p50 / p99 latency and errors; the largest step with p99 under 200 ms and no error is
 * the machine's figure (docs/operations.md).
 *
 * Players are written straight into the database (one statement per 5,000). Their ID tokens are
 * signed here and verified by the server with the public key, as production verifies Firebase's
 * without calling anyone (bench/support/signedTokens.ts: the emulator would be asked about every
 * token, and the bench would measure it). The clock is pinned to
 * Wednesday 2 December 2026, 12:00 in Tokyo (an ordinary open day). Errors: network failures, 5xx,
 * and replies other than the expected ones (a reservation may find its slot full or the player's
 * day already booked; those are answers, not errors).
 *
 * PostgreSQL: a new database on TEST_DATABASE_URL or DATABASE_URL when set, otherwise a throwaway
 * cluster (scripts/pg-throwaway.sh); the server is a child process (bench/support/benchServer.ts).
 *
 * Primed (`--prime on`, the default): before the steps every player of the largest step polls once,
 * unmeasured, as each phone has in the steady state of a day (one token for an hour of polls, one
 * poll a minute); a step of 18 s is shorter than a poll period, so without it nearly every poll
 * would be the first of its token. `--prime off` measures first polls only.
 *
 *   npm run bench:load [-- --players 10000,25000,50000,75000] [--seconds 20] [--fast 0.02]
 *                      [--reservations 5] [--entries 2] [--seed 1] [--prime on|off] [--instances 1]
 *
 * `--instances 2` starts a second server on the same database and sends the requests to the two in
 * turn, as a round-robin balancer would (issue 36, point 3); each is primed with every token.
 */
import { parseArgs } from 'node:util'
import { STARTER_AVATAR_IDS, STARTER_SPIRIT_IDS } from '../server/accounts/playerStore.ts'
import type { Database } from '../server/db/database.ts'
import { random as seededRandom } from '../server/master/artwork/svg.ts'
import { ResultCode } from '../src/domain/apiEnvelope.ts'
import { RESERVATION_DEPOSIT_TOPOLO, slotStartOf } from '../src/domain/reservation/reservationRules.ts'
import { dayPlan } from '../src/domain/schedule/dayPlan.ts'
import { SCHEDULE } from '../src/domain/schedule/scheduleConstants.ts'
import { slotsOf } from '../src/domain/schedule/slots.ts'
import { addDays, tokyoIso } from '../src/domain/schedule/tokyoTime.ts'
import { CODE_ALPHABET } from '../src/domain/typedCode.ts'
import { TOPOLO_REASON, TOPOLO_TYPE } from '../src/domain/topolo.ts'
import { call, resultCode } from './support/benchClient.ts'
import { machine, onCleanup, onEachDatabase, runBench, withServer } from './support/benchRun.ts'
import { SERVE_ARG, ServerProcess, serve } from './support/benchServer.ts'
import { benchIdentity, signedToken, tokenKeys } from './support/signedTokens.ts'
import { ms, percentile } from './support/stats.ts'

const THROWAWAY_PORT = '54343'
const TODAY = '2026-12-02'
const NOW = slotStartOf(TODAY, '12:00')
const DEPOSIT = RESERVATION_DEPOSIT_TOPOLO
const BATCH = 5_000
const WARM_UP_SECONDS = 3
const P99_TARGET_MS = 200
/** A request still unanswered after this long counts as an error. */
const TIMEOUT_MS = 10_000

const { values } = parseArgs({
  // The server child (`--serve`) takes none of the options.
  args: process.argv[2] === SERVE_ARG ? [] : process.argv.slice(2),
  options: {
    players: { type: 'string', default: '10000,25000,50000,75000' },
    seconds: { type: 'string', default: '20' },
    fast: { type: 'string', default: '0.02' },
    reservations: { type: 'string', default: '5' },
    entries: { type: 'string', default: '2' },
    seed: { type: 'string', default: '1' },
    prime: { type: 'string', default: 'on' },
    instances: { type: 'string', default: '1' },
  },
})
const steps = values.players.split(',').map(Number)
const seconds = Number(values.seconds)
const fastShare = Number(values.fast)
const reservationRate = Number(values.reservations)
const entryRate = Number(values.entries)
const instances = Number(values.instances)
if (
  steps.some((n) => !Number.isInteger(n) || n <= 0) ||
  !(seconds > 0) ||
  !(fastShare >= 0 && fastShare <= 1) ||
  !(reservationRate >= 0) ||
  !(entryRate >= 0) ||
  !(instances >= 1 && Number.isInteger(instances))
) {
  throw new Error('usage: npm run bench:load -- [--players 10000,50000] [--seconds 20] [--fast 0.02] [--reservations 5] [--entries 2]')
}
const maxPlayers = Math.max(...steps)
/** Players with gold for reservations and players kept for entries: each entry uses a fresh one. */
const writers = Math.min(maxPlayers, 2_000)
const entrants = Math.ceil(entryRate * (seconds + WARM_UP_SECONDS) * steps.length) + 10

// --- the server, in a child process ------------------------------------------------------------

type ToServer = { kind: 'players'; count: number; writers: number }
type FromServer = { kind: 'players'; count: number }

/** Parties waiting in the day's line (a full day's worth), whose sessions the fast share reads. */
const LINE_PARTIES = 40
const sessionOf = (index: number) => `load-line-${index}`

/** A follow code of the typed-code alphabet for player `index` (unique, in the app's format). */
function followCodeOf(index: number): string {
  let code = ''
  let rest = index + 31 ** 7
  for (let position = 0; position < 8; position += 1) {
    code = (CODE_ALPHABET[rest % CODE_ALPHABET.length] as string) + code
    rest = Math.floor(rest / CODE_ALPHABET.length)
  }
  return code
}

const uidOf = (index: number) => `load-${index}`

async function addPlayers(db: Database, count: number, withGold: number): Promise<number> {
  for (let from = 0; from < count; from += BATCH) {
    const indexes = Array.from({ length: Math.min(BATCH, count - from) }, (_, offset) => from + offset)
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into player (user_id, firebase_uid, email, name, tts_name, language, follow_code, avatar_id, spirit_id)
         select gen_random_uuid(), 'load-' || i, 'load-' || i || '@example.com', 'L' || i, '', 0, code, 1, 1
           from unnest($1::int[], $2::text[]) as t(i, code)`,
        [indexes, indexes.map(followCodeOf)],
      )
      const uids = indexes.map(uidOf)
      await tx.query('insert into player_status (user_id) select user_id from player where firebase_uid = any($1::text[])', [uids])
      await tx.query('insert into player_avatar (user_id, avatar_id, unlocked) select user_id, unnest($2::integer[]), true from player where firebase_uid = any($1::text[])', [
        uids,
        STARTER_AVATAR_IDS,
      ])
      await tx.query('insert into player_spirit (user_id, spirit_id, unlocked) select user_id, unnest($2::integer[]), true from player where firebase_uid = any($1::text[])', [
        uids,
        STARTER_SPIRIT_IDS,
      ])
    })
  }
  await db.query(
    `insert into topolo_ledger (user_id, type, amount, reason)
       select user_id, $2, $3, $4 from player where firebase_uid = any($1::text[])`,
    [Array.from({ length: withGold }, (_, index) => uidOf(index)), TOPOLO_TYPE.gold, 20 * DEPOSIT, TOPOLO_REASON.purchase],
  )
  return count
}

/**
 * The day's line at NOW: LINE_PARTIES parties waiting (checked in over the last two hours), six
 * playing (begun over the last 50 minutes) and ten plays that ended this morning.
 */
async function addLine(db: Database): Promise<void> {
  const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000)
  const rows: [string, Date, string, Date | null, Date | null][] = [
    ...Array.from({ length: LINE_PARTIES }, (_, index): [string, Date, string, Date | null, Date | null] => [sessionOf(index), minutesAgo(120 - index * 3), 'waiting', null, null]),
    ...Array.from({ length: 6 }, (_, index): [string, Date, string, Date | null, Date | null] => [`load-lane-${index}`, minutesAgo(60), 'playing', minutesAgo(50 - index * 8), null]),
    ...Array.from({ length: 10 }, (_, index): [string, Date, string, Date | null, Date | null] => [
      `load-done-${index}`,
      minutesAgo(150),
      'done',
      minutesAgo(140 - index * 5),
      minutesAgo(90 - index * 5),
    ]),
  ]
  // The columns of the live line (migration 0022) are missing in a build before it (a paired run): then the line alone.
  const live = (await db.query<{ n: number }>(`select count(*)::int as n from information_schema.columns where table_name = 'waiting_party' and column_name = 'started_at'`))[0]?.n === 1
  for (const [session, queued, status, started, ended] of rows) {
    await db.query(
      live
        ? `insert into waiting_party (session_id, party_name, persons, queued_at, status, started_at, ended_at) values ($1, 'Load', 3, $2, $3, $4, $5) on conflict (session_id) do nothing`
        : `insert into waiting_party (session_id, party_name, persons, queued_at, status) values ($1, 'Load', 3, $2, $3) on conflict (session_id) do nothing`,
      live ? [session, queued, status, started, ended] : [session, queued, status],
    )
  }
}

function serveLoad(): Promise<void> {
  return serve<ToServer, FromServer>({
    now: NOW,
    identity: () => benchIdentity(process.env.BENCH_TOKEN_PUBLIC_KEY ?? ''),
    answer: async (db, request) => {
      await addLine(db)
      return { kind: 'players', count: await addPlayers(db, request.count, request.writers) }
    },
  })
}

// --- the load ----------------------------------------------------------------------------------

const keys = process.argv[2] === SERVE_ARG ? null : tokenKeys()
const tokens = new Map<number, string>()

/** Player `index`'s ID token (made once, as the identity provider would hand it to the phone). */
function tokenOf(index: number): string {
  let token = tokens.get(index)
  if (!token) {
    if (!keys) throw new Error('no signing key in the server process')
    token = signedToken(keys.privateKey, uidOf(index), `load-${index}@example.com`)
    tokens.set(index, token)
  }
  return token
}

type Kind = 'status' | 'line' | 'reservation' | 'entry'
type Sample = { kind: Kind; ms: number; error: string | null }

/** The slots of the next seven open days after TODAY. */
function slotPool(): string[] {
  const slots: string[] = []
  for (let offset = 1, days = 0; days < 7 && offset < SCHEDULE.reservationOpenDays; offset += 1) {
    const date = addDays(TODAY, offset)
    const plan = dayPlan(date)
    if (!plan.hours) continue
    days += 1
    for (const slot of slotsOf(plan)) slots.push(tokyoIso(slotStartOf(date, slot.start)))
  }
  return slots
}

const RESERVATION_ANSWERS = new Set<number>([ResultCode.ok, ResultCode.reservationFailed, ResultCode.alreadyReserved, ResultCode.reservationSlotsFull, ResultCode.notEnoughGoldTopolo])

async function send(base: string, method: string, path: string, token: string, body: unknown, accept: (code: number | undefined) => boolean): Promise<Omit<Sample, 'kind'>> {
  const start = performance.now()
  try {
    const reply = await call(`${base}/api/v1${path}`, { method, token, body, timeoutMs: TIMEOUT_MS })
    const code = resultCode(reply.text)
    return { ms: performance.now() - start, error: accept(code) ? null : `${method} ${path}: HTTP ${reply.status}, code ${code ?? '?'}` }
  } catch (error) {
    const name = error instanceof Error ? (error.message === 'TimeoutError' ? 'TimeoutError' : `${error.name} ${(error as NodeJS.ErrnoException).code ?? error.message}`) : String(error)
    return { ms: performance.now() - start, error: `${method} ${path}: ${name}` }
  }
}

type StepRow = {
  players: number
  target: number
  achieved: number
  p50: number
  p99: number
  statusP99: number
  lineP99: number
  writeP99: number
  errors: number
  firstError: string | null
}

/** Sends the step's load for warm-up plus `seconds`; answers the measured samples. */
async function runStep(bases: readonly string[], players: number, random: () => number, nextEntrant: () => number, slots: string[]): Promise<StepRow> {
  const fast = Math.round(players * fastShare)
  const statusRate = (players - fast) / 60 + fast / 5
  const rates: [Kind, number][] = [
    ['status', statusRate],
    ['line', fast / 5],
    ['reservation', reservationRate],
    ['entry', entryRate],
  ]
  const samples: Sample[] = []
  const pending = new Set<Promise<void>>()
  const total = WARM_UP_SECONDS + seconds
  const sent = new Map<Kind, number>(rates.map(([kind]) => [kind, 0]))
  const started = performance.now()
  let fired = 0
  const fire = (kind: Kind, measured: boolean) => {
    // With several instances, requests take turns among them, as behind a round-robin balancer.
    const base = bases[fired++ % bases.length] as string
    let request: Promise<Omit<Sample, 'kind'>>
    if (kind === 'status') {
      // The fast share polls twelve times as often: pick them in proportion.
      const pickFast = random() < fast / 5 / statusRate
      const index = pickFast ? Math.floor(random() * fast) : fast + Math.floor(random() * (players - fast))
      request = send(base, 'GET', '/user/self/status', tokenOf(index), undefined, (code) => code === ResultCode.ok)
    } else if (kind === 'line') {
      // The phones of a party in line read its place (no sign-in: the session names the party).
      const session = sessionOf(Math.floor(random() * LINE_PARTIES))
      request = send(base, 'GET', `/facility/waitingtime?sessionid=${session}`, '', undefined, (code) => code === ResultCode.ok)
    } else if (kind === 'reservation') {
      const index = Math.floor(random() * writers)
      const body = { type: 'user:reservation', datetime: slots[Math.floor(random() * slots.length)], persons: 1, advance_payment: DEPOSIT }
      request = send(base, 'POST', '/user/self/reservation', tokenOf(index), body, (code) => code !== undefined && RESERVATION_ANSWERS.has(code))
    } else {
      const token = tokenOf(nextEntrant())
      const slot = { type: 'user:slot', player_name: 'Load', player_tts_name: 'ロード', avatar_id: 1, spirit_id: 1, coupon_id: null, items: [] }
      request = send(base, 'POST', '/user/self/slot', token, slot, (code) => code === ResultCode.ok).then(async (saved) => {
        if (saved.error) return saved
        const created = await send(base, 'POST', '/party/create', token, { type: 'party:create', name: 'Load', tts_name: 'ロード', language: 0 }, (code) => code === ResultCode.ok)
        return { ms: saved.ms + created.ms, error: created.error }
      })
    }
    const tracked = request.then((sample) => {
      if (measured) samples.push({ kind, ...sample })
      pending.delete(tracked)
    })
    pending.add(tracked)
  }
  await new Promise<void>((resolve) => {
    const tick = () => {
      const elapsed = (performance.now() - started) / 1000
      const measured = elapsed >= WARM_UP_SECONDS
      for (const [kind, rate] of rates) {
        const due = Math.floor(Math.min(elapsed, total) * rate) - (sent.get(kind) ?? 0)
        for (let index = 0; index < due; index += 1) fire(kind, measured)
        sent.set(kind, (sent.get(kind) ?? 0) + Math.max(0, due))
      }
      if (elapsed >= total) resolve()
      else setTimeout(tick, 5)
    }
    tick()
  })
  await Promise.all(pending)
  const sorted = (kinds: Kind[]) =>
    samples
      .filter((sample) => kinds.includes(sample.kind))
      .map((sample) => sample.ms)
      .sort((a, b) => a - b)
  const all = sorted(['status', 'line', 'reservation', 'entry'])
  const errors = samples.filter((sample) => sample.error)
  return {
    players,
    target: rates.reduce((sum, [, rate]) => sum + rate, 0),
    achieved: samples.length / seconds,
    p50: percentile(all, 0.5),
    p99: percentile(all, 0.99),
    statusP99: percentile(sorted(['status']), 0.99),
    lineP99: percentile(sorted(['line']), 0.99),
    writeP99: percentile(sorted(['reservation', 'entry']), 0.99),
    errors: errors.length,
    firstError: errors[0]?.error ?? null,
  }
}

/** One unmeasured status poll per player, PRIME_RATE a second at most (`--prime`). */
const PRIME_RATE = 2_000
async function prime(bases: readonly string[], players: number): Promise<void> {
  const failures: string[] = []
  for (let from = 0; from < players; from += PRIME_RATE) {
    const second = performance.now()
    // Each instance has seen each token once, as behind a balancer over a day.
    const polls = bases.flatMap((base) =>
      Array.from({ length: Math.min(PRIME_RATE, players - from) }, (_, offset) => send(base, 'GET', '/user/self/status', tokenOf(from + offset), undefined, (code) => code === ResultCode.ok)),
    )
    for (const poll of await Promise.all(polls)) if (poll.error) failures.push(poll.error)
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1_000 - (performance.now() - second))))
  }
  if (failures.length > 0) throw new Error(`priming: ${failures.length} polls failed, the first ${failures[0]}`)
}

async function main(): Promise<number> {
  if (!keys) throw new Error('no signing key')
  const random = seededRandom(Number(values.seed))
  let entrant = writers
  const nextEntrant = () => {
    entrant += 1
    if (entrant >= writers + entrants) throw new Error('out of entrants')
    return entrant
  }
  const slots = slotPool()
  const { rows, notes } = await onEachDatabase({ name: 'load', throwawayPort: THROWAWAY_PORT, only: 'postgres', authHost: '' }, (database, env) =>
    withServer<ToServer, FromServer, { database: string; rows: StepRow[]; problems: string[] }>(
      database,
      import.meta.filename,
      { ...env, BENCH_TOKEN_PUBLIC_KEY: keys.publicKeyPem },
      async (server, base) => {
        const count = Math.max(maxPlayers, writers + entrants)
        console.error(`${database}: writing ${count} players...`)
        const setup = performance.now()
        await server.ask({ kind: 'players', count, writers })
        console.error(`${database}: players written in ${Math.round((performance.now() - setup) / 1000)} s`)
        console.error(`${database}: signing ${count} tokens...`)
        for (let index = 0; index < count; index += 1) tokenOf(index)
        const probe = await send(base, 'GET', '/user/self/status', tokenOf(0), undefined, (code) => code === ResultCode.ok)
        if (probe.error) throw new Error(`the server refused a made token: ${probe.error}`)
        // More instances on the same database (`--instances`): the same server, started again.
        const bases = [base]
        for (let index = 1; index < instances; index += 1) {
          const more = await ServerProcess.start<ToServer, FromServer>(import.meta.filename, { ...env, BENCH_TOKEN_PUBLIC_KEY: keys.publicKeyPem })
          onCleanup(async () => more.kill())
          bases.push(`http://127.0.0.1:${more.port}`)
        }
        if (values.prime !== 'off') {
          const primed = performance.now()
          await prime(bases, maxPlayers)
          console.error(`${database}: ${maxPlayers} players polled once in ${Math.round((performance.now() - primed) / 1000)} s (priming, unmeasured)`)
        }
        const stepRows: StepRow[] = []
        for (const players of steps) {
          console.error(`${database}: ${players} players for ${WARM_UP_SECONDS} + ${seconds} s...`)
          const row = await runStep(bases, players, random, nextEntrant, slots)
          console.error(`  ${Math.round(row.achieved)} req/s, p50 ${ms(row.p50)} ms, p99 ${ms(row.p99)} ms, ${row.errors} errors${row.firstError ? ` (${row.firstError})` : ''}`)
          stepRows.push(row)
        }
        return { database, rows: stepRows, problems: await server.finish() }
      },
    ),
  )
  console.log(
    `\nLoad${values.prime !== 'off' ? ' (primed: every player has polled once)' : ''}${instances > 1 ? `, ${instances} instances on one database taking requests in turn` : ''}: status polls every 60 s (every 5 s for ${fastShare * 100} % in fast check-in, who also read the live line every 5 s), ${reservationRate} reservations/s and ${entryRate} entries/s (slot + party), ${seconds} s per step after ${WARM_UP_SECONDS} s of warm-up (${machine()}), ${new Date().toISOString().slice(0, 10)}\n`,
  )
  let failed = false
  for (const run of rows) {
    console.log(`**${run.database}**\n`)
    console.log('| players | target req/s | answered req/s | p50 ms | p99 ms | status p99 ms | line p99 ms | writes p99 ms | errors |')
    console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
    for (const row of run.rows) {
      console.log(
        `| ${row.players} | ${Math.round(row.target)} | ${Math.round(row.achieved)} | ${ms(row.p50)} | ${ms(row.p99)} | ${ms(row.statusP99)} | ${ms(row.lineP99)} | ${ms(row.writeP99)} | ${row.errors} |`,
      )
    }
    const served = run.rows.filter((row) => row.p99 < P99_TARGET_MS && row.errors === 0).map((row) => row.players)
    console.log(`\nServed with p99 under ${P99_TARGET_MS} ms and no error: ${served.length > 0 ? `${Math.max(...served)} players` : 'no step'}.`)
    for (const problem of run.problems) console.log(`- ${problem}`)
    if (run.problems.length > 0) failed = true
  }
  for (const note of notes) console.log(`- ${note}`)
  return failed ? 1 : 0
}

await runBench(main, serveLoad)
