/**
 * `npm run bench:entry`: the entry and party calls of issue 13 under concurrent leaders, on PGlite
 * and on PostgreSQL, then a check of the database and of the tickets.
 *
 * The clock is pinned to Wednesday 2 December 2026, 12:00 in Tokyo (as in
 * tests/server/party.test.ts and bench/reserve.ts): an ordinary open day, not reservation-only, so
 * parties enter without a reservation. Players are Firebase users on the Auth emulator with their
 * player rows written directly (as tests/server/support/players.ts `quickPlayers` does).
 *
 * - Setup: `--parties` parties of 3 players. Every player saves an entry (POST /user/self/slot:
 *   starter avatar 1, spirit 1, no items, no coupon); the members issue join codes, the leaders
 *   create their parties. Not measured for the figures (its time is shown).
 * - Phase "organise": all leaders at once, each as the app does it: for each of its two members
 *   GET /info/joincode (the code as shown, XXXX-XXXX, or as typed, at random) and GET
 *   /info/userslot (the member's user id), then POST /party/organize. The join code limits are
 *   raised (createApp `rateLimits`) so the bench measures the server, not the limiter.
 * - Phase "entry": all leaders POST /facility/entry at once.
 * - Phase "contention": `--contenders` more leaders, each with a party of its own, all read the same
 *   member's code at once, `--rounds` times (a fresh member each round): exactly one 200 each
 *   round, the others 3012 (already read).
 *
 * Each phase is preceded by one signed-in read per client, all at once (GET /user/self/slot), which
 * opens the connections. Launch orders and the code spellings come from a seeded generator
 * (`--seed`), so both databases get the same sequence.
 *
 * Afterwards, straight from the tables: the day's entry numbers are exactly 1..N (no gap, no
 * duplicate) and agree with the replies and the day's counter; no player holds two open seats;
 * every entered party has its 3 seats and none is in the waiting line yet (a party joins it when
 * staff check it in, docs/decisions.md); each contention member's code
 * is held by the party whose leader was answered 200. Every ticket verifies with `verifyTicket`
 * against GET /info/ticketkey and names its party, number, day and time (and a ticket with an
 * altered number does not). Any failure, or a reply other than the expected ones, or a line on the
 * server's stderr, makes the exit code 1.
 *
 * Each database gets a fresh server in a child process of this script (createApp with the pinned
 * clock and raised join code limits, request log off), which also writes the players and runs the
 * check. PostgreSQL: a new database created on TEST_DATABASE_URL or DATABASE_URL when set (dropped
 * afterwards), otherwise a throwaway cluster from scripts/pg-throwaway.sh; skipped with a note when
 * neither works. The Auth emulator is FIREBASE_AUTH_EMULATOR_HOST when set, otherwise one started
 * here.
 *
 *   npm run bench:entry [-- --parties 40] [--contenders 20] [--rounds 5] [--seed 1] [--only pglite|postgres]
 */
import { parseArgs } from 'node:util'
import { insertPlayer } from '../server/accounts/playerStore.ts'
import type { Database } from '../server/db/database.ts'
import { random as seededRandom } from '../server/master/artwork/svg.ts'
import { ResultCode } from '../src/domain/apiEnvelope.ts'
import type { JoinCode, Party, UserSlot } from '../src/domain/contract/entry.ts'
import { base64UrlEncode, parseTicket, verifyTicket } from '../src/domain/entry/ticket.ts'
import { slotStartOf } from '../src/domain/reservation/reservationRules.ts'
import { dayPlan } from '../src/domain/schedule/dayPlan.ts'
import { compactDate, tokyoIso } from '../src/domain/schedule/tokyoTime.ts'
import { type Account, emulatorAccounts, forEachLimited, machine, onEachDatabase, runBench, withServer } from './support/benchRun.ts'
import { serve } from './support/benchServer.ts'
import { ms, percentile } from './support/stats.ts'

/** Not bench:reserve's 54341, so the two benches can run side by side. */
const THROWAWAY_PORT = '54342'
/** Wednesday 2 December 2026, 12:00 in Tokyo. */
const TODAY = '2026-12-02'
const NOW = slotStartOf(TODAY, '12:00')
/** Far above what the bench sends: the join code limits are not what is measured. */
const RAISED_LIMITS = { joinCodePerUid: 1_000_000, codeFailuresFreePerUid: 1_000_000, codeFailuresFreePerAddress: 1_000_000 }

