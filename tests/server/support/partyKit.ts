import { expect } from 'vitest'
import { parsedMasterSet } from '../../../server/collections/masterSets.ts'
import type { UserStatus } from '../../../src/domain/contract/account.ts'
import type { JoinCode, Party, Slot } from '../../../src/domain/contract/entry.ts'
import type { StaffParty } from '../../../src/domain/contract/staff.ts'
import { ItemCategory } from '../../../src/domain/contract/master.ts'
import { base64UrlDecode, type TicketPayload } from '../../../src/domain/entry/ticket.ts'
import { slotStartOf } from '../../../src/domain/reservation/reservationRules.ts'
import { api } from './accounts.ts'
import { okData } from './replyAssertions.ts'
import type { ApiServer } from './apiServer.ts'
import type { QuickPlayer } from './players.ts'
import { lazyStaff } from './staff.ts'

/**
 * The calls of the entry and the party and their fixed moments, for the server tests of the entry
 * (party.test.ts, partyConcurrency.test.ts).
 */

/** Wednesday 2 December 2026, 12:00 in Tokyo: an ordinary open day. */
export const TODAY = '2026-12-02'
export const NOON = slotStartOf(TODAY, '12:00')
/** Monday 3 May 2027 (Golden Week): reservation-only by rule. */
export const PEAK_DAY = '2027-05-03'
export const MINUTE = 60_000
export const CODE_PATTERN = /^[A-HJKMNP-Z2-9]{8}$/
/** A well-formed party id no party has. */
export const NO_SUCH_PARTY = '00000000-0000-4000-8000-000000000000'

export const later = (from: Date, ms: number) => new Date(from.getTime() + ms)

export function ticketParts(ticket: string): { payload: TicketPayload; payloadText: string; signature: string } {
  const [prefix, payloadText, signature] = ticket.split('.')
  expect(prefix).toBe('DPT1')
  const bytes = base64UrlDecode(payloadText ?? '')
  if (!bytes || !signature || !payloadText) throw new Error(`not a ticket: ${ticket}`)
  return { payload: JSON.parse(new TextDecoder().decode(bytes)) as TicketPayload, payloadText, signature }
}

export type Items = { phys: number; phys2: number; exp: number; coin: number }

