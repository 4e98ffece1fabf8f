import { randomUUID } from 'node:crypto'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import type { OrganizedMember, Party, PartyCreate, PartyPlayer, UserInfo, UserSlot } from '../../src/domain/contract/entry.ts'
import { type DisbandReason, PARTY_ORIGIN_SMARTPHONE, partyCancellable, partyCoupon, partyEditable, partyOpen, type PartyStatus } from '../../src/domain/entry/partyRules.ts'
import { compactDate, tokyoDate } from '../../src/domain/schedule/tokyoTime.ts'
import type { Database, Queryable } from '../db/database.ts'
import { isUniqueViolation } from '../db/pgErrors.ts'
import { entryReservationCheck } from '../reservations/reservationStore.ts'
import { openPartyOf } from './entrySlotStore.ts'
import { ledPartyForUpdate } from './joinCodeStore.ts'
import type { TicketSigner } from './ticketSigner.ts'

/**
 * Parties (spec sections 3, 4 and 6): the leader creates one, organises it with the members whose
 * join codes it has read, and enters it at the facility, which gives it the day's next entry
 * number and a signed ticket. Any of its players may cancel, which disbands it for everyone. Every
 * call answers only the party's own players: anyone else gets "no such party".
 */

type PartyRow = {
  id: string
  leader_user_id: string
  name: string
  tts_name: string
  language: number
  origin: number
  status: PartyStatus
  coupon_id: number | null
  master_coupon_id: number | null
  coupon_from_leader: boolean | null
  /** yyyy-mm-dd: read as text, for node-postgres would make a `date` local midnight, a day early east of UTC. */
  entry_day: string | null
  entry_number: number | null
  session_id: string | null
  entered_at: Date | string | null
  disband_reason: DisbandReason | null
  size: number
}

const PARTY_SELECT = `select p.id, p.leader_user_id, p.name, p.tts_name, p.language, p.origin, p.status, p.coupon_id,
    pc.coupon_id as master_coupon_id, p.coupon_from_leader, p.entry_day::text as entry_day, p.entry_number, p.session_id, p.entered_at,
    p.disband_reason,
    (select count(*)::int from party_player c where c.party_id = p.id and (c.open or p.status in ('ended', 'disbanded'))) as size
  from party p left join player_coupon pc on pc.id = p.coupon_id`

function toParty(row: PartyRow, signer: TicketSigner): Party {
  const entered = row.entry_number !== null && row.entry_day !== null && row.entered_at !== null && (row.status === 'entered' || row.status === 'playing')
  return {
    party_id: row.id,
    name: row.name,
    tts_name: row.tts_name,
    language: row.language,
    origin: row.origin,
    status: row.status,
    size: row.size,
    leader_user_id: row.leader_user_id,
    coupon: row.coupon_id === null || row.master_coupon_id === null ? null : { id: row.coupon_id, coupon_id: row.master_coupon_id, from_leader: row.coupon_from_leader === true },
    entry_number: row.entry_number,
    session_id: row.session_id,
    entered_at: row.entered_at === null ? null : new Date(row.entered_at).toISOString(),
    ticket:
      entered && row.entry_day !== null && row.entry_number !== null && row.entered_at !== null
        ? signer.sign({
            p: row.id,
            n: row.entry_number,
            d: compactDate(row.entry_day),
            t: Math.floor(new Date(row.entered_at).getTime() / 1000),
          })
        : null,
    disband_reason: row.disband_reason,
  }
}

/** The party if `userId` is (or was) one of its players; null otherwise, as for an id that does not exist. */
export async function readParty(db: Queryable, userId: string, partyId: string, signer: TicketSigner): Promise<Party | null> {
  const [row] = await db.query<PartyRow>(`${PARTY_SELECT} where p.id = $1 and exists (select 1 from party_player m where m.party_id = p.id and m.user_id = $2)`, [partyId, userId])
  return row ? toParty(row, signer) : null
}

