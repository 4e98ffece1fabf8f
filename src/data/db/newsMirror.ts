import { db } from './database.ts'
import { publicKey } from './syncKeys.ts'
import type { Synced } from './synced.ts'

/**
 * News as the API last answered it. Its one writer is the service worker (sw/mirroredEndpoints.ts):
 * the public top page keeps IndexedDB out of its first load and reads news through the network, so
 * the worker stores every reply and answers from here offline (docs/decisions.md, "One writer").
 */

const NEWS = publicKey('news')

/**
 * Stores one page of news. The first page (offset 0) is the newest: items older than its last one
 * stay, items the server no longer lists between them are removed.
 */
export async function writeNewsPage(items: readonly { id: number; published_at: string }[], offset: number, total: number, now = Date.now()): Promise<void> {
  await db.transaction('rw', db.news, db.syncMeta, async () => {
    if (offset === 0 && items.length > 0) {
      const oldest = items.at(-1)?.published_at ?? ''
      const listed = new Set(items.map((item) => item.id))
      await db.news
        .where('publishedAt')
        .aboveOrEqual(oldest)
        .filter((row) => !listed.has(row.id))
        .delete()
    }
    if (offset === 0 && items.length === 0) await db.news.clear()
    await db.news.bulkPut(items.map((item) => ({ id: item.id, publishedAt: item.published_at, data: item })))
    await db.syncMeta.put({ collection: NEWS, syncedAt: now, total })
  })
}

/** A page of stored news, newest first, with the total the server last reported. */
export async function readNewsPage(offset: number, limit: number): Promise<Synced<{ items: unknown[]; total: number }> | undefined> {
  const meta = await db.syncMeta.get(NEWS)
  if (!meta) return undefined
  const rows = await db.news.orderBy('publishedAt').reverse().offset(offset).limit(limit).toArray()
  const stored = await db.news.count()
  const total = meta.total ?? stored
  return { value: { items: rows.map((row) => row.data), total: Math.max(total, stored) }, syncedAt: meta.syncedAt }
}

/** Stores one news item (its detail), beside the pages. */
export async function writeNewsItem(id: number, publishedAt: string, item: unknown): Promise<void> {
  await db.news.put({ id, publishedAt, data: item })
}

/** One stored news item with when news was last synced; undefined when it was never stored. */
export async function readNewsItem(id: number): Promise<Synced<unknown> | undefined> {
  if (!Number.isSafeInteger(id)) return undefined
  const row = await db.news.get(id)
  if (!row) return undefined
  const meta = await db.syncMeta.get(NEWS)
  return { value: row.data, syncedAt: meta?.syncedAt ?? Date.now() }
}
