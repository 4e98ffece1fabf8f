import { type MessageItem, messageItemSchema, messageListReplySchema, MESSAGE_PAGE, type MessageRead } from '../../domain/contract/inbox.ts'
import { apiReply } from '../api/client.ts'
import { db } from '../db/database.ts'
import { parseStored, parseStoredList } from '../db/storedRows.ts'
import { playerKey } from '../db/syncKeys.ts'
import { type LocalFirstView, useLocalFirst } from './localFirst.ts'
import { queueWrite } from '../sync/writeDelivery.ts'
import { questionnaireKey } from './questionnaireRepository.ts'

/**
 * The player's message inbox (GET /user/self/message), kept in IndexedDB. Reading a message is
 * an idempotent write: it shows as read at once, also offline, and reaches the server through
 * the outbox.
 */

export type { MessageItem }
export type Inbox = { readonly items: MessageItem[]; readonly total: number; readonly unread: number }

const SYNC_KEY = playerKey('messages')
/** The inbox keeps the newest messages, as many as one call returns. */
const STORED_MESSAGES = MESSAGE_PAGE.maxLimit
const readKey = (id: number) => `message:${id}`

/** Refreshes the stored inbox; a read still queued for the server stays read. */
export async function refreshMessages(): Promise<void> {
  const reply = await apiReply(`/user/self/message?offset=0&limit=${STORED_MESSAGES}`, messageListReplySchema)
  const items = reply.data ?? []
  const now = Date.now()
  await db.transaction('rw', db.messages, db.outbox, db.syncMeta, async () => {
    const queued = new Set((await db.outbox.toArray()).map((row) => row.key))
    await db.messages.clear()
    // A read or a questionnaire answer still queued for the server stays as it is here.
    const asQueued = (item: MessageItem): MessageItem => ({
      ...item,
      is_read: item.is_read || queued.has(readKey(item.id)),
      questionnaire: item.party_id && item.questionnaire === 'open' && queued.has(questionnaireKey(item.party_id)) ? 'answered' : item.questionnaire,
    })
    await db.messages.bulkPut(items.map((item) => ({ id: item.id, data: asQueued(item) })))
    await db.syncMeta.put({ collection: SYNC_KEY, syncedAt: now, total: reply.total ?? items.length })
  })
}

async function readInbox() {
  const meta = await db.syncMeta.get(SYNC_KEY)
  if (!meta) return undefined
  const items = parseStoredList(
    messageItemSchema,
    (await db.messages.toArray()).map((row) => row.data),
    'message',
  )
  items.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
  const value: Inbox = { items, total: Math.max(meta.total ?? 0, items.length), unread: items.filter((item) => !item.is_read).length }
  return { value, syncedAt: meta.syncedAt }
}

export function useInbox(): LocalFirstView<Inbox> {
  return useLocalFirst(readInbox, refreshMessages, SYNC_KEY)
}

async function readMessage(id: number) {
  const meta = await db.syncMeta.get(SYNC_KEY)
  const row = await db.messages.get(id)
  if (!meta) return undefined
  // A message that is not stored (or not the player's) reads as "none": the screen says so.
  return { value: row ? (parseStored(messageItemSchema, row.data, 'message') ?? null) : null, syncedAt: meta.syncedAt }
}

/** One message: undefined while unknown, null when the inbox has no such message. */
export function useMessage(id: number): LocalFirstView<MessageItem | null> {
  return useLocalFirst(() => readMessage(id), refreshMessages, `${SYNC_KEY}:${id}`)
}

/** Marks a message read here at once and queues PUT /user/self/message/{id} for the server. */
export async function markMessageRead(id: number): Promise<void> {
  const row = await db.messages.get(id)
  const message = row && parseStored(messageItemSchema, row.data, 'message')
  if (!message || message.is_read) return
  await queueWrite(
    { kind: 'messageRead', key: readKey(id), method: 'PUT', path: `/user/self/message/${id}`, body: { type: 'user:message', is_read: true } satisfies MessageRead },
    [db.messages],
    async () => {
      await db.messages.put({ id, data: { ...message, is_read: true } })
    },
  )
}
