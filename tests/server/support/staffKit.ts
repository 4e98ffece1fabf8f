import { appendTopolo, topoloBalances } from '../../../server/accounts/topoloLedger.ts'
import type { JoinCode, Party } from '../../../src/domain/contract/entry.ts'
import type { QueueEntry, ResultPlayerInput, StaffCharge, StaffParty } from '../../../src/domain/contract/staff.ts'
import type { Quest } from '../../../src/domain/results/playOutcome.ts'
import { slotStartOf } from '../../../src/domain/reservation/reservationRules.ts'
import type { Database } from '../../../server/db/database.ts'
import { setTimeout as delay } from 'node:timers/promises'
import type { Reply } from './accounts.ts'
import { TOPOLO_REASON, TOPOLO_TYPE } from '../../../src/domain/topolo.ts'
import { api } from './accounts.ts'
import type { ApiServer } from './apiServer.ts'
import { type QuickPlayer, quickPlayers } from './players.ts'
import { okData } from './replyAssertions.ts'
import { lazyStaff } from './staff.ts'

/**
 * The staff kiosk's calls (look-up, player marks, check-in, line, start, result) and the players'
 * side of an entry, for the server tests of the counter (checkIn.test.ts, waitingLine.test.ts).
 */

const GAME_JOIN = TOPOLO_REASON.useGameJoin

/** Wednesday 2 December 2026, 12:00 in Tokyo: an ordinary open day. */
export const TODAY = '2026-12-02'
export const NOON = slotStartOf(TODAY, '12:00')
export const DAY_MS = 24 * 3_600_000
export const NO_SUCH_PARTY = '00000000-0000-4000-8000-000000000000'

/** One player's line of a result. */
export const line = (player: QuickPlayer, quests: Quest[], jny: number, eq: number, medals: number): ResultPlayerInput => ({
  user_id: player.userId,
  cleared_quests: quests,
  score_jny: jny,
  score_eq: eq,
  gold_medals: medals,
})

/** The counter's yen price of a first play for each topolo fee (adult, child; opening adult, child): fresh players have not played. */
export const FIRST_PLAY_YEN: Record<number, number> = { 900: 2750, 500: 1750, 720: 1800, 400: 1000 }

/** A charge as the kiosk shows it, nothing off, paid from the balances as given. */
export const charge = (player: QuickPlayer, fee: number, fromSilver: number, fromGold: number, extra: Partial<StaffCharge> = {}): StaffCharge => ({
  user_id: player.userId,
  fee,
  deposit: 0,
  discount: 0,
  credit_silver: 0,
  credit_gold: 0,
  due: fee,
  from_silver: fromSilver,
  from_gold: fromGold,
  short: 0,
  at_counter: false,
  counter_yen: FIRST_PLAY_YEN[fee] ?? Number.NaN,
  ...extra,
})

/**
 * A member leaving the party while staff call, as exitEntry takes its locks: the member's player
 * row, then, once the staff call waits on a lock, the party's row; answers the staff call's reply.
 * The staff call must take the players' rows before the party's too, or the two deadlock (PostgreSQL
 * answers one of them with an error). PostgreSQL only: PGlite runs one transaction at a time.
 */
export async function whileMemberLeaves(db: Database, memberId: string, partyId: string, staffCall: () => Promise<Reply>): Promise<Reply> {
  const waiting = async () => {
    const [row] = await db.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)
    return (row?.n ?? 0) > 0
  }
  let reply: Promise<Reply> | undefined
  let answered = false
  await db.transaction(async (tx) => {
    await tx.query('select 1 from player where user_id = $1 for update', [memberId])
    reply = staffCall().finally(() => {
      answered = true
    })
    while (!answered && !(await waiting())) await delay(10)
    await tx.query('select status from party where id = $1 for update', [partyId])
  })
  if (!reply) throw new Error('no staff call')
  return reply
}

export type Entered = Party & { entry_number: number; ticket: string }
export type Footprint = {
  ledger: number
  charges: number
  line: number
  results: number
  messages: number
  achievements: number
  titles: number
  coupons_used: number
  reservations_checked_in: number
}

