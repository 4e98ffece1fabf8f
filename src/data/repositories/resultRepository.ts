import { type PlayResult, playResultSchema, RESULT_PAGE, resultListReplySchema } from '../../domain/contract/result.ts'
import { apiReply } from '../api/client.ts'
import { db } from '../db/database.ts'
import { parseStored } from '../db/storedRows.ts'
import { collectionKey, readCollection, replaceCollection, type StoredCollection } from './collectionRepository.ts'
import { type LocalFirstView, useLocalFirst } from './localFirst.ts'
import { queuedQuestionnaires } from './questionnaireRepository.ts'

/**
 * The player's play results (GET /user/self/result), the newest page kept for offline; one result
 * not among them (an old party) is read by its party id and kept beside them.
 */

export type { PlayResult }

const newestFirst = (a: PlayResult, b: PlayResult) => b.play_result_datetime.localeCompare(a.play_result_datetime)

/** A play whose questionnaire answer still waits in the outbox reads as answered. */
async function withQueuedAnswers(results: readonly PlayResult[]): Promise<PlayResult[]> {
  const queued = await queuedQuestionnaires()
  return results.map((result) => (queued.has(result.party_id) ? { ...result, questionnaire_answered: true } : result))
}

async function refreshResults(): Promise<void> {
  const reply = await apiReply(`/user/self/result?limit=${RESULT_PAGE.defaultLimit}`, resultListReplySchema)
  const results = await withQueuedAnswers(reply.data ?? [])
  await replaceCollection(
    'result',
    results.map((result) => ({ id: result.party_id, data: result })),
    reply.total ?? results.length,
  )
}

export function useResults(): LocalFirstView<StoredCollection<PlayResult>> {
  return useLocalFirst(() => readCollection('result', playResultSchema, newestFirst), refreshResults, collectionKey('result'))
}

async function readResult(partyId: string) {
  const meta = await db.syncMeta.get(collectionKey('result'))
  const row = await db.collections.get(['result', partyId])
  const result = row ? parseStored(playResultSchema, row.data, 'result') : undefined
  if (result) return { value: result, syncedAt: meta?.syncedAt ?? Date.now() }
  // Not stored: null once the list is known (the screen then waits for the refresh to say).
  return meta ? { value: null, syncedAt: meta.syncedAt } : undefined
}

/** Reads one result by party id and stores it; a party the player did not play in is a 404 (ApiError). */
async function refreshResult(partyId: string): Promise<void> {
  const reply = await apiReply(`/user/self/result?party_id=${encodeURIComponent(partyId)}`, resultListReplySchema)
  const [result] = await withQueuedAnswers(reply.data ?? [])
  if (result) await db.collections.put({ kind: 'result', id: result.party_id, data: result })
}

/** One result: undefined while unknown, null when the player has no such result. */
export function useResult(partyId: string): LocalFirstView<PlayResult | null> {
  return useLocalFirst(
    () => readResult(partyId),
    () => refreshResult(partyId),
    `${collectionKey('result')}:${partyId}`,
  )
}