// --- the server, in a child process ------------------------------------------------------------

type NewPlayer = { uid: string; email: string; name: string }

type Audit = {
  /** The parties holding an entry number of TODAY, in number order. */
  entered: { party_id: string; entry_number: number; status: string }[]
  /** The day's counter (entry_counter.last_number), null without a row. */
  counter: number | null
  /** Players holding more than one open seat. */
  doubleSeats: number
  /** Entered parties of TODAY whose open seats are not 3. */
  partiesNotFull: number
  /** Rows in the waiting line for the entered parties of TODAY (none before check-in). */
  waiting: number
  /** The contention members' join codes: the party that read each. */
  reads: { user_id: string; read_by_party: string | null }[]
}

/** The bench's own requests to its server, and the answers (benchServer.ts adds stop, ready and errors). */
type ToServer = { kind: 'players'; players: NewPlayer[] } | { kind: 'audit'; members: string[] }
type FromServer = { kind: 'players'; userIds: string[] } | { kind: 'audit'; audit: Audit }

async function addPlayers(db: Database, players: NewPlayer[]): Promise<string[]> {
  const userIds: string[] = []
  await forEachLimited(players, db.kind === 'postgres' ? 8 : 1, async (player, index) => {
    userIds[index] = await db.transaction((tx) => insertPlayer(tx, { firebaseUid: player.uid, email: player.email, name: player.name }))
  })
  return userIds
}

async function audit(db: Database, members: string[]): Promise<Audit> {
  const entered = await db.query<{ party_id: string; entry_number: number; status: string }>(
    'select id as party_id, entry_number, status from party where entry_day = $1::date order by entry_number, id',
    [TODAY],
  )
  const [counter] = await db.query<{ last_number: number }>('select last_number from entry_counter where day = $1::date', [TODAY])
  const [doubles] = await db.query<{ n: number }>('select count(*)::int as n from (select user_id from party_player where open group by user_id having count(*) > 1) twice')
  const [notFull] = await db.query<{ n: number }>(
    `select count(*)::int as n from party p where p.entry_day = $1::date
        and (select count(*) from party_player pp where pp.party_id = p.id and pp.open) <> 3`,
    [TODAY],
  )
  const [waiting] = await db.query<{ n: number }>('select count(*)::int as n from waiting_party w join party p on p.id = w.party_id where p.entry_day = $1::date', [TODAY])
  const reads = await db.query<{ user_id: string; read_by_party: string | null }>('select user_id::text as user_id, read_by_party from join_code where user_id = any($1::uuid[])', [members])
  return { entered, counter: counter?.last_number ?? null, doubleSeats: doubles?.n ?? 0, partiesNotFull: notFull?.n ?? 0, waiting: waiting?.n ?? 0, reads }
}

/** `bench/entry.ts --serve`: the server side, with the pinned clock and the raised join code limits. */
function serveEntry(): Promise<void> {
  return serve<ToServer, FromServer>({
    now: NOW,
    rateLimits: RAISED_LIMITS,
    answer: async (db, request) => (request.kind === 'players' ? { kind: 'players', userIds: await addPlayers(db, request.players) } : { kind: 'audit', audit: await audit(db, request.members) }),
  })
}

// --- the bench ---------------------------------------------------------------------------------

/** A Firebase user on the emulator (shared by both databases) and its player on one database. */
type Player = Account & { userId: string }

/** A reply: HTTP status, result code (undefined when the body is no envelope), data, and the client's latency. */
type Reply<T = unknown> = { http: number; code: number | undefined; data: T; text: string; ms: number }