export async function readPartyPlayers(db: Queryable, userId: string, partyId: string): Promise<PartyPlayer[] | null> {
  const [member] = await db.query<{ status: PartyStatus }>('select p.status from party p join party_player m on m.party_id = p.id and m.user_id = $2 where p.id = $1', [partyId, userId])
  if (!member) return null
  const rows = await db.query<{
    user_id: string
    seat: number
    player_name: string | null
    player_tts_name: string | null
    avatar_id: number | null
    name: string | null
    tts_name: string
    profile_avatar: number | null
    level: number
    is_child: boolean
  }>(
    `select pp.user_id::text as user_id, pp.seat, s.player_name, s.player_tts_name, s.avatar_id, pl.name, pl.tts_name, pl.avatar_id as profile_avatar, pl.level,
            coalesce(pp.is_child, pl.is_child) as is_child
       from party_player pp join player pl on pl.user_id = pp.user_id left join entry_slot s on s.user_id = pp.user_id
      where pp.party_id = $1 and (pp.open or $2 in ('ended', 'disbanded'))
      order by pp.seat`,
    [partyId, member.status],
  )
  return rows.map((row) => ({
    user_id: row.user_id,
    seat: row.seat,
    is_leader: row.seat === 1,
    player_name: row.player_name ?? row.name ?? '',
    player_tts_name: row.player_tts_name ?? row.tts_name,
    avatar_id: row.avatar_id ?? row.profile_avatar ?? 1,
    level: row.level,
    is_child: row.is_child,
  }))
}

export type CreateRefusal = typeof ResultCode.noEntryCannotJoin | typeof ResultCode.alreadyInParty | typeof ResultCode.partyConfirmed

/**
 * Locks the player rows of everyone seated in the party, in one order. A player's own calls lock
 * their player row first and their party's row after it (exit, a new party; organising locks the
 * members' rows first too): staff's check-in and result call this before they lock the party row, so
 * a member leaving while staff check the party in waits for it instead of deadlocking with it.
 */
export async function lockPartyPlayers(tx: Queryable, partyId: string): Promise<void> {
  const seated = await tx.query<{ user_id: string }>('select user_id::text as user_id from party_player where party_id = $1', [partyId])
  for (const userId of seated.map((row) => row.user_id).sort()) await tx.query('select 1 from player where user_id = $1 for update', [userId])
}

/** Ends a party for all its players (in the caller's transaction). */
async function disband(tx: Queryable, partyId: string, reason: DisbandReason, now: Date): Promise<void> {
  await tx.query(`update party set status = 'disbanded', disband_reason = $2, ended_at = $3 where id = $1`, [partyId, reason, now])
  await tx.query(
    `update player_status set party_id = null, entry_status = 0, updated_at = now()
      where user_id in (select user_id from party_player where party_id = $1 and open)`,
    [partyId],
  )
  await tx.query('update party_player set open = false where party_id = $1', [partyId])
  // Codes this party read are spent: the members show new ones to join another party.
  await tx.query('delete from join_code where read_by_party = $1', [partyId])
  await tx.query('delete from waiting_party where party_id = $1', [partyId])
}

/** POST /party/create: the caller leads a new party; a party they were still forming is replaced. */
export async function createParty(db: Database, userId: string, body: Omit<PartyCreate, 'type'>, now: Date): Promise<{ ok: true; partyId: string } | { ok: false; code: CreateRefusal }> {
  try {
    return await db.transaction(async (tx) => {
      await tx.query('select 1 from player where user_id = $1 for update', [userId])
      const [slot] = await tx.query('select 1 from entry_slot where user_id = $1', [userId])
      if (!slot) return { ok: false, code: ResultCode.noEntryCannotJoin }
      const current = await openPartyOf(tx, userId)
      if (current && current.seat !== 1) return { ok: false, code: ResultCode.alreadyInParty }
      if (current && !partyEditable(current.status)) return { ok: false, code: ResultCode.partyConfirmed }
      if (current) await disband(tx, current.partyId, 'recreated', now)
      await tx.query('delete from join_code where user_id = $1', [userId])
      const partyId = randomUUID()
      await tx.query('insert into party (id, leader_user_id, name, tts_name, language, origin, created_at) values ($1, $2, $3, $4, $5, $6, $7)', [
        partyId,
        userId,
        body.name,
        body.tts_name,
        body.language,
        PARTY_ORIGIN_SMARTPHONE,
        now,
      ])
      await tx.query('insert into party_player (party_id, user_id, seat, joined_at) values ($1, $2, 1, $3)', [partyId, userId, now])
      await tx.query('update player_status set entry_status = 1, updated_at = now() where user_id = $1', [userId])
      return { ok: true, partyId }
    })
  } catch (error) {
    // Another request put the caller in a party between the check and the insert.
    if (isUniqueViolation(error)) return { ok: false, code: ResultCode.alreadyInParty }
    throw error
  }
}

