import * as v from 'valibot'
import {
  type Draw,
  type DrawOutcome,
  drawHistoryReplySchema,
  drawOutcomeSchema,
  type DrawRequest,
  drawSchema,
  type Hunt,
  type HuntRates,
  huntRatesSchema,
  huntSchema,
} from '../../domain/contract/itemHunt.ts'
import type { DrawRound } from '../../domain/itemhunt/itemHunt.ts'
import type { TopoloType } from '../../domain/topolo.ts'
import { apiReply, apiRequest } from '../api/client.ts'
import { db } from '../db/database.ts'
import { parseStored } from '../db/storedRows.ts'
import type { Synced } from '../db/synced.ts'
import { type LocalFirstView, useLiveRead, useLocalFirst } from './localFirst.ts'
import { FRESH_FOR_MS, refreshUnlessFresh } from '../sync/freshness.ts'
import { storeBalances } from './playerRepository.ts'

/**
 * The item hunt (issue 15): the hunts and their published rates are public and kept in the
 * `facility` table, so the rates read offline too; a draw is an authoritative write (online only),
 * its outcome kept as the player's last draw (the result screen reads it, after a reload too); the
 * player's own draws are read from the server.
 */

export type { Draw, DrawOutcome, Hunt, HuntRates }

const HUNTS_KEY = 'itemhunt:list'
const ratesKey = (huntId: number) => `itemhunt:rates:${huntId}`
const LAST_DRAW_KEY = 'lastDraw'

async function refreshHunts(): Promise<void> {
  const hunts = await apiRequest('/gacha', v.array(huntSchema), { auth: false })
  await db.facility.put({ key: HUNTS_KEY, data: hunts, syncedAt: Date.now() })
}

async function readHunts(): Promise<Synced<Hunt[]> | undefined> {
  const row = await db.facility.get(HUNTS_KEY)
  const value = row ? parseStored(v.array(huntSchema), row.data, 'item hunts') : undefined
  return row && value ? { value, syncedAt: row.syncedAt } : undefined
}

export function useHunts(): LocalFirstView<Hunt[]> {
  return useLocalFirst(readHunts, () => refreshUnlessFresh('hunts', FRESH_FOR_MS.hunts, refreshHunts), 'facility:itemhunt')
}

export function useHuntRates(huntId: number): LocalFirstView<HuntRates> {
  return useLocalFirst(
    async () => {
      const row = await db.facility.get(ratesKey(huntId))
      const value = row ? parseStored(huntRatesSchema, row.data, 'item hunt rates') : undefined
      return row && value ? { value, syncedAt: row.syncedAt } : undefined
    },
    async () => {
      const rates = await apiRequest(`/gacha/${huntId}/rate`, huntRatesSchema, { auth: false })
      await db.facility.put({ key: ratesKey(huntId), data: rates, syncedAt: Date.now() })
    },
    `facility:itemhunt:rates:${huntId}`,
  )
}

/** POST /gacha/draw: the outcome is kept as the last draw, and the balances it gives replace the stored ones (nothing is read again). */
export async function drawItems(huntId: number, round: DrawRound, topoloType: TopoloType, requestId: string): Promise<DrawOutcome> {
  const outcome = await apiRequest('/gacha/draw', drawOutcomeSchema, {
    method: 'POST',
    body: { type: 'gacha:draw', gacha_id: huntId, round, topolo_type: topoloType, request_id: requestId } satisfies DrawRequest,
  })
  await db.player.put({ key: LAST_DRAW_KEY, data: outcome, syncedAt: Date.now() })
  await storeBalances(outcome.balances).catch((error: unknown) => console.warn('balances after a draw', error))
  return outcome
}

/** The player's last draw on this device (the result screen). */
export function useLastDraw(): { draw: DrawOutcome | null | undefined; reading: boolean } {
  const { value, reading } = useLiveRead(async () => {
    const row = await db.player.get(LAST_DRAW_KEY)
    return row ? (parseStored(drawOutcomeSchema, row.data, 'last draw') ?? null) : null
  }, 'player:lastDraw')
  return { draw: value, reading }
}

/** GET /user/self/gacha: the player's own draws, newest first. */
export async function readDrawHistory(offset = 0): Promise<{ items: Draw[]; total: number }> {
  const reply = await apiReply(`/user/self/gacha?offset=${offset}`, drawHistoryReplySchema)
  return { items: v.parse(v.array(drawSchema), reply.data ?? []), total: reply.total ?? 0 }
}
