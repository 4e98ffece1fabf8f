import { randomUUID } from 'node:crypto'
import type { Profile, UserStatus } from '../../src/domain/contract/account.ts'
import { batchedRows } from '../db/batchedRead.ts'
import type { Queryable } from '../db/database.ts'
import { generateFollowCode } from './followCode.ts'

/** Every player's avatars and spirits from the start (the master's `starter` records). */
export const STARTER_AVATAR_IDS = [1, 2, 3]
export const STARTER_SPIRIT_IDS = [1, 2]

export type NewPlayer = {
  userId?: string
  firebaseUid: string | null
  email: string | null
  name?: string | null
  ttsName?: string
  language?: number
  isDemo?: boolean
}

/** Inserts a player with a fresh unique join code, its status row and the starter collection. */
export async function insertPlayer(tx: Queryable, player: NewPlayer): Promise<string> {
  const userId = player.userId ?? randomUUID()
  for (let attempt = 0; ; attempt += 1) {
    const rows = await tx.query(
      `insert into player (user_id, firebase_uid, email, name, tts_name, language, follow_code, is_demo, avatar_id, spirit_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict (follow_code) do nothing returning user_id`,
      [
        userId,
        player.firebaseUid,
        player.email,
        player.name ?? null,
        player.ttsName ?? '',
        player.language ?? 0,
        generateFollowCode(),
        player.isDemo ?? false,
        STARTER_AVATAR_IDS[0],
        STARTER_SPIRIT_IDS[0],
      ],
    )
    if (rows.length === 1) break
    // 31^8 codes: a collision is rare, five in a row would mean something else is wrong.
    if (attempt >= 5) throw new Error('could not generate a unique join code')
  }
  await tx.query('insert into player_status (user_id) values ($1)', [userId])
  await tx.query('insert into player_avatar (user_id, avatar_id, unlocked) select $1, unnest($2::integer[]), true', [userId, STARTER_AVATAR_IDS])
  await tx.query('insert into player_spirit (user_id, spirit_id, unlocked) select $1, unnest($2::integer[]), true', [userId, STARTER_SPIRIT_IDS])
  return userId
}

export type PlayerRef = { user_id: string; firebase_uid: string | null }

export async function playerByUid(db: Queryable, firebaseUid: string): Promise<PlayerRef | null> {
  const [row] = await db.query<PlayerRef>('select user_id::text as user_id, firebase_uid from player where firebase_uid = $1', [firebaseUid], 'player_by_uid')
  return row ?? null
}

/**
 * Play-data inheritance: links a guest (a player without a Firebase user) to `firebaseUid`. The
 * conditional update makes it happen once; false when the id is unknown or already linked.
 */
export async function attachGuest(tx: Queryable, userId: string, firebaseUid: string, email: string | null): Promise<boolean> {
  const rows = await tx.query('update player set firebase_uid = $2, email = $3 where user_id = $1 and firebase_uid is null returning user_id', [userId, firebaseUid, email])
  return rows.length === 1
}

type ProfileRow = Omit<Profile, 'language'> & { language: number }

export async function readProfile(db: Queryable, firebaseUid: string): Promise<Profile | null> {
  const [row] = await db.query<ProfileRow>(
    `select user_id::text as user_id, follow_code, coalesce(email, '') as email, name, tts_name, avatar_id, spirit_id,
       is_child, mail_magazine, language, title_id from player where firebase_uid = $1`,
    [firebaseUid],
  )
  return row ? { ...row, language: row.language as Profile['language'] } : null
}

export type ProfileChanges = Partial<{
  name: string
  tts_name: string
  language: number
  mail_magazine: boolean
  avatar_id: number | null
  spirit_id: number | null
  title_id: number | null
}>

const CHANGEABLE = ['name', 'tts_name', 'language', 'mail_magazine', 'avatar_id', 'spirit_id', 'title_id'] as const

/** Updates the given fields of the caller's player only; false when the caller has no player. */
export async function updateProfile(db: Queryable, firebaseUid: string, changes: ProfileChanges): Promise<boolean> {
  const fields = CHANGEABLE.filter((field) => changes[field] !== undefined)
  const sets = fields.map((field, index) => `${field} = $${index + 2}`)
  const rows = await db.query(`update player set ${sets.length ? sets.join(', ') : 'user_id = user_id'} where firebase_uid = $1 returning user_id`, [
    firebaseUid,
    ...fields.map((field) => changes[field]),
  ])
  return rows.length === 1
}

type StatusRow = { key: string; entry_status: number; party_id: string | null; is_result_output: boolean }

/**
 * GET /user/self/status, the poll every phone makes (spec section 4): the statuses asked for in
 * one round trip to the database are read by one query (server/db/batchedRead.ts), each as fresh
 * as a query of its own.
 */
export function statusReader(db: Queryable): (firebaseUid: string) => Promise<UserStatus | null> {
  const rows = batchedRows<StatusRow>(
    db,
    `select p.firebase_uid as key, s.entry_status, s.party_id, s.is_result_output from player_status s join player p on p.user_id = s.user_id
     where p.firebase_uid = any($1::text[])`,
    'status_batch',
  )
  return async (firebaseUid) => {
    const row = await rows.get(firebaseUid)
    return row ? { entry_status: row.entry_status as UserStatus['entry_status'], party_id: row.party_id, is_result_output: row.is_result_output } : null
  }
}

export async function readStatus(db: Queryable, firebaseUid: string): Promise<UserStatus | null> {
  const [row] = await db.query<{ entry_status: number; party_id: string | null; is_result_output: boolean }>(
    `select s.entry_status, s.party_id, s.is_result_output from player_status s join player p on p.user_id = s.user_id
     where p.firebase_uid = $1`,
    [firebaseUid],
  )
  return row ? { ...row, entry_status: row.entry_status as UserStatus['entry_status'] } : null
}

export async function updateEntryStatus(db: Queryable, firebaseUid: string, entryStatus: number): Promise<boolean> {
  const rows = await db.query(
    `update player_status s set entry_status = $2, updated_at = now() from player p
     where p.user_id = s.user_id and p.firebase_uid = $1 returning s.user_id`,
    [firebaseUid, entryStatus],
  )
  return rows.length === 1
}

export async function recordLogin(db: Queryable, firebaseUid: string): Promise<PlayerRef | null> {
  const [row] = await db.query<PlayerRef>('update player set last_login_at = now() where firebase_uid = $1 returning user_id::text as user_id, firebase_uid', [firebaseUid])
  return row ?? null
}

/** Deletes the caller's player; the foreign keys cascade to every table of player data. */
export async function deletePlayer(db: Queryable, firebaseUid: string): Promise<boolean> {
  const rows = await db.query('delete from player where firebase_uid = $1 returning user_id', [firebaseUid])
  return rows.length === 1
}
