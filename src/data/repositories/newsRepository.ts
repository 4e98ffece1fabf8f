import { type NewsItem, newsReplySchema } from '../../domain/contract/facility.ts'
import { apiReply } from '../api/client.ts'

export type { NewsItem }

/** The newest news items (issue 5 makes this local-first through IndexedDB). */
export async function fetchLatestNews(limit: number): Promise<NewsItem[]> {
  const reply = await apiReply(`/facility/news?offset=0&limit=${limit}`, newsReplySchema, { auth: false })
  return reply.data ?? []
}