/** The calls of the counter, and the players' side of an entry, for one test server. */
export function staffKit(server: ApiServer) {
  const staffToken = lazyStaff(server)
  const asStaff = async (method: string, path: string, body?: unknown) => api(server.url, method, path, { token: await staffToken(), body })
  const call = (player: QuickPlayer, method: string, path: string, body?: unknown) => api(server.url, method, path, { token: player.token, body })

  const lookUp = (query: string) => asStaff('GET', `/staff/party?${query}`)
  const byEntry = (entryNumber: number) => lookUp(`entry=${entryNumber}`)
  const byTicket = (ticket: string) => lookUp(`ticket=${encodeURIComponent(ticket)}`)
  const markPlayer = (party: Entered, player: QuickPlayer, marks: { is_child?: boolean; is_student?: boolean }) =>
    asStaff('POST', '/staff/player', { type: 'staff:player', party_id: party.party_id, user_id: player.userId, ...marks })
  const checkIn = (lookup: { entry_number: number } | { ticket: string }, extra: Record<string, unknown> = {}) => asStaff('POST', '/staff/checkin', { type: 'staff:checkin', ...lookup, ...extra })
  const checkInOk = async (party: Entered, extra: Record<string, unknown> = {}) => okData<StaffParty>(await checkIn({ entry_number: party.entry_number }, extra))
  const start = (partyId: string) => asStaff('POST', '/staff/start', { type: 'staff:start', party_id: partyId })
  const record = (partyId: string, players: ResultPlayerInput[], mode: 'standard' | 'rank_battle' = 'standard') =>
    asStaff('POST', '/staff/result', { type: 'staff:result', party_id: partyId, mode, players })
  const queue = async () => okData<QueueEntry[]>(await asStaff('GET', '/staff/queue'))

  async function giveCoupon(player: QuickPlayer, couponId: number): Promise<number> {
    const [row] = await server.db.query<{ id: number }>('insert into player_coupon (user_id, coupon_id) values ($1, $2) returning id', [player.userId, couponId])
    if (!row) throw new Error('no coupon')
    return row.id
  }

  /** Slots for every player (named Seat1, Seat2, ...), the party formed by the first and entered: its number and ticket. */
  /**
   * `children`: players who declare themselves children with their slot; `leaderSays`: the leader's
   * word on members' ages, sent with the organize call.
   */
  async function enterParty(
    players: readonly QuickPlayer[],
    options: { name?: string; couponOf?: QuickPlayer; couponId?: number; children?: readonly QuickPlayer[]; leaderSays?: ReadonlyMap<QuickPlayer, boolean> } = {},
  ): Promise<Entered> {
    const [leader, ...members] = players
    if (!leader) throw new Error('no leader')
    for (const [index, player] of players.entries()) {
      const couponId = options.couponOf === player ? await giveCoupon(player, options.couponId ?? 1) : null
      const declared = options.children?.includes(player) ? { is_child: true } : {}
      const slot = { type: 'user:slot', player_name: `Seat${index + 1}`, player_tts_name: 'プレイヤー', avatar_id: 1, spirit_id: 1, coupon_id: couponId, items: [], ...declared }
      okData(await call(player, 'POST', '/user/self/slot', slot))
    }
    const created = okData<{ party_id: string }>(await call(leader, 'POST', '/party/create', { type: 'party:create', name: options.name ?? 'Crew', tts_name: 'クルー', language: 0 }))
    for (const member of members) {
      const { code } = okData<JoinCode>(await call(member, 'POST', '/user/self/joincode', { type: 'user:joincode' }))
      okData(await call(leader, 'GET', `/info/joincode?code=${code}`))
    }
    const organized = members.map((member) => {
      const isChild = options.leaderSays?.get(member)
      return isChild === undefined ? member.userId : { user_id: member.userId, is_child: isChild }
    })
    okData(await call(leader, 'POST', '/party/organize', { type: 'party:organize', party_id: created.party_id, players: organized }))
    const party = okData<Party>(await call(leader, 'POST', '/facility/entry', { type: 'party:entry', party_id: created.party_id }))
    if (party.entry_number === null || party.ticket === null) throw new Error('entered without a number or a ticket')
    return { ...party, entry_number: party.entry_number, ticket: party.ticket }
  }

  async function fund(player: QuickPlayer, silver: number, gold: number): Promise<void> {
    if (silver > 0) await appendTopolo(server.db, { userId: player.userId, type: TOPOLO_TYPE.silver, amount: silver, reason: TOPOLO_REASON.present })
    if (gold > 0) await appendTopolo(server.db, { userId: player.userId, type: TOPOLO_TYPE.gold, amount: gold, reason: TOPOLO_REASON.present })
  }

  /** Fresh players, each with the silver and gold given. */
  async function players(funds: readonly [number, number][]): Promise<QuickPlayer[]> {
    const made = await quickPlayers(server.db, funds.length)
    for (const [index, player] of made.entries()) await fund(player, funds[index]?.[0] ?? 0, funds[index]?.[1] ?? 0)
    return made
  }

  const balances = (player: QuickPlayer) => topoloBalances(server.db, player.userId)
  /** The player's play charges in the ledger (use label game join). */
  const gameJoins = (player: QuickPlayer) =>
    server.db.query<{ type: number; amount: number }>('select type, amount from topolo_ledger where user_id = $1 and reason = $2 order by id', [player.userId, GAME_JOIN])

  /** Counts of everything a check-in or a result writes, for "nothing changed". */
  async function footprint(partyId: string, everyone: readonly QuickPlayer[]): Promise<Footprint> {
    const [row] = await server.db.query<Footprint>(
      `select (select count(*)::int from topolo_ledger where user_id = any($2::uuid[])) as ledger,
              (select count(*)::int from check_in_charge where party_id = $1) as charges,
              (select count(*)::int from waiting_party where party_id = $1) as line,
              (select count(*)::int from play_result where party_id = $1) as results,
              (select count(*)::int from player_message where user_id = any($2::uuid[])) as messages,
              (select count(*)::int from player_achievement where user_id = any($2::uuid[])) as achievements,
              (select count(*)::int from player_title where user_id = any($2::uuid[])) as titles,
              (select count(*)::int from player_coupon where user_id = any($2::uuid[]) and status = 'used') as coupons_used,
              (select count(*)::int from reservation where user_id = any($2::uuid[]) and status = 'checked_in') as reservations_checked_in`,
      [partyId, everyone.map((player) => player.userId)],
    )
    if (!row) throw new Error('no footprint')
    return row
  }

  return { asStaff, call, lookUp, byEntry, byTicket, checkIn, checkInOk, markPlayer, start, record, queue, giveCoupon, enterParty, fund, players, balances, gameJoins, footprint }
}
