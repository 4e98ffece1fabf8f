import * as v from 'valibot'
import { envelopeSchema } from '../../domain/apiEnvelope.ts'
import { type Conqueror, conquerorSchema, type Ranking, rankingSchema } from '../../domain/contract/ranking.ts'
import type { ConquerorFilter, RankingClass } from '../../domain/ranking/ranking.ts'
import { apiReply, apiRequest } from '../api/client.ts'
import { db } from '../db/database.ts'
import { parseStored } from '../db/storedRows.ts'
import type { Synced } from '../db/synced.ts'
import { type LocalFirstView, useLocalFirst } from './localFirst.ts'

/**
 * The daily ranking and the clearers (issue 16): public, read with the player's sign-in when there
 * is one (their own party is marked). The first page of each day and class, and of each clearers'
 * filter, is kept so it reads offline: in the `player` table while signed in (it says which party
 * was theirs, and goes at sign-out), in the public `facility` table otherwise. Further pages are
 * read online.
 */

export type { Conqueror, Ranking }

const rankingKey = (date: string, rankingClass: RankingClass) => `ranking:${date}:${rankingClass}`
const conquerorKey = (filter: ConquerorFilter) => `conqueror:${filter}`

export type RankingPageRequest = { date: string; rankingClass: RankingClass; offset?: number; limit?: number }

/** GET /ranking/daily: one page of a day's class. */
export function fetchRanking({ date, rankingClass, offset = 0, limit }: RankingPageRequest): Promise<Ranking> {
  const query = new URLSearchParams({ date, class: rankingClass, offset: String(offset), ...(limit ? { limit: String(limit) } : {}) })
  // Public; with the player's sign-in once it is restored, so their own party is marked.
  return apiRequest(`/ranking/daily?${query}`, rankingSchema)
}

/** Where a copy is kept: the player's table while signed in, the public one otherwise. */
const tableFor = (signedIn: boolean) => (signedIn ? db.player : db.facility)

async function readStored<S extends v.GenericSchema>(signedIn: boolean, key: string, schema: S, what: string): Promise<Synced<v.InferOutput<S>> | undefined> {
  const row = await tableFor(signedIn).get(key)
  const value = row ? parseStored(schema, row.data, what) : undefined
  return row && value !== undefined ? { value, syncedAt: row.syncedAt } : undefined
}

/** The first page of a day's class: stored, then refreshed (`signedIn`: the screen's sign-in state, so a sign-in reads it again). */
export function useRanking(date: string, rankingClass: RankingClass, signedIn: boolean): LocalFirstView<Ranking> {
  const key = rankingKey(date, rankingClass)
  return useLocalFirst(
    () => readStored(signedIn, key, rankingSchema, 'ranking'),
    async () => {
      const ranking = await fetchRanking({ date, rankingClass })
      await tableFor(signedIn).put({ key, data: ranking, syncedAt: Date.now() })
    },
    `${signedIn ? 'player' : 'facility'}:${key}`,
  )
}

const conquerorReplySchema = envelopeSchema(v.array(conquerorSchema), { total: v.number() })
export type ConquerorList = { rows: Conqueror[]; total: number }
const conquerorListSchema = v.object({ rows: v.array(conquerorSchema), total: v.number() })

/** GET /facility/conqueror: one page of the clearers, newest first. */
export async function fetchConquerors(filter: ConquerorFilter, offset = 0): Promise<ConquerorList> {
  const reply = await apiReply(`/facility/conqueror?filter=${filter}&offset=${offset}`, conquerorReplySchema)
  const rows = reply.data ?? []
  return { rows, total: reply.total ?? rows.length }
}

export function useConquerors(filter: ConquerorFilter, signedIn: boolean): LocalFirstView<ConquerorList> {
  const key = conquerorKey(filter)
  return useLocalFirst(
    () => readStored(signedIn, key, conquerorListSchema, 'clearers'),
    async () => {
      const list = await fetchConquerors(filter)
      await tableFor(signedIn).put({ key, data: list, syncedAt: Date.now() })
    },
    `${signedIn ? 'player' : 'facility'}:${key}`,
  )
}
