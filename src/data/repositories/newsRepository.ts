import { type NewsItem, newsReplySchema } from '../../domain/contract/facility.ts'
import { apiReply } from '../api/client.ts'

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
