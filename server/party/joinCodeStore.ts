import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import type { JoinCode } from '../../src/domain/contract/entry.ts'
import { JOIN_CODE_LENGTH, JOIN_CODE_TTL_MINUTES, normalizeJoinCode } from '../../src/domain/entry/joinCode.ts'
import { partyEditable } from '../../src/domain/entry/partyRules.ts'
import type { Database, Queryable } from '../db/database.ts'
import { randomCode } from '../runtime/randomCode.ts'
import { openPartyOf } from './entrySlotStore.ts'

/**
 * Join codes (spec sections 3 and 5): a member shows one, a leader's party reads it, organising
 * uses it up. One code per player at a time (a new one replaces the old), drawn from a
 * cryptographic source, valid for JOIN_CODE_TTL_MINUTES. Reading locks the code's row, so two
 * leaders reading the same code at once get one party each way: the first reads it, the second
 * is told it was already read.
 */

export type IssueRefusal = typeof ResultCode.noEntryCannotJoin | typeof ResultCode.alreadyInParty
export type ReadRefusal =
  | typeof ResultCode.joinCodeInvalid
  | typeof ResultCode.joinCodeExpired
  | typeof ResultCode.joinCodeAlreadyRead
  | typeof ResultCode.alreadyInParty
  | typeof ResultCode.noEntryCannotJoin
  | typeof ResultCode.notPartyLeader

type JoinCodeRow = {
  code: string
  expires_at: Date | string
  read_by_party: string | null
  party_name: string | null
  leader_name: string | null
}

export async function readJoinCode(db: Queryable, userId: string): Promise<JoinCode | null> {
  const [row] = await db.query<JoinCodeRow>(
    `select j.code, j.expires_at, j.read_by_party, p.name as party_name, coalesce(s.player_name, l.name) as leader_name
       from join_code j
       left join party p on p.id = j.read_by_party
       left join entry_slot s on s.user_id = p.leader_user_id
       left join player l on l.user_id = p.leader_user_id
      where j.user_id = $1`,
    [userId],
  )
  if (!row) return null
  return {
    code: row.code,
    expires_at: new Date(row.expires_at).toISOString(),
    read: row.read_by_party !== null,
    party_id: row.read_by_party,
    party_name: row.party_name,
    leader_name: row.leader_name,
  }
}

/** POST /user/self/joincode: a new code for a player with an entry and no party. */
export async function issueJoinCode(db: Database, userId: string, now: Date): Promise<{ ok: true; joinCode: JoinCode } | { ok: false; code: IssueRefusal }> {
  return db.transaction(async (tx) => {
    await tx.query('select 1 from player where user_id = $1 for update', [userId])
    const [slot] = await tx.query('select 1 from entry_slot where user_id = $1', [userId])
    if (!slot) return { ok: false, code: ResultCode.noEntryCannotJoin }
    if (await openPartyOf(tx, userId)) return { ok: false, code: ResultCode.alreadyInParty }
    await tx.query('delete from join_code where user_id = $1', [userId])
    const expiresAt = new Date(now.getTime() + JOIN_CODE_TTL_MINUTES * 60_000)
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const inserted = await tx.query('insert into join_code (code, user_id, created_at, expires_at) values ($1, $2, $3, $4) on conflict (code) do nothing returning code', [
        randomCode(JOIN_CODE_LENGTH),
        userId,
        now,
        expiresAt,
      ])
      if (inserted.length === 1) {
        await tx.query('update player_status set entry_status = 2, party_id = null, updated_at = now() where user_id = $1', [userId])
        const joinCode = await readJoinCode(tx, userId)
        if (!joinCode) throw new Error('the join code vanished')
        return { ok: true, joinCode }
      }
    }
    throw new Error('no free join code after 8 draws')
  })
}

/** DELETE /user/self/joincode: the member stops showing a code (a party that read it can no longer organise with it). */
export async function withdrawJoinCode(db: Queryable, userId: string): Promise<void> {
  await db.query('delete from join_code where user_id = $1', [userId])
}

/** The editable party the caller leads, locked; null when there is none. */
export async function ledPartyForUpdate(tx: Queryable, leaderId: string): Promise<{ id: string } | null> {
  const [row] = await tx.query<{ id: string; status: string }>(
    `select p.id, p.status from party p join party_player pp on pp.party_id = p.id and pp.user_id = $1 and pp.open and pp.seat = 1
      for update of p`,
    [leaderId],
  )
  return row && partyEditable(row.status as 'forming') ? { id: row.id } : null
}

/**
 * GET /info/joincode?code: the caller's party reads a member's code; answers the member's follow
 * code. Every refusal of the spec has its own code.
 */
export async function readJoinCodeFor(db: Database, leaderId: string, typed: string, now: Date): Promise<{ ok: true; followCode: string } | { ok: false; code: ReadRefusal }> {
  const code = normalizeJoinCode(typed)
  if (!code) return { ok: false, code: ResultCode.joinCodeInvalid }
  return db.transaction(async (tx) => {
    const party = await ledPartyForUpdate(tx, leaderId)
    if (!party) return { ok: false, code: ResultCode.notPartyLeader }
    const [row] = await tx.query<{ user_id: string; expires_at: Date | string; read_by_party: string | null; used_at: Date | string | null; follow_code: string }>(
      `select j.user_id, j.expires_at, j.read_by_party, j.used_at, p.follow_code
         from join_code j join player p on p.user_id = j.user_id where j.code = $1 for update of j`,
      [code],
    )
    if (!row) return { ok: false, code: ResultCode.joinCodeInvalid }
    if (row.user_id === leaderId) return { ok: false, code: ResultCode.alreadyInParty }
    const [seated] = await tx.query('select 1 from party_player where party_id = $1 and user_id = $2 and open', [party.id, row.user_id])
    if (seated) return { ok: false, code: ResultCode.alreadyInParty }
    if (row.used_at !== null || (row.read_by_party !== null && row.read_by_party !== party.id)) return { ok: false, code: ResultCode.joinCodeAlreadyRead }
    if (new Date(row.expires_at) <= now) return { ok: false, code: ResultCode.joinCodeExpired }
    const [slot] = await tx.query('select 1 from entry_slot where user_id = $1', [row.user_id])
    if (!slot) return { ok: false, code: ResultCode.noEntryCannotJoin }
    await tx.query('update join_code set read_by_party = $2, read_at = $3 where code = $1', [code, party.id, now])
    return { ok: true, followCode: row.follow_code }
  })
}
