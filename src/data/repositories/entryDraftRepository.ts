import type { EntryProgress } from '../../domain/entryRules.ts'
import { db } from '../db/database.ts'

const CURRENT = 'current'

/** Leaving or restarting the entry clears everything being edited (spec section 4). */
export async function clearEntryDraft(): Promise<void> {
  await db.entryDraft.delete(CURRENT)
}

export async function readEntryProgress(): Promise<EntryProgress> {
  try {
    const row = await db.entryDraft.get(CURRENT)
    return { entryReady: row?.entryReady === true, fastCheckIn: row?.fastCheckIn === true }
  } catch (error) {
    console.error('could not read the entry draft', error)
    return { entryReady: false, fastCheckIn: false }
  }
}