/** Calls `path` under /api/v1 with an optional JSON body and bearer token; latency from sending to the body read. */
async function call<T = unknown>(base: string, method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<Reply<T>> {
  const headers: Record<string, string> = {}
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  if (options.token) headers.authorization = `Bearer ${options.token}`
  const start = performance.now()
  try {
    const response = await fetch(`${base}/api/v1${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) })
    const text = await response.text()
    const ms = performance.now() - start
    try {
      const body = JSON.parse(text) as { result?: { status?: number }; data?: T }
      return { http: response.status, code: body.result?.status, data: body.data as T, text, ms }
    } catch {
      return { http: response.status, code: undefined, data: undefined as T, text, ms }
    }
  } catch (error) {
    return { http: 0, code: undefined, data: undefined as T, text: `no reply: ${error instanceof Error ? error.message : String(error)}`, ms: performance.now() - start }
  }
}

const describe = (what: string, reply: Reply) => `${what}: HTTP ${reply.http}, code ${reply.code ?? '?'}: ${reply.text.slice(0, 160)}`

/** A reply that must be a success; its data, or a thrown error that stops the bench (setup). */
function mustSucceed<T>(what: string, reply: Reply<T>): T {
  if (reply.http !== 200 || reply.code !== ResultCode.ok) throw new Error(describe(what, reply))
  return reply.data
}

/** The items in an order drawn from `random` (Fisher-Yates). */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items]
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1))
    ;[copy[index], copy[other]] = [copy[other] as T, copy[index] as T]
  }
  return copy
}

/** Latencies of one kind of request in one phase. */
type Timing = { label: string; requests: number; seconds: number; p50: number; p99: number; max: number }

function timing(label: string, latencies: number[], seconds: number): Timing {
  const sorted = [...latencies].sort((a, b) => a - b)
  return { label, requests: sorted.length, seconds, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted.at(-1) ?? Number.NaN }
}

/** Collects latencies by kind and counts what went wrong. */
class Recorder {
  readonly latencies = new Map<string, number[]>()
  readonly problems: string[] = []

  record(kind: string, reply: Reply): void {
    const list = this.latencies.get(kind) ?? []
    list.push(reply.ms)
    this.latencies.set(kind, list)
  }

  all(): number[] {
    return [...this.latencies.values()].flat()
  }
}

type Team = { index: number; leader: Player; members: [Player, Player]; partyId: string; codes: [string, string] }

/** The code as a player would pass it on: shown (XXXX-XXXX) or typed (lower case, no dash). */
function spelled(code: string, random: () => number): string {
  return random() < 0.5 ? `${code.slice(0, 4)}-${code.slice(4)}` : code.toLowerCase()
}

const slotBody = (index: number) => ({
  type: 'user:slot',
  player_name: `Bench${index}`,
  player_tts_name: 'ベンチ',
  avatar_id: 1,
  spirit_id: 1,
  coupon_id: null,
  items: [],
})

const createBody = (index: number) => ({ type: 'party:create', name: `Crew${index}`, tts_name: 'クルー', language: 0 })

/** One signed-in read per client, all at once: opens as many connections as the phase will use. */
async function warmUp(base: string, players: readonly Player[]): Promise<void> {
  await Promise.all(players.map(async (player) => mustSucceed('warm-up GET /user/self/slot', await call(base, 'GET', '/user/self/slot', { token: player.token }))))
}

type Setup = { teams: Team[]; contenders: { leader: Player; partyId: string }[]; targets: { member: Player; code: string }[]; seconds: number; requests: number }

/** Entries for everyone, the members' join codes, the leaders' parties. */
async function setUp(base: string, players: Player[], options: Options): Promise<Setup> {
  const started = performance.now()
  let requests = 0
  const counted = async <T>(what: string, reply: Promise<Reply<T>>) => {
    requests += 1
    return mustSucceed(what, await reply)
  }
  await forEachLimited(players, 16, async (player, index) => {
    await counted('POST /user/self/slot', call(base, 'POST', '/user/self/slot', { token: player.token, body: slotBody(index) }))
  })
  const teamCount = options.parties
  const partyPlayers = players.slice(0, 3 * teamCount)
  const contenderPlayers = players.slice(3 * teamCount, 3 * teamCount + options.contenders)
  const targetPlayers = players.slice(3 * teamCount + options.contenders)
  const codes = new Map<string, string>()
  const parties = new Map<string, string>()
  const issuers = [...partyPlayers.filter((_, index) => index % 3 !== 0), ...targetPlayers]
  const creators = [...partyPlayers.filter((_, index) => index % 3 === 0), ...contenderPlayers]
  const jobs = [
    ...issuers.map((player) => async () => {
      const code = await counted('POST /user/self/joincode', call<JoinCode>(base, 'POST', '/user/self/joincode', { token: player.token, body: { type: 'user:joincode' } }))
      codes.set(player.userId, code.code)
    }),
    ...creators.map((player, index) => async () => {
      const created = await counted('POST /party/create', call<{ party_id: string }>(base, 'POST', '/party/create', { token: player.token, body: createBody(index + 1) }))
      parties.set(player.userId, created.party_id)
    }),
  ]
  await forEachLimited(jobs, 16, (job) => job())
  const teams = Array.from({ length: teamCount }, (_, index): Team => {
    const [leader, first, second] = partyPlayers.slice(3 * index, 3 * index + 3) as [Player, Player, Player]
    return { index, leader, members: [first, second], partyId: parties.get(leader.userId) ?? '', codes: [codes.get(first.userId) ?? '', codes.get(second.userId) ?? ''] }
  })
  return {
    teams,
    contenders: contenderPlayers.map((leader) => ({ leader, partyId: parties.get(leader.userId) ?? '' })),
    targets: targetPlayers.map((member) => ({ member, code: codes.get(member.userId) ?? '' })),
    seconds: (performance.now() - started) / 1000,
    requests,
  }
}

type OrganisePhase = { seconds: number; requests: number; organised: number; timings: Timing[]; problems: string[] }

/** Every leader at once: each member's code read, the member's entry looked up, then the party organised. */
async function organisePhase(base: string, teams: Team[], random: () => number): Promise<OrganisePhase> {
  const recorder = new Recorder()
  const order = shuffled(teams, random)
  const spellings = new Map(order.map((team) => [team.index, team.codes.map((code) => spelled(code, random))]))
  let organised = 0
  const started = performance.now()
  await Promise.all(
    order.map(async (team) => {
      const memberIds: string[] = []
      for (const [slot, member] of team.members.entries()) {
        const code = spellings.get(team.index)?.[slot] ?? ''
        const read = await call<{ follow_code: string }>(base, 'GET', `/info/joincode?code=${encodeURIComponent(code)}`, { token: team.leader.token })
        recorder.record('GET /info/joincode', read)
        if (read.http !== 200 || read.code !== ResultCode.ok) {
          recorder.problems.push(describe(`party ${team.index + 1} reading ${code}`, read))
          return
        }
        const looked = await call<UserSlot>(base, 'GET', `/info/userslot?code=${encodeURIComponent(read.data.follow_code)}`, { token: team.leader.token })
        recorder.record('GET /info/userslot', looked)
        if (looked.http !== 200 || looked.code !== ResultCode.ok || looked.data.user_id !== member.userId) {
          recorder.problems.push(describe(`party ${team.index + 1} looking up ${read.data.follow_code}`, looked))
          return
        }
        memberIds.push(looked.data.user_id)
      }
      const done = await call<Party>(base, 'POST', '/party/organize', {
        token: team.leader.token,
        body: { type: 'party:organize', party_id: team.partyId, players: memberIds },
      })
      recorder.record('POST /party/organize', done)
      if (done.http !== 200 || done.code !== ResultCode.ok || done.data.status !== 'organized' || done.data.size !== 3) {
        recorder.problems.push(describe(`party ${team.index + 1} organising`, done))
        return
      }
      organised += 1
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const timings = [timing('all', recorder.all(), seconds), ...[...recorder.latencies].map(([kind, list]) => timing(kind, list, seconds))]
  return { seconds, requests: recorder.all().length, organised, timings, problems: recorder.problems }
}

type EntryPhase = { timing: Timing; entries: number; replies: Map<string, Party>; problems: string[] }

/** Every leader confirms its party at once. */
async function entryPhase(base: string, teams: Team[], random: () => number): Promise<EntryPhase> {
  const recorder = new Recorder()
  const replies = new Map<string, Party>()
  const started = performance.now()
  await Promise.all(
    shuffled(teams, random).map(async (team) => {
      const reply = await call<Party>(base, 'POST', '/facility/entry', { token: team.leader.token, body: { type: 'party:entry', party_id: team.partyId } })
      recorder.record('POST /facility/entry', reply)
      if (reply.http !== 200 || reply.code !== ResultCode.ok || reply.data.status !== 'entered' || reply.data.ticket === null || reply.data.entry_number === null) {
        recorder.problems.push(describe(`party ${team.index + 1} entering`, reply))
        return
      }
      replies.set(team.partyId, reply.data)
    }),
  )
  const seconds = (performance.now() - started) / 1000
  return { timing: timing('POST /facility/entry', recorder.all(), seconds), entries: replies.size, replies, problems: recorder.problems }
}

type ContentionPhase = { timing: Timing; rounds: number; exactlyOne: number; alreadyRead: number; winners: Map<string, string>; problems: string[] }

/** `rounds` times: every contender reads the same member's code at once. */
async function contentionPhase(base: string, setup: Setup, random: () => number): Promise<ContentionPhase> {
  const recorder = new Recorder()
  /** The member's user id, and the party whose leader was answered 200. */
  const winners = new Map<string, string>()
  let exactlyOne = 0
  let alreadyRead = 0
  let seconds = 0
  for (const [round, target] of setup.targets.entries()) {
    const started = performance.now()
    const replies = await Promise.all(
      shuffled(setup.contenders, random).map(async (contender) => {
        const reply = await call(base, 'GET', `/info/joincode?code=${encodeURIComponent(spelled(target.code, random))}`, { token: contender.leader.token })
        recorder.record('GET /info/joincode (same code)', reply)
        return { contender, reply }
      }),
    )
    seconds += (performance.now() - started) / 1000
    const won = replies.filter(({ reply }) => reply.http === 200 && reply.code === ResultCode.ok)
    const lost = replies.filter(({ reply }) => reply.http === 409 && reply.code === ResultCode.joinCodeAlreadyRead)
    alreadyRead += lost.length
    if (won.length === 1) exactlyOne += 1
    else recorder.problems.push(`round ${round + 1}: ${won.length} leaders were answered 200 for one code (must be 1)`)
    if (won[0]) winners.set(target.member.userId, won[0].contender.partyId)
    for (const { reply } of replies) {
      if (!won.some((entry) => entry.reply === reply) && !lost.some((entry) => entry.reply === reply)) recorder.problems.push(describe(`round ${round + 1}`, reply))
    }
  }
  return { timing: timing('GET /info/joincode (same code)', recorder.all(), seconds), rounds: setup.targets.length, exactlyOne, alreadyRead, winners, problems: recorder.problems }
}

type TicketCheck = { verified: number; tampered: boolean; problems: string[] }

/** Every ticket of the entry replies against the server's public key; and one altered, which must fail. */
async function checkTickets(base: string, replies: Map<string, Party>, numbers: Map<string, number>): Promise<TicketCheck> {
  const problems: string[] = []
  const key = mustSucceed('GET /info/ticketkey', await call<{ algorithm: string; public_key: string }>(base, 'GET', '/info/ticketkey'))
  const issuedAt = Math.floor(NOW.getTime() / 1000)
  let verified = 0
  for (const [partyId, party] of replies) {
    const payload = await verifyTicket(party.ticket ?? '', key.public_key)
    if (!payload) {
      problems.push(`the ticket of party ${partyId} does not verify`)
      continue
    }
    const expected = { p: partyId, n: numbers.get(partyId), d: compactDate(TODAY), t: issuedAt }
    if (payload.p !== expected.p || payload.n !== expected.n || payload.n !== party.entry_number || payload.d !== expected.d || payload.t !== expected.t) {
      problems.push(`the ticket of party ${partyId} says ${JSON.stringify(payload)}, expected ${JSON.stringify(expected)}`)
      continue
    }
    verified += 1
  }
  // A control: the first ticket with its number changed (signature kept) must not verify.
  let tampered = false
  const first = [...replies.values()][0]?.ticket
  const parsed = first ? parseTicket(first) : null
  if (first && parsed) {
    const altered = new TextEncoder().encode(JSON.stringify({ ...parsed.payload, n: parsed.payload.n + 1 }))
    const [prefix, , signature] = first.split('.')
    tampered = (await verifyTicket(`${prefix}.${base64UrlEncode(altered)}.${signature}`, key.public_key)) === null
    if (!tampered) problems.push('a ticket with an altered entry number verifies')
  }
  return { verified, tampered, problems }
}

type Integrity = {
  /** The day's numbers are exactly 1..N, one party each, agreeing with the replies and the counter. */
  numbersOk: boolean
  numbersSummary: string
  doubleSeats: number
  partiesNotFull: number
  waiting: number
  ticketsVerified: number
  contentionHeld: number
  problems: string[]
}

function checkDatabase(audit: Audit, entry: EntryPhase, contention: ContentionPhase, parties: number): Integrity {
  const problems: string[] = []
  const numbers = audit.entered.map((row) => row.entry_number)
  const distinct = new Set(numbers).size
  const gaps = Array.from({ length: parties }, (_, index) => index + 1).filter((n) => !numbers.includes(n))
  const extra = numbers.filter((n) => n < 1 || n > parties)
  let numbersOk = numbers.length === parties && distinct === parties && gaps.length === 0 && extra.length === 0
  if (!numbersOk) problems.push(`entry numbers of ${TODAY}: ${numbers.length} parties, ${distinct} distinct, missing [${gaps.join(', ')}], out of range [${extra.join(', ')}]`)
  if (audit.counter !== parties) {
    numbersOk = false
    problems.push(`the day's entry counter is ${audit.counter}, ${parties} parties entered`)
  }
  for (const row of audit.entered) {
    const replied = entry.replies.get(row.party_id)
    if (!replied || replied.entry_number !== row.entry_number || row.status !== 'entered') {
      numbersOk = false
      problems.push(`party ${row.party_id}: number ${row.entry_number} (${row.status}) in the database, ${replied?.entry_number ?? 'none'} replied`)
    }
  }
  if (audit.doubleSeats !== 0) problems.push(`${audit.doubleSeats} players hold two open seats`)
  if (audit.partiesNotFull !== 0) problems.push(`${audit.partiesNotFull} entered parties do not have 3 open seats`)
  if (audit.waiting !== 0) problems.push(`${audit.waiting} waiting line rows for ${parties} parties entered, none checked in`)
  let contentionHeld = 0
  for (const read of audit.reads) {
    const winner = contention.winners.get(read.user_id)
    if (winner !== undefined && read.read_by_party === winner) contentionHeld += 1
    else problems.push(`member ${read.user_id}: code read by ${read.read_by_party ?? 'no party'} in the database, ${winner ?? 'none'} answered 200`)
  }
  if (audit.reads.length !== contention.rounds) problems.push(`${audit.reads.length} contention codes in the database for ${contention.rounds} rounds`)
  const numbersSummary = numbers.length === 0 ? 'none' : `${Math.min(...numbers)}..${Math.max(...numbers)} (${numbers.length}, ${distinct} distinct)`
  return { numbersOk, numbersSummary, doubleSeats: audit.doubleSeats, partiesNotFull: audit.partiesNotFull, waiting: audit.waiting, ticketsVerified: 0, contentionHeld, problems }
}

type Row = {
  database: string
  setup: Setup
  organise: OrganisePhase
  entry: EntryPhase
  contention: ContentionPhase
  integrity: Integrity
  /** Everything that is wrong: unexpected replies, failed checks, server errors. */
  problems: string[]
}

function benchDatabase(database: string, env: Record<string, string>, accounts: Account[], options: Options): Promise<Row> {
  return withServer<ToServer, FromServer, Row>(database, import.meta.filename, env, async (server, base) => {
    const random = seededRandom(options.seed)
    const written = await server.ask({ kind: 'players', players: accounts.map(({ uid, email }, index) => ({ uid, email, name: `B${index}` })) })
    if (written.kind !== 'players') throw new Error(`the players answered ${JSON.stringify(written)}`)
    const players: Player[] = accounts.map((account, index) => ({ ...account, userId: written.userIds[index] ?? '' }))
    console.error(`${database}: ${players.length} players written; setting up ${options.parties} parties and ${options.contenders} contenders...`)
    const setup = await setUp(base, players, options)
    const leaders = setup.teams.map((team) => team.leader)

    console.error(`${database}: organising ${options.parties} parties at once...`)
    await warmUp(base, leaders)
    const organise = await organisePhase(base, setup.teams, random)

    console.error(`${database}: ${options.parties} entries at once...`)
    await warmUp(base, leaders)
    const entry = await entryPhase(base, setup.teams, random)

    console.error(`${database}: ${options.contenders} leaders reading one code at once, ${options.rounds} rounds...`)
    await warmUp(
      base,
      setup.contenders.map((contender) => contender.leader),
    )
    const contention = await contentionPhase(base, setup, random)

    const checked = await server.ask({ kind: 'audit', members: setup.targets.map((target) => target.member.userId) })
    if (checked.kind !== 'audit') throw new Error(`the audit answered ${JSON.stringify(checked)}`)
    const integrity = checkDatabase(checked.audit, entry, contention, options.parties)
    const tickets = await checkTickets(base, entry.replies, new Map(checked.audit.entered.map((row) => [row.party_id, row.entry_number])))
    integrity.ticketsVerified = tickets.verified
    if (tickets.verified !== options.parties) tickets.problems.push(`${tickets.verified} of ${options.parties} tickets verified`)
    const problems = [...organise.problems, ...entry.problems, ...contention.problems, ...integrity.problems, ...tickets.problems]
    problems.push(...(await server.finish()))
    return { database, setup, organise, entry, contention, integrity, problems }
  })
}

function printRow(row: Row, options: Options): void {
  const { organise, entry, contention, integrity } = row
  console.log(`\n${row.database}\n`)
  console.log('| phase | requests | time s | requests/s | p50 ms | p99 ms | max ms |')
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |')
  console.log(`| setup (slots, join codes, parties; limited to 16 at a time) | ${row.setup.requests} | ${row.setup.seconds.toFixed(1)} | ${Math.round(row.setup.requests / row.setup.seconds)} | | | |`)
  for (const t of organise.timings) {
    const label = t.label === 'all' ? `organise, all requests (${organise.organised} of ${options.parties} parties organised)` : `organise: ${t.label}`
    console.log(`| ${label} | ${t.requests} | ${t.seconds.toFixed(2)} | ${Math.round(t.requests / t.seconds)} | ${ms(t.p50)} | ${ms(t.p99)} | ${ms(t.max)} |`)
  }
  const e = entry.timing
  console.log(
    `| entry: POST /facility/entry (${entry.entries} entered) | ${e.requests} | ${e.seconds.toFixed(2)} | ${Math.round(e.requests / e.seconds)} | ${ms(e.p50)} | ${ms(e.p99)} | ${ms(e.max)} |`,
  )
  const c = contention.timing
  console.log(
    `| contention: ${options.contenders} leaders x ${contention.rounds} codes | ${c.requests} | ${c.seconds.toFixed(2)} | ${Math.round(c.requests / c.seconds)} | ${ms(c.p50)} | ${ms(c.p99)} | ${ms(c.max)} |`,
  )
  console.log(`\nChecks on ${row.database}:`)
  console.log(`  organised parties:                        ${organise.organised} of ${options.parties}`)
  console.log(`  entries/s:                                ${(entry.entries / e.seconds).toFixed(1)} (${entry.entries} in ${e.seconds.toFixed(2)} s)`)
  console.log(`  entry numbers of ${TODAY}:              ${integrity.numbersSummary}${integrity.numbersOk ? ' = 1..N, no gap, no duplicate (ok)' : ' (MUST BE 1..N)'}`)
  console.log(`  players holding two open seats:           ${integrity.doubleSeats}${integrity.doubleSeats === 0 ? ' (ok)' : ' (MUST BE 0)'}`)
  console.log(`  entered parties without 3 open seats:     ${integrity.partiesNotFull}${integrity.partiesNotFull === 0 ? ' (ok)' : ' (MUST BE 0)'}`)
  console.log(`  waiting line rows before check-in:        ${integrity.waiting}${integrity.waiting === 0 ? ' (ok)' : ' (MUST BE 0)'}`)
  console.log(`  tickets verified against /info/ticketkey: ${integrity.ticketsVerified} of ${options.parties}${integrity.ticketsVerified === options.parties ? ' (ok)' : ''}`)
  console.log(
    `  contention rounds with exactly one 200:   ${contention.exactlyOne} of ${contention.rounds}${contention.exactlyOne === contention.rounds ? ' (ok)' : ' (MUST BE ALL)'}; ` +
      `3012 replies ${contention.alreadyRead} of ${contention.rounds * (options.contenders - 1)}; codes held by the winner ${integrity.contentionHeld}`,
  )
  for (const problem of row.problems) console.log(`  problem: ${problem}`)
}

// --- main ---------------------------------------------------------------------------------------

type Options = { parties: number; contenders: number; rounds: number; seed: number; only: string | undefined }

function parseOptions(): Options {
  const { values } = parseArgs({
    options: {
      parties: { type: 'string', default: '40' },
      contenders: { type: 'string', default: '20' },
      rounds: { type: 'string', default: '5' },
      seed: { type: 'string', default: '1' },
      only: { type: 'string' },
    },
  })
  const count = (name: 'parties' | 'contenders' | 'rounds' | 'seed', least: number) => {
    const value = Number(values[name])
    if (!Number.isInteger(value) || value < least) throw new Error(`--${name} must be a whole number of at least ${least}`)
    return value
  }
  if (values.only !== undefined && values.only !== 'pglite' && values.only !== 'postgres') throw new Error('--only is pglite or postgres')
  return { parties: count('parties', 1), contenders: count('contenders', 2), rounds: count('rounds', 1), seed: count('seed', 1), only: values.only }
}

async function main(): Promise<number> {
  const options = parseOptions()
  if (dayPlan(TODAY).reservationOnly || !dayPlan(TODAY).hours) throw new Error(`${TODAY} must be an ordinary open day`)
  const playerCount = 3 * options.parties + options.contenders + options.rounds

  const { host, accounts } = await emulatorAccounts(playerCount, 'bench-entry')

  const { rows, notes } = await onEachDatabase({ name: 'entry', throwawayPort: THROWAWAY_PORT, only: options.only, authHost: host }, async (database, env) => {
    const row = await benchDatabase(database, env, accounts, options)
    printRow(row, options)
    return row
  })

  console.log(
    `\nEntry and party under load: ${options.parties} parties of 3 (${3 * options.parties} players), ${options.contenders} contenders x ${options.rounds} codes, ` +
      `clock ${tokyoIso(NOW)}, seed ${options.seed} (${machine()})\n`,
  )
  console.log(
    '| database | organise requests/s | join code p50 / p99 ms | organize p50 / p99 ms | entries/s | entry p50 / p99 ms | numbers 1..N | double seats | tickets verified | contention: one 200 | contention p50 / p99 ms |',
  )
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | :---: | ---: | ---: | ---: | ---: |')
  for (const row of rows) {
    const kind = (label: string) => row.organise.timings.find((t) => t.label === label)
    const pair = (t: Timing | undefined) => (t ? `${ms(t.p50)} / ${ms(t.p99)}` : '-')
    const all = kind('all')
    const e = row.entry.timing
    console.log(
      `| ${row.database} | ${all ? Math.round(all.requests / all.seconds) : '-'} | ${pair(kind('GET /info/joincode'))} | ${pair(kind('POST /party/organize'))} | ` +
        `${(row.entry.entries / e.seconds).toFixed(1)} | ${pair(e)} | ${row.integrity.numbersOk ? 'yes' : 'NO'} | ${row.integrity.doubleSeats} | ` +
        `${row.integrity.ticketsVerified} / ${options.parties} | ${row.contention.exactlyOne} / ${row.contention.rounds} | ${pair(row.contention.timing)} |`,
    )
  }
  for (const note of notes) console.log(`\n${note}`)
  console.log('')
  for (const row of rows) console.log(`${row.database}: problems ${row.problems.length}: ${row.problems.length === 0 ? 'ok' : 'FAILED'}`)
  return rows.every((row) => row.problems.length === 0) ? 0 : 1
}

await runBench(main, serveEntry)
