import * as v from 'valibot'
import { type PlayerTitle, playerTitleSchema, type TitleRead } from '../../domain/contract/inbox.ts'
import { apiRequest } from '../api/client.ts'
import { db } from '../db/database.ts'
import { parseStored, parseStoredList } from '../db/storedRows.ts'
import { playerKey } from '../db/syncKeys.ts'
import { type LocalFirstView, useLocalFirst } from './localFirst.ts'
import { queueWrite } from '../sync/writeDelivery.ts'

/**
 * The titles the player has achieved (GET /user/self/title), stored as the collection `title`.
 * Seeing a new title marks it read through the outbox, like messages.
 */

export type { PlayerTitle }

const KIND = 'title'
const SYNC_KEY = playerKey(`collection:${KIND}`)
const readKey = (id: number) => `title:${id}`

export async function refreshTitles(): Promise<void> {
  const titles = await apiRequest('/user/self/title', v.array(playerTitleSchema))
  const now = Date.now()
  await db.transaction('rw', db.collections, db.outbox, db.syncMeta, async () => {
    const queued = new Map((await db.outbox.toArray()).map((row) => [row.key, row.body as { is_read?: boolean }]))
    await db.collections.where('kind').equals(KIND).delete()
    await db.collections.bulkPut(
      titles.map((title) => {
        const pending = queued.get(readKey(title.id))
        return { kind: KIND, id: String(title.id), data: pending?.is_read === undefined ? title : { ...title, is_read: pending.is_read } }
      }),
    )
    await db.syncMeta.put({ collection: SYNC_KEY, syncedAt: now, total: titles.length })
  })
}

async function readTitles() {
  const meta = await db.syncMeta.get(SYNC_KEY)
  if (!meta) return undefined
  const rows = await db.collections.where('kind').equals(KIND).toArray()
  const titles = parseStoredList(
    playerTitleSchema,
    rows.map((row) => row.data),
    'title',
  )
  titles.sort((a, b) => b.achieved_at.localeCompare(a.achieved_at) || a.id - b.id)
  return { value: titles, syncedAt: meta.syncedAt }
}

export function useTitles(): LocalFirstView<PlayerTitle[]> {
  return useLocalFirst(readTitles, refreshTitles, SYNC_KEY)
}

/** Marks a title read (or unread) here at once and queues PUT /user/self/title/{id}. */
export async function markTitleRead(id: number, isRead = true): Promise<void> {
  const row = await db.collections.get([KIND, String(id)])
  const title = row && parseStored(playerTitleSchema, row.data, 'title')
  if (!title || title.is_read === isRead) return
  await queueWrite(
    { kind: 'titleRead', key: readKey(id), method: 'PUT', path: `/user/self/title/${id}`, body: { type: 'user:title', is_read: isRead } satisfies TitleRead },
    [db.collections],
    async () => {
      await db.collections.put({ kind: KIND, id: String(id), data: { ...title, is_read: isRead } })
    },
  )
}
