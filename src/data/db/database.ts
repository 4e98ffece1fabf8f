import Dexie, { type EntityTable } from 'dexie'

/** The entry being edited (spec section 3, Entry draft); one row, id 'current'. */
export type EntryDraftRow = {
  id: 'current'
  entryReady: boolean
  fastCheckIn: boolean
  fastCheckInStartedAt: number | null
  data: Record<string, unknown>
  updatedAt: number
}

/** The one IndexedDB database of the app, shared with the service worker. */
export class AppDatabase extends Dexie {
  entryDraft!: EntityTable<EntryDraftRow, 'id'>

  constructor(name = 'dungeon-party') {
    super(name)
    this.version(1).stores({ entryDraft: 'id' })
  }
}

export const db = new AppDatabase()