export type OrganizeRefusal =
  | typeof ResultCode.notFound
  | typeof ResultCode.alreadyInParty
  | typeof ResultCode.notPartyLeader
  | typeof ResultCode.partyConfirmed
  | typeof ResultCode.joinCodeInvalid
  | typeof ResultCode.joinCodeAlreadyRead
  | typeof ResultCode.noEntryCannotJoin
  | typeof ResultCode.entryFailedMemberInOtherParty

/** Where `userId` stands with a party: not a player (as if it did not exist), a member, or its leader. */
async function roleIn(tx: Queryable, userId: string, partyId: string): Promise<'none' | 'member' | 'leader'> {
  const [row] = await tx.query<{ seat: number }>('select seat from party_player where party_id = $1 and user_id = $2 and open', [partyId, userId])
  if (!row) return 'none'
  return row.seat === 1 ? 'leader' : 'member'
}

/**
 * POST /party/organize: the leader seats the members whose join codes the party has read, in the
 * order given. A member already seated in another open party is refused by the unique index
 * (3001), so two leaders adding the same player at once seat them once.
 */
export async function organizeParty(db: Database, userId: string, partyId: string, members: readonly OrganizedMember[], now: Date): Promise<{ ok: true } | { ok: false; code: OrganizeRefusal }> {
  const memberIds = members.map((member) => member.user_id)
  try {
    return await db.transaction(async (tx) => {
      const role = await roleIn(tx, userId, partyId)
      if (role === 'none') return { ok: false, code: ResultCode.notFound }
      if (role === 'member') return { ok: false, code: ResultCode.notPartyLeader }
      // The members' player rows before the party's, in one order, as the members' own calls (a new
      // code, a party of their own, exit) lock them first: those wait for this one or this one sees
      // what they did, and seating a member (whose foreign key locks their row) cannot deadlock.
      for (const memberId of [...memberIds].sort()) await tx.query('select 1 from player where user_id = $1 for update', [memberId])
      const party = await ledPartyForUpdate(tx, userId)
      if (!party || party.id !== partyId) return { ok: false, code: ResultCode.partyConfirmed }
      if (memberIds.includes(userId)) return { ok: false, code: ResultCode.alreadyInParty }
      for (const memberId of memberIds) {
        const [code] = await tx.query<{ used_at: Date | null }>('select used_at from join_code where user_id = $1 and read_by_party = $2 for update', [memberId, partyId])
        const [seated] = await tx.query('select 1 from party_player where party_id = $1 and user_id = $2 and open', [partyId, memberId])
        if (!code && !seated) return { ok: false, code: ResultCode.joinCodeInvalid }
        const [slot] = await tx.query('select 1 from entry_slot where user_id = $1', [memberId])
        if (!slot) return { ok: false, code: ResultCode.noEntryCannotJoin }
        const elsewhere = await openPartyOf(tx, memberId)
        if (elsewhere && elsewhere.partyId !== partyId) return { ok: false, code: ResultCode.entryFailedMemberInOtherParty }
      }
      // Members no longer listed lose their seat (and may show a new code); the listed ones take seats 2 and 3.
      const dropped = await tx.query<{ user_id: string }>('delete from party_player where party_id = $1 and seat > 1 returning user_id::text as user_id', [partyId])
      for (const { user_id } of dropped) {
        if (!memberIds.includes(user_id)) await tx.query('update player_status set party_id = null, updated_at = now() where user_id = $1', [user_id])
      }
      for (const [index, { user_id: memberId, is_child: isChild }] of members.entries()) {
        // The leader's word on a member's age counts for this party only; left out, the member's own declaration does.
        await tx.query('insert into party_player (party_id, user_id, seat, joined_at, is_child) values ($1, $2, $3, $4, $5)', [partyId, memberId, index + 2, now, isChild ?? null])
        await tx.query('update join_code set used_at = $3 where user_id = $1 and read_by_party = $2', [memberId, partyId, now])
      }
      await tx.query(`update party set status = 'organized' where id = $1`, [partyId])
      await tx.query('update player_status set party_id = $1, updated_at = now() where user_id in (select user_id from party_player where party_id = $1 and open)', [partyId])
      return { ok: true }
    })
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, code: ResultCode.entryFailedMemberInOtherParty }
    throw error
  }
}

