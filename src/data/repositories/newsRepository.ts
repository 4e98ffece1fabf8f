import { type NewsItem, newsItemReplySchema, newsReplySchema } from '../../domain/contract/facility.ts'
import { ApiError, apiReply } from '../api/client.ts'

export type { NewsItem }

/** News as answered; `offlineSyncedAt` when the service worker answered from its stored copy. */
export type LatestNews = { readonly items: NewsItem[]; readonly offlineSyncedAt?: number }

/**
 * The newest news items. The public top page keeps IndexedDB (Dexie) out of its first load: the
 * service worker mirrors every news reply into IndexedDB and answers from there offline, and
 * this says when that happened.
 */
export async function fetchLatestNews(limit: number): Promise<LatestNews> {
  let offlineSyncedAt: number | undefined
  const reply = await apiReply(`/facility/news?offset=0&limit=${limit}`, newsReplySchema, {
    auth: false,
    acceptOfflineCopy: true,
    onOfflineCopy: (syncedAt) => {
      offlineSyncedAt = syncedAt
    },
  })
  return { items: reply.data ?? [], ...(offlineSyncedAt === undefined ? {} : { offlineSyncedAt }) }
}

export type NewsPage = LatestNews & { readonly total: number }

/** A page of news, newest first, with the total (offline: the worker's stored copy). */
export async function fetchNewsPage(offset: number, limit: number): Promise<NewsPage> {
  let offlineSyncedAt: number | undefined
  const reply = await apiReply(`/facility/news?offset=${offset}&limit=${limit}`, newsReplySchema, {
    auth: false,
    acceptOfflineCopy: true,
    onOfflineCopy: (syncedAt) => {
      offlineSyncedAt = syncedAt
    },
  })
  const items = reply.data ?? []
  return { items, total: reply.total ?? items.length, ...(offlineSyncedAt === undefined ? {} : { offlineSyncedAt }) }
}

/** One news item (offline: the worker's stored copy of an item listed or opened before). */
export async function fetchNewsItem(id: number): Promise<{ readonly item: NewsItem; readonly offlineSyncedAt?: number }> {
  let offlineSyncedAt: number | undefined
  const reply = await apiReply(`/facility/news/${id}`, newsItemReplySchema, {
    auth: false,
    acceptOfflineCopy: true,
    onOfflineCopy: (syncedAt) => {
      offlineSyncedAt = syncedAt
    },
  })
  if (!reply.data) throw new Error('news item without data')
  return { item: reply.data, ...(offlineSyncedAt === undefined ? {} : { offlineSyncedAt }) }
}

/** The server has no such news item (unknown or not published). */
export function isMissingNews(error: unknown): boolean {
  return error instanceof ApiError && error.httpStatus === 404
}
