import Dexie, { type EntityTable, type Table } from 'dexie'
import { reportStorageProblem } from '../storageHealth.ts'

/**
 * The one IndexedDB database of the app, shared with the service worker (which imports this file).
 * Rows hold the API's own JSON in `data`; readers parse it with the contract's valibot schemas and
 * drop what does not parse (see src/data/db/storedRows.ts), so a bad row never breaks a screen.
 */

/** The entry being edited (spec section 3, Entry draft); one row, id 'current'. */
export type EntryDraftRow = {
  id: 'current'
  entryReady: boolean
  fastCheckIn: boolean
  fastCheckInStartedAt: number | null
  data: Record<string, unknown>
  updatedAt: number
}

/** One record of a master data set (`/master/data/{set}`), keyed by the set and the record's id. */
export type MasterRow = { set: string; id: string; data: unknown }

/** One news item of `/facility/news`, with its publication time for ordering. */
export type NewsRow = { id: number; publishedAt: string; data: unknown }

/** The signed-in player's single records: 'profile', 'status', 'property'. */
export type PlayerRow = { key: string; data: unknown; syncedAt: number }

/** The player's collections (avatars, spirits, items, coupons, titles, achievements, results). */
export type CollectionRow = { kind: string; id: string; data: unknown }

export type MessageRow = { id: number; data: unknown }

/** The current entry ticket: entry number, party and the QR payload, shown offline. */
export type TicketRow = { id: 'current'; data: unknown; syncedAt: number }

/** An idempotent write waiting for the network (message read, title read), replayed in order. */
export type OutboxRow = {
  seq?: number
  /** Writes with the same key replace each other: only the last one matters. */
  key: string
  method: 'PUT' | 'POST' | 'DELETE'
  path: string
  body: unknown
  createdAt: number
  attempts: number
}

/** When each collection was last refreshed from the server (`news`, `master:items`, `profile`...). */
export type SyncMetaRow = { collection: string; syncedAt: number; /** A list's total as the server last reported it. */ total?: number }

export const DATABASE_NAME = 'dungeon-party'

/** Tables holding the signed-in player's own data: emptied on sign-out (public data stays). */
export const PLAYER_TABLES = ['player', 'collections', 'messages', 'ticket', 'entryDraft', 'outbox'] as const

export class AppDatabase extends Dexie {
  entryDraft!: EntityTable<EntryDraftRow, 'id'>
  master!: Table<MasterRow, [string, string]>
  news!: EntityTable<NewsRow, 'id'>
  player!: EntityTable<PlayerRow, 'key'>
  collections!: Table<CollectionRow, [string, string]>
  messages!: EntityTable<MessageRow, 'id'>
  ticket!: EntityTable<TicketRow, 'id'>
  outbox!: EntityTable<OutboxRow, 'seq'>
  syncMeta!: EntityTable<SyncMetaRow, 'collection'>

  constructor(name = DATABASE_NAME) {
    super(name)
    this.version(1).stores({ entryDraft: 'id' })
    // Version 2 adds the local-first stores; the entry draft of version 1 is kept as it is.
    this.version(2).stores({
      entryDraft: 'id',
      master: '[set+id], set',
      news: 'id, publishedAt',
      player: 'key',
      collections: '[kind+id], kind',
      messages: 'id',
      ticket: 'id',
      outbox: '++seq, key',
      syncMeta: 'collection',
    })
    // In a page (not the service worker): another tab opening a newer schema must not be blocked
    // by this one, and this page's code no longer matches the database: close it and offer a
    // reload. A connection the browser drops by itself is reported too.
    if ('document' in globalThis) {
      this.on('versionchange', () => {
        reportStorageProblem('upgradedElsewhere')
        this.close()
        return false
      })
      this.on('close', () => reportStorageProblem('unavailable'))
    }
  }
}

export const db = new AppDatabase()

/** Collections of syncMeta that describe the player's own data (cleared with the player tables). */
const PLAYER_SYNC_PREFIXES = ['player:', 'messages', 'collection:', 'ticket'] as const

export function isPlayerSyncCollection(collection: string): boolean {
  return PLAYER_SYNC_PREFIXES.some((prefix) => collection.startsWith(prefix))
}

/** Sign-out: removes every row of the player's own data in one transaction; public data stays. */
export async function clearPlayerTables(database: AppDatabase = db): Promise<void> {
  const tables = PLAYER_TABLES.map((name) => database.table(name))
  await database.transaction('rw', [...tables, database.syncMeta], async () => {
    await Promise.all(tables.map((table) => table.clear()))
    await database.syncMeta.filter((row) => isPlayerSyncCollection(row.collection)).delete()
  })
}

const OWNER_KEY = 'owner'

/**
 * Makes sure the player rows on this device are the signed-in player's: rows left by someone
 * else (a sign-out cut short by a reload or a crash) are cleared before anything reads them.
 */
export async function claimPlayerRows(uid: string, database: AppDatabase = db): Promise<void> {
  const owner = await database.player.get(OWNER_KEY)
  if (owner && (owner.data as { uid?: unknown } | undefined)?.uid === uid) return
  if (owner || (await database.player.count()) > 0 || (await database.outbox.count()) > 0) await clearPlayerTables(database)
  await database.player.put({ key: OWNER_KEY, data: { uid }, syncedAt: Date.now() })
}