export type EntryRefusal =
  | typeof ResultCode.notFound
  | typeof ResultCode.notPartyLeader
  | typeof ResultCode.partyIncomplete
  | typeof ResultCode.reservationOnlyDay
  | typeof ResultCode.entryFailedMemberInOtherParty

/**
 * POST /facility/entry: the leader confirms the organised party. It takes the day's next entry
 * number (a counter row per Tokyo day, taken with an upsert) and the party's one coupon (the leader's
 * first), and cannot be edited any more; it joins the waiting line when staff check it in. Confirming again answers the same.
 */
export async function enterParty(db: Database, userId: string, partyId: string, now: Date): Promise<{ ok: true } | { ok: false; code: EntryRefusal }> {
  return db.transaction(async (tx) => {
    const role = await roleIn(tx, userId, partyId)
    if (role === 'none') return { ok: false, code: ResultCode.notFound }
    if (role === 'member') return { ok: false, code: ResultCode.notPartyLeader }
    const [party] = await tx.query<{ status: PartyStatus; name: string }>('select status, name from party where id = $1 for update', [partyId])
    if (!party) return { ok: false, code: ResultCode.notFound }
    if (party.status === 'entered' || party.status === 'playing') return { ok: true }
    if (party.status !== 'organized') return { ok: false, code: ResultCode.partyIncomplete }
    const seats = await tx.query<{ user_id: string; coupon_id: number | null; has_slot: boolean }>(
      `select pp.user_id, s.coupon_id, s.user_id is not null as has_slot from party_player pp left join entry_slot s on s.user_id = pp.user_id
        where pp.party_id = $1 and pp.open order by pp.seat`,
      [partyId],
    )
    if (seats.length < 2 || seats.some((seat) => !seat.has_slot)) return { ok: false, code: ResultCode.partyIncomplete }
    const reservation = await entryReservationCheck(tx, userId, now)
    if (!reservation.ok) return { ok: false, code: ResultCode.reservationOnlyDay }
    const coupon = partyCoupon(
      seats[0]?.coupon_id ?? null,
      seats.slice(1).map((seat) => seat.coupon_id),
    )
    const day = tokyoDate(now)
    const [counter] = await tx.query<{ last_number: number }>(
      `insert into entry_counter (day, last_number) values ($1::date, 1)
       on conflict (day) do update set last_number = entry_counter.last_number + 1 returning last_number`,
      [day],
    )
    if (!counter) throw new Error('no entry number')
    // The waiting line's session comes with the check-in at the counter (server/checkin/checkInStore.ts).
    await tx.query(
      `update party set status = 'entered', entry_day = $2::date, entry_number = $3, entered_at = $4, coupon_id = $5, coupon_from_leader = $6
        where id = $1`,
      [partyId, day, counter.last_number, now, coupon?.couponId ?? null, coupon ? coupon.fromLeader : null],
    )
    await tx.query('delete from join_code where read_by_party = $1', [partyId])
    return { ok: true }
  })
}

/**
 * POST /user/self/exit: the caller leaves the entry. The party they are in (the one named, or any
 * open one when none is named) is disbanded for everyone; their entry and join code are cleared.
 * Answers whether a party was disbanded; a named party the caller is not in is "no such party".
 */
