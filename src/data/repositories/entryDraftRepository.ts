import { changeDraft, draftFromStored, type EntryDraft, emptyDraft, stepsDone } from '../../domain/entry/entryDraft.ts'
import type { EntryProgress } from '../../domain/entryRules.ts'
import { db, type EntryDraftRow } from '../db/database.ts'
import { readDisbandNotice } from './disbandNotice.ts'
import { useLiveRead } from './localFirst.ts'

/**
 * The entry being edited (spec section 3), one row in IndexedDB: it survives reloads, app updates
 * and going offline. Only this module writes it.
 */

const CURRENT = 'current'

export type { EntryDraft }

function rowOf(draft: EntryDraft, previous: EntryDraftRow | undefined, now = Date.now()): EntryDraftRow {
  return {
    id: CURRENT,
    entryReady: previous?.entryReady ?? false,
    fastCheckIn: previous?.fastCheckIn ?? false,
    fastCheckInStartedAt: previous?.fastCheckInStartedAt ?? null,
    data: draft as unknown as Record<string, unknown>,
    updatedAt: now,
  }
}

export async function readEntryDraft(): Promise<EntryDraft> {
  const row = await db.entryDraft.get(CURRENT)
  return row ? draftFromStored(row.data) : emptyDraft()
}

/** Applies `changes` by the draft's rules (a new avatar clears the items) in one transaction; answers the new draft. */
export async function updateEntryDraft(changes: Partial<EntryDraft> | ((draft: EntryDraft) => Partial<EntryDraft>)): Promise<EntryDraft> {
  return db.transaction('rw', db.entryDraft, async () => {
    const row = await db.entryDraft.get(CURRENT)
    const draft = row ? draftFromStored(row.data) : emptyDraft()
    const next = changeDraft(draft, typeof changes === 'function' ? changes(draft) : changes)
    await db.entryDraft.put(rowOf(next, row))
    return next
  })
}

/** Marks the entry ready (a ticket is stored) or not. */
export async function setEntryReady(ready: boolean): Promise<void> {
  await db.transaction('rw', db.entryDraft, async () => {
    const row = await db.entryDraft.get(CURRENT)
    await db.entryDraft.put({ ...rowOf(row ? draftFromStored(row.data) : emptyDraft(), row), entryReady: ready })
  })
}

/** The draft as it is stored, following every change (this tab or another); undefined while the first read runs. */
export function useEntryDraft(): { draft: EntryDraft | undefined; reading: boolean } {
  const { value, reading } = useLiveRead(readEntryDraft, 'entry-draft')
  return { draft: value, reading }
}

/** Leaving or restarting the entry clears everything being edited (spec section 4); the ticket stays. */
export async function clearEntryDraft(): Promise<void> {
  await db.entryDraft.delete(CURRENT)
}

export async function readEntryProgress(): Promise<EntryProgress> {
  try {
    const [row, ticket, disbanded] = await Promise.all([db.entryDraft.get(CURRENT), db.ticket.get(CURRENT), readDisbandNotice()])
    return {
      entryReady: row?.entryReady === true || ticket !== undefined,
      disbandNotice: disbanded !== null,
      fastCheckIn: row?.fastCheckIn === true,
      stepsDone: row ? stepsDone(draftFromStored(row.data)) : 0,
    }
  } catch (error) {
    console.error('could not read the entry draft', error)
    return { entryReady: false, disbandNotice: false, fastCheckIn: false, stepsDone: 0 }
  }
}
