import { type PresentAccept, type PresentAccepted, presentAcceptedSchema } from '../../domain/contract/present.ts'
import { apiRequest } from '../api/client.ts'
import { db } from '../db/database.ts'
import { refreshPlayer } from './playerRepository.ts'
import { noteAccepted, PRESENTS_KEY as KEY, readPresents } from './presentRepository.ts'

/**
 * POST /user/self/present/accept: the server grants it once (a second tap answers the same). The
 * accepted present replaces the stored one, and the balances on My Page are read again. A module of
 * its own, loaded with the inbox's list only, out of the first screen's code.
 */
export async function acceptPresent(id: number): Promise<PresentAccepted> {
  const reply = await apiRequest('/user/self/present/accept', presentAcceptedSchema, {
    method: 'POST',
    body: { type: 'user:present', present_id: id } satisfies PresentAccept,
  })
  noteAccepted()
  await db.transaction('rw', db.player, async () => {
    const current = await readPresents()
    const presents = current?.value ?? []
    const merged = presents.some((present) => present.id === id) ? presents.map((present) => (present.id === id ? reply.present : present)) : [reply.present, ...presents]
    await db.player.put({ key: KEY, data: merged, syncedAt: current?.syncedAt ?? Date.now() })
  })
  await refreshPlayer(['property']).catch((error: unknown) => console.warn('could not read the balances again', error))
  return reply
}