/** The calls of the entry and the party, for one test server. */
export function partyKit(server: ApiServer) {
  const call = (player: QuickPlayer, method: string, path: string, body?: unknown) => api(server.url, method, path, { token: player.token, body })
  const slotBody = (extra: Record<string, unknown> = {}) => ({
    type: 'user:slot',
    player_name: 'Player',
    player_tts_name: 'プレイヤー',
    avatar_id: 1,
    spirit_id: 1,
    coupon_id: null,
    items: [],
    ...extra,
  })
  const saveSlot = (player: QuickPlayer, extra: Record<string, unknown> = {}) => call(player, 'POST', '/user/self/slot', slotBody(extra))
  const slotOk = async (player: QuickPlayer, extra: Record<string, unknown> = {}) => okData<Slot>(await saveSlot(player, extra))
  const issue = (player: QuickPlayer) => call(player, 'POST', '/user/self/joincode', { type: 'user:joincode' })
  const issueOk = async (player: QuickPlayer) => okData<JoinCode>(await issue(player))
  const myCode = async (player: QuickPlayer) => okData<JoinCode | null>(await call(player, 'GET', '/user/self/joincode'))
  const create = (leader: QuickPlayer, name = 'Crew', extra: Record<string, unknown> = {}) =>
    call(leader, 'POST', '/party/create', { type: 'party:create', name, tts_name: 'クルー', language: 0, ...extra })
  const createOk = async (leader: QuickPlayer, name = 'Crew') => okData<{ party_id: string }>(await create(leader, name)).party_id
  const readCode = (leader: QuickPlayer, code: string) => call(leader, 'GET', `/info/joincode?code=${encodeURIComponent(code)}`)
  const readCodeOk = async (leader: QuickPlayer, code: string) => okData<{ follow_code: string }>(await readCode(leader, code)).follow_code
  const organize = (leader: QuickPlayer, partyId: string, members: readonly QuickPlayer[]) =>
    call(leader, 'POST', '/party/organize', { type: 'party:organize', party_id: partyId, players: members.map((member) => member.userId) })
  const enter = (leader: QuickPlayer, partyId: string) => call(leader, 'POST', '/facility/entry', { type: 'party:entry', party_id: partyId })
  const party = (player: QuickPlayer, partyId: string) => call(player, 'GET', `/party/${encodeURIComponent(partyId)}`)
  const partyOk = async (player: QuickPlayer, partyId: string) => okData<Party>(await party(player, partyId))
  const players = (player: QuickPlayer, partyId: string) => call(player, 'GET', `/party/${encodeURIComponent(partyId)}/players`)
  const status = async (player: QuickPlayer) => okData<UserStatus>(await call(player, 'GET', '/user/self/status'))
  const exit = (player: QuickPlayer, partyId: string | null) => call(player, 'POST', '/user/self/exit', { type: 'user:exit', party_id: partyId })
  const followCode = async (player: QuickPlayer) => (await server.db.query<{ follow_code: string }>('select follow_code from player where user_id = $1', [player.userId]))[0]?.follow_code ?? ''
  const waitingTime = (sessionId: string) => api(server.url, 'GET', `/facility/waitingtime?sessionid=${sessionId}`)
  const publicKey = async () => okData<{ algorithm: string; public_key: string }>(await api(server.url, 'GET', '/info/ticketkey')).public_key
  const staffToken = lazyStaff(server)
  const checkInReply = async (entryNumber: number | null) =>
    api(server.url, 'POST', '/staff/checkin', { token: await staffToken(), body: { type: 'staff:checkin', entry_number: entryNumber, pay_at_counter: true } })
  /** Staff check the entered party in at the counter (anyone short of topolo pays there): it joins the waiting line under a new session. */
  async function checkIn(entered: Party): Promise<string> {
    const checkedIn = okData<StaffParty>(await checkInReply(entered.entry_number))
    expect(checkedIn).toMatchObject({ party_id: entered.party_id, queue_status: 'waiting', session_id: expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/) })
    return checkedIn.session_id ?? ''
  }
  /** The party's rows in the waiting line. */
  const inLine = async (partyId: string) => (await server.db.query<{ n: number }>('select count(*)::int as n from waiting_party where party_id = $1', [partyId]))[0]?.n

  /** The leader creates a party and organises it with the members (every player must have a slot). */
  async function formParty(leader: QuickPlayer, members: readonly QuickPlayer[], name = 'Crew'): Promise<string> {
    const partyId = await createOk(leader, name)
    for (const member of members) await readCodeOk(leader, (await issueOk(member)).code)
    const organized = okData<Party>(await organize(leader, partyId, members))
    expect(organized).toMatchObject({ party_id: partyId, status: 'organized', size: members.length + 1 })
    return partyId
  }

  async function giveItem(player: QuickPlayer, itemId: number, count: number): Promise<void> {
    await server.db.query('insert into player_item (user_id, item_id, count) values ($1, $2, $3) on conflict (user_id, item_id) do update set count = excluded.count', [player.userId, itemId, count])
  }

  async function giveCoupon(player: QuickPlayer, couponId: number, fields: { status?: string; expiresAt?: Date | null } = {}): Promise<number> {
    const [row] = await server.db.query<{ id: number }>('insert into player_coupon (user_id, coupon_id, status, expires_at) values ($1, $2, $3, $4) returning id', [
      player.userId,
      couponId,
      fields.status ?? 'available',
      fields.expiresAt ?? null,
    ])
    if (!row) throw new Error('no coupon')
    return row.id
  }

  /** Items of the seeded master: two physical, one experience, one coin. */
  async function masterItems(): Promise<Items> {
    const items = await parsedMasterSet(server.db, 'items')
    const ofCategory = (category: number) => items.filter((item) => item.category === category).map((item) => item.id)
    const [phys, phys2] = ofCategory(ItemCategory.physical)
    const [exp] = ofCategory(ItemCategory.experience)
    const [coin] = ofCategory(ItemCategory.coin)
    if (phys === undefined || phys2 === undefined || exp === undefined || coin === undefined) throw new Error('the master lacks an item category')
    return { phys, phys2, exp, coin }
  }

  /** Rules that hold whatever happened: one open seat per player, a seat implies a slot and no fresh code, statuses agree. */
  async function expectConsistent(): Promise<void> {
    const twice = await server.db.query('select user_id from party_player where open group by user_id having count(*) > 1')
    expect(twice).toEqual([])
    const withoutSlot = await server.db.query<{ user_id: string }>(
      `select pp.user_id::text as user_id from party_player pp join party p on p.id = pp.party_id
        where pp.open and p.status in ('organized', 'entered') and not exists (select 1 from entry_slot s where s.user_id = pp.user_id)`,
    )
    expect(withoutSlot, 'a seated player without an entry').toEqual([])
    const freshCode = await server.db.query<{ user_id: string }>(
      `select pp.user_id::text as user_id from party_player pp join join_code j on j.user_id = pp.user_id
        where pp.open and j.used_at is null and j.read_by_party is distinct from pp.party_id`,
    )
    expect(freshCode, 'a seated player showing a join code for another party').toEqual([])
    const statusOff = await server.db.query<{ user_id: string }>(
      `select pp.user_id::text as user_id from party_player pp join party p on p.id = pp.party_id join player_status s on s.user_id = pp.user_id
        where pp.open and p.status in ('organized', 'entered') and s.party_id is distinct from pp.party_id`,
    )
    expect(statusOff, 'a seated player whose status names no party or another').toEqual([])
  }

  return {
    call,
    slotBody,
    saveSlot,
    slotOk,
    issue,
    issueOk,
    myCode,
    create,
    createOk,
    readCode,
    readCodeOk,
    organize,
    enter,
    party,
    partyOk,
    players,
    status,
    exit,
    followCode,
    waitingTime,
    publicKey,
    checkInReply,
    checkIn,
    inLine,
    formParty,
    giveItem,
    giveCoupon,
    masterItems,
    expectConsistent,
  }
}
