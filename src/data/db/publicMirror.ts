import { db } from './database.ts'

/**
 * Public data (master data sets, news) as last answered by the API, written and read by the app's
 * repositories and by the service worker alike. Each write replaces a whole set in one
 * transaction, so a reader never sees half of an update.
 */

export type Synced<T> = { value: T; syncedAt: number }

const masterKey = (set: string) => `master:${set}`
const NEWS = 'news'

export async function writeMasterSet(set: string, records: readonly { id: string; data: unknown }[], now = Date.now()) {
  await db.transaction('rw', db.master, db.syncMeta, async () => {
    await db.master.where('set').equals(set).delete()
    await db.master.bulkPut(records.map((record) => ({ set, id: record.id, data: record.data })))
    await db.syncMeta.put({ collection: masterKey(set), syncedAt: now })
  })
}

export async function writeMasterRecord(set: string, id: string, data: unknown): Promise<void> {
  await db.master.put({ set, id, data })
}

/** The stored set, or undefined when it was never synced. */
export async function readMasterSet(set: string): Promise<Synced<unknown[]> | undefined> {
  const meta = await db.syncMeta.get(masterKey(set))
  if (!meta) return undefined
  const rows = await db.master.where('set').equals(set).toArray()
  return { value: rows.map((row) => row.data), syncedAt: meta.syncedAt }
}

export async function readMasterRecord(set: string, id: string): Promise<Synced<unknown> | undefined> {
  const row = await db.master.get([set, id])
  if (!row) return undefined
  const meta = await db.syncMeta.get(masterKey(set))
  return { value: row.data, syncedAt: meta?.syncedAt ?? 0 }
}

/**
 * Stores one page of news. The first page (offset 0) is the newest: items older than its last one
 * stay, items the server no longer lists between them are removed.
 */
export async function writeNewsPage(
  items: readonly { id: number; published_at: string }[],
  offset: number,
  total: number,
  now = Date.now(),
): Promise<void> {
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