export async function exitEntry(
  db: Database,
  userId: string,
  partyId: string | null,
  now: Date,
): Promise<{ ok: true; disbanded: boolean } | { ok: false; code: typeof ResultCode.notFound | typeof ResultCode.partyConfirmed }> {
  return db.transaction(async (tx) => {
    await tx.query('select 1 from player where user_id = $1 for update', [userId])
    const open = await openPartyOf(tx, userId)
    if (partyId !== null && open?.partyId !== partyId) {
      const [was] = await tx.query('select 1 from party_player where party_id = $1 and user_id = $2', [partyId, userId])
      if (!was) return { ok: false, code: ResultCode.notFound }
      // A party already disbanded (by another player) is left already; a party the player has
      // joined since (the exit of a stale screen) is not the one named and stays as it is.
      if (open) return { ok: true, disbanded: false }
    }
    let disbanded = false
    if (open) {
      const [party] = await tx.query<{ status: PartyStatus; checked_in_at: Date | null }>('select status, checked_in_at from party where id = $1 for update', [open.partyId])
      // Another player's exit may have disbanded it while this one waited for the lock: left already.
      if (party && partyOpen(party.status)) {
        // Checked in at the counter, the play is paid: staff handle a change of plans from there.
        if (!partyCancellable(party.status) || party.checked_in_at !== null) return { ok: false, code: ResultCode.partyConfirmed }
        await disband(tx, open.partyId, open.seat === 1 ? 'leaderCancelled' : 'memberCancelled', now)
        disbanded = true
      }
    }
    await tx.query('delete from join_code where user_id = $1', [userId])
    await tx.query('delete from entry_slot where user_id = $1', [userId])
    await tx.query('update player_status set entry_status = 0, party_id = null, updated_at = now() where user_id = $1', [userId])
    return { ok: true, disbanded }
  })
}

/**
 * Cancelling a reservation cancels its entry: on a reservation-only day, a party the player leads
 * that no longer has a reservation behind it is disbanded.
 */
export async function dropEntryWithoutReservation(db: Database, userId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const open = await openPartyOf(tx, userId)
    if (open?.seat !== 1 || !partyCancellable(open.status)) return false
    if ((await entryReservationCheck(tx, userId, now)).ok) return false
    await disband(tx, open.partyId, 'reservationCancelled', now)
    return true
  })
}

/** The player behind a follow code, if the caller's editable party has read their join code or seats them. */
async function playerInReach(db: Queryable, leaderId: string, followCode: string): Promise<string | null> {
  const [row] = await db.query<{ user_id: string }>(
    `select pl.user_id::text as user_id
       from player pl
       join party_player lead on lead.user_id = $1 and lead.open and lead.seat = 1
       join party p on p.id = lead.party_id and p.status in ('forming', 'organized')
      where pl.follow_code = $2
        and (exists (select 1 from join_code j where j.user_id = pl.user_id and j.read_by_party = p.id)
             or exists (select 1 from party_player m where m.party_id = p.id and m.user_id = pl.user_id and m.open))`,
    [leaderId, followCode],
  )
  return row?.user_id ?? null
}

/** GET /info/userslot?code: the entry of a player the caller is adding. */
export async function userSlotFor(db: Queryable, leaderId: string, followCode: string): Promise<UserSlot | null> {
  const userId = await playerInReach(db, leaderId, followCode)
  if (!userId) return null
  const [row] = await db.query<UserSlot>(
    `select s.user_id::text as user_id, s.player_name, s.player_tts_name, s.avatar_id, s.spirit_id, pl.level, pl.is_child
       from entry_slot s join player pl on pl.user_id = s.user_id where s.user_id = $1`,
    [userId],
  )
  return row ?? null
}

/** GET /info/user?code: the profile of a player the caller is adding. */
export async function userInfoFor(db: Queryable, leaderId: string, followCode: string): Promise<UserInfo | null> {
  const userId = await playerInReach(db, leaderId, followCode)
  if (!userId) return null
  const [row] = await db.query<UserInfo>('select user_id::text as user_id, name, tts_name, avatar_id, level, title_id from player where user_id = $1', [userId])
  return row ?? null
}
