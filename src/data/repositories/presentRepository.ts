import * as v from 'valibot'
import { type Present, presentSchema } from '../../domain/contract/present.ts'
import { apiRequest } from '../api/client.ts'
import { db } from '../db/database.ts'
import { parseStored } from '../db/storedRows.ts'
import { playerKey } from '../db/syncKeys.ts'
import { type LocalFirstView, useLocalFirst } from './localFirst.ts'

/**
 * The presents the venue sent the signed-in player (GET /user/self/present), kept in the `player`
 * table (it goes at sign-out) and shown offline too. Accepting one needs the server (it grants
 * topolo, an item or a coupon): online only, never queued.
 */

export const PRESENTS_KEY = 'presents'
const KEY = PRESENTS_KEY
const SYNC_KEY = playerKey(KEY)
const listSchema = v.array(presentSchema)

export async function readPresents(): Promise<{ value: Present[]; syncedAt: number } | undefined> {
  const row = await db.player.get(KEY)
  if (!row) return undefined
  return { value: parseStored(listSchema, row.data, 'presents') ?? [], syncedAt: row.syncedAt }
}

/**
 * Bumped by each accept (presentAccept.ts): a list asked for before it may still show the present
 * waiting, and arriving after the accepted one was stored it would bring the button back.
 */
let accepts = 0

/** Called by an accept once the server granted it, before it stores the accepted present. */
export function noteAccepted(): void {
  accepts += 1
}

export async function refreshPresents(): Promise<void> {
  const asked = accepts
  const presents = await apiRequest('/user/self/present', listSchema)
  if (asked !== accepts) return
  await db.player.put({ key: KEY, data: presents, syncedAt: Date.now() })
}

/** The player's presents, newest first (signed in only). */
export function usePresents(): LocalFirstView<Present[]> {
  return useLocalFirst(readPresents, refreshPresents, SYNC_KEY)
}

/** The presents still waiting to be accepted at `now`. */
export function waitingPresents(presents: readonly Present[] | undefined, now: number): Present[] {
  return (presents ?? []).filter((present) => present.accepted_at === null && Date.parse(present.expires_at) > now)
}
