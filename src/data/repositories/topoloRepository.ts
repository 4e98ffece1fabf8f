import { TOPOLO_PAGE, type TopoloHistoryItem, topoloHistoryItemSchema, topoloHistoryReplySchema } from '../../domain/contract/topoloHistory.ts'
import { TOPOLO_TYPE } from '../../domain/topolo.ts'
import { apiReply } from '../api/client.ts'
import { collectionKey, readCollection, replaceCollection, type StoredCollection } from './collectionRepository.ts'
import { type LocalFirstView, useLocalFirst } from './localFirst.ts'

/**
 * The gold topolo history (GET /user/self/topolo/get and /use ?type=2): the newest page of each
 * direction kept for offline; older pages are read on demand (online).
 */

export type { TopoloHistoryItem }
export type TopoloDirection = 'get' | 'use'

const kindOf = (direction: TopoloDirection): 'topolo-get' | 'topolo-use' => (direction === 'get' ? 'topolo-get' : 'topolo-use')
const newestFirst = (a: TopoloHistoryItem, b: TopoloHistoryItem) => b.created_at.localeCompare(a.created_at) || b.id - a.id

/** A page of the gold history of one direction. */
export async function fetchGoldHistory(direction: TopoloDirection, offset: number): Promise<{ items: TopoloHistoryItem[]; total: number }> {
  const reply = await apiReply(`/user/self/topolo/${direction}?type=${TOPOLO_TYPE.gold}&offset=${offset}&limit=${TOPOLO_PAGE.defaultLimit}`, topoloHistoryReplySchema)
  const items = reply.data ?? []
  return { items, total: reply.total ?? items.length }
}

async function refreshFirstPage(direction: TopoloDirection): Promise<void> {
  const page = await fetchGoldHistory(direction, 0)
  await replaceCollection(
    kindOf(direction),
    page.items.map((item) => ({ id: String(item.id), data: item })),
    page.total,
  )
}

export function useGoldHistory(direction: TopoloDirection): LocalFirstView<StoredCollection<TopoloHistoryItem>> {
  return useLocalFirst(
    () => readCollection(kindOf(direction), topoloHistoryItemSchema, newestFirst),
    () => refreshFirstPage(direction),
    collectionKey(kindOf(direction)),
  )
}
