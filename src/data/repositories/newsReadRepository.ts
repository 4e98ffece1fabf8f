import * as v from 'valibot'
import { type NewsRead, newsReadListReplySchema } from '../../domain/contract/facility.ts'
import { apiReply } from '../api/client.ts'
import { db } from '../db/database.ts'
import { parseStored } from '../db/storedRows.ts'
import { playerKey } from '../db/syncKeys.ts'
import { type LocalFirstView, useLocalFirst } from './localFirst.ts'
import { queueWrite } from '../sync/writeDelivery.ts'

/**
 * Which news the signed-in player has opened (GET /user/self/news/read), for the news list's
 * unread markers. Kept in the `player` table (it goes at sign-out); opening an item marks it at
 * once, also offline, and PUT /user/self/news/{id} reaches the server through the outbox. Kept
 * apart from newsRepository, which the public top page loads without IndexedDB.
 */

const KEY = 'newsRead'
const SYNC_KEY = playerKey(KEY)
const QUEUE_PREFIX = 'news:'
const idsSchema = v.array(v.number())

async function readIds(): Promise<{ value: ReadonlySet<number>; syncedAt: number } | undefined> {
  const row = await db.player.get(KEY)
  if (!row) return undefined
  return { value: new Set(parseStored(idsSchema, row.data, 'news read') ?? []), syncedAt: row.syncedAt }
}

/** Reads the opened ids again; ids still queued for the server stay opened. */
async function refreshIds(): Promise<void> {
  const reply = await apiReply('/user/self/news/read', newsReadListReplySchema)
  await db.transaction('rw', db.player, db.outbox, async () => {
    const queued = (await db.outbox.where('key').startsWith(QUEUE_PREFIX).toArray()).map((row) => Number(row.key.slice(QUEUE_PREFIX.length)))
    await db.player.put({ key: KEY, data: [...new Set([...(reply.data ?? []), ...queued])], syncedAt: Date.now() })
  })
}

/** The ids of the news the player has opened (signed in only). */
export function useOpenedNews(): LocalFirstView<ReadonlySet<number>> {
  return useLocalFirst(readIds, refreshIds, SYNC_KEY)
}

/** Marks an item opened here at once and queues PUT /user/self/news/{id} for the server. */
export async function markNewsOpened(id: number): Promise<void> {
  const stored = await readIds()
  if (stored?.value.has(id)) return
  await queueWrite(
    { kind: 'newsRead', key: `${QUEUE_PREFIX}${id}`, method: 'PUT', path: `/user/self/news/${id}`, body: { type: 'user:news', is_read: true } satisfies NewsRead },
    [db.player],
    async () => {
      const current = await readIds()
      await db.player.put({ key: KEY, data: [...(current?.value ?? []), id], syncedAt: current?.syncedAt ?? 0 })
    },
  )
}
