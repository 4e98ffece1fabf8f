import type { MessageItem, PlayerTitle } from '../../src/domain/contract/inbox.ts'
import type { LocalizedText } from '../../src/domain/locales.ts'
import type { Queryable } from '../db/database.ts'
import { playerByUid } from './playerStore.ts'

/**
 * The player's inbox: messages (player_message) and titles (player_title). Every read and write is
 * scoped to the caller's player through its Firebase uid, as the other /user/self stores are.
 */

type MessageRow = {
  id: number
  title: LocalizedText
  content: LocalizedText
  is_read: boolean
  created_at: Date | string
  party_id: string | null
  questionnaire: 'open' | 'answered' | null
}
type TitleRow = { title_id: number; is_read: boolean; achieved_at: Date | string }

const MESSAGE_COLUMNS = `m.id, m.title, m.content, m.is_read, m.created_at, m.party_id,
  case when m.party_id is null then null
       when exists (select 1 from play_questionnaire q where q.user_id = m.user_id and q.party_id = m.party_id) then 'answered'
       else 'open' end as questionnaire`

function toMessage(row: MessageRow): MessageItem {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    is_read: row.is_read,
    created_at: new Date(row.created_at).toISOString(),
    party_id: row.party_id,
    questionnaire: row.questionnaire,
  }
}

function toTitle(row: TitleRow): PlayerTitle {
  return { id: row.title_id, is_read: row.is_read, achieved_at: new Date(row.achieved_at).toISOString() }
}

export type MessagePage = { items: MessageItem[]; total: number; totalUnread: number }

/** A page of the caller's messages, newest first, with the counts of all and of the unread; null without a player. */
export async function listMessages(db: Queryable, firebaseUid: string, offset: number, limit: number): Promise<MessagePage | null> {
  const player = await playerByUid(db, firebaseUid)
  if (!player) return null
  const [rows, [counts]] = await Promise.all([
    db.query<MessageRow>(`select ${MESSAGE_COLUMNS} from player_message m where m.user_id = $1 order by m.created_at desc, m.id desc limit $2 offset $3`, [player.user_id, limit, offset]),
    db.query<{ total: number; total_unread: number }>('select count(*)::int as total, (count(*) filter (where not is_read))::int as total_unread from player_message where user_id = $1', [
      player.user_id,
    ]),
  ])
  return { items: rows.map(toMessage), total: counts?.total ?? 0, totalUnread: counts?.total_unread ?? 0 }
}

/** Marks the caller's message read (again, if it already is); null when the caller has no such message. */
export async function markMessageRead(db: Queryable, firebaseUid: string, messageId: number): Promise<MessageItem | null> {
  const [row] = await db.query<MessageRow>(
    `update player_message m set is_read = true from player p
     where p.user_id = m.user_id and p.firebase_uid = $1 and m.id = $2 returning ${MESSAGE_COLUMNS}`,
    [firebaseUid, messageId],
  )
  return row ? toMessage(row) : null
}

export type NewMessage = {
  userId: string
  title: LocalizedText
  content: LocalizedText
  isRead?: boolean
  createdAt?: Date
  /** Demo messages only: a second insert with the same key for the same player does nothing. */
  seedKey?: string
  /** The play a result's message is about. */
  partyId?: string
}

/** Adds a message to a player's inbox; null when a message with this seed key is already there. */
export async function insertMessage(db: Queryable, message: NewMessage): Promise<MessageItem | null> {
  const [row] = await db.query<MessageRow>(
    `insert into player_message as m (user_id, seed_key, title, content, is_read, created_at, party_id)
     values ($1, $2, $3::text::jsonb, $4::text::jsonb, $5, $6, $7)
     on conflict (user_id, seed_key) do nothing returning ${MESSAGE_COLUMNS}`,
    [message.userId, message.seedKey ?? null, JSON.stringify(message.title), JSON.stringify(message.content), message.isRead ?? false, message.createdAt ?? new Date(), message.partyId ?? null],
  )
  return row ? toMessage(row) : null
}

/** The caller's titles, newest first; null without a player. */
export async function listTitles(db: Queryable, firebaseUid: string): Promise<PlayerTitle[] | null> {
  const player = await playerByUid(db, firebaseUid)
  if (!player) return null
  const rows = await db.query<TitleRow>('select title_id, is_read, achieved_at from player_title where user_id = $1 order by achieved_at desc, title_id desc', [player.user_id])
  return rows.map(toTitle)
}

/** Sets is_read of the caller's title (the same value again changes nothing); null when the caller has no such title. */
export async function setTitleRead(db: Queryable, firebaseUid: string, titleId: number, isRead: boolean): Promise<PlayerTitle | null> {
  const [row] = await db.query<TitleRow>(
    `update player_title t set is_read = $3 from player p
     where p.user_id = t.user_id and p.firebase_uid = $1 and t.title_id = $2 returning t.title_id, t.is_read, t.achieved_at`,
    [firebaseUid, titleId, isRead],
  )
  return row ? toTitle(row) : null
}
