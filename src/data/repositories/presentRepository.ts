import * as v from 'valibot'
import { type Present, type PresentAccept, type PresentAccepted, presentAcceptedSchema, presentSchema } from '../../domain/contract/present.ts'
import { apiRequest } from '../api/client.ts'
import { db } from '../db/database.ts'
import { parseStored } from '../db/storedRows.ts'
import { playerKey } from '../db/syncKeys.ts'
import { type LocalFirstView, useLocalFirst } from './localFirst.ts'
import { refreshPlayer } from './playerRepository.ts'

/**
 * The presents the venue sent the signed-in player (GET /user/self/present), kept in the `player`
 * table (it goes at sign-out) and shown offline too. Accepting one needs the server (it grants
 * topolo, an item or a coupon): online only, never queued.
 */

const KEY = 'presents'
const SYNC_KEY = playerKey(KEY)
const listSchema = v.array(presentSchema)

async function readPresents(): Promise<{ value: Present[]; syncedAt: number } | undefined> {
  const row = await db.player.get(KEY)
  if (!row) return undefined
  return { value: parseStored(listSchema, row.data, 'presents') ?? [], syncedAt: row.syncedAt }
}

/**
 * Bumped by each accept: a list asked for before it may still show the present waiting, and
 * arriving after the accepted one was stored it would bring the button back.
 */
let accepts = 0

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

/**
 * POST /user/self/present/accept: the server grants it once (a second tap answers the same). The
 * accepted present replaces the stored one, and the balances on My Page are read again.
 */
export async function acceptPresent(id: number): Promise<PresentAccepted> {
  const reply = await apiRequest('/user/self/present/accept', presentAcceptedSchema, {
    method: 'POST',
    body: { type: 'user:present', present_id: id } satisfies PresentAccept,
  })
  accepts += 1
  await db.transaction('rw', db.player, async () => {
    const current = await readPresents()
    const presents = current?.value ?? []
    const merged = presents.some((present) => present.id === id) ? presents.map((present) => (present.id === id ? reply.present : present)) : [reply.present, ...presents]
    await db.player.put({ key: KEY, data: merged, syncedAt: current?.syncedAt ?? Date.now() })
  })
  await refreshPlayer(['property']).catch((error: unknown) => console.warn('could not read the balances again', error))
  return reply
}
