import Dexie, { type EntityTable, type Table, type Transaction } from 'dexie'
import { reportStorageProblem } from '../storageHealth.ts'
import { type Scope, scopeOf, scopePrefix, type SyncKey } from './syncKeys.ts'

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

/** A public reply of the facility kept whole for offline ('schedule': the reservation calendar). */
export type FacilityRow = { key: string; data: unknown; syncedAt: number }

/** The current entry ticket: entry number, party and the QR payload, shown offline. */
export type TicketRow = { id: 'current'; data: unknown; syncedAt: number }

/**
 * A ticket the staff kiosk scanned while offline (or could not send): verified by its signature at
 * once, sent when the network returns; a refusal stays as a conflict for the staff to resolve.
 */
export type StaffScanRow = {
  /** The scan's id, sent as `scan_id`, so a retry after a lost reply is harmless. */
  id: string
  ticket: string
  partyId: string
  entryNumber: number
  scannedAt: number
  state: 'pending' | 'conflict'
  /** The refusal's result code, for a conflict. */
  code?: number
  /** Staff chose to take the play at the counter for players short of topolo. */
  payAtCounter?: boolean
}

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

/** When each kind of stored data was last refreshed (`public:news`, `player:messages`...); see syncKeys.ts. */
export type SyncMetaRow = {
  collection: SyncKey
  syncedAt: number
  /** A list's total as the server last reported it. */
  total?: number
  /** Names one write of a whole set (master data): the same write, the same rows. */
  writeId?: string
}

export const DATABASE_NAME = 'dungeon-party'

/**
 * Whose data each table holds. The player's tables are emptied on sign-out and when another player
 * signs in on this device; public tables stay; `syncMeta` holds keys of both scopes (syncKeys.ts).
 * A table added to the schema without a scope here fails tests/unit/playerDataScope.test.ts.
 */
export const TABLE_SCOPES = {
  entryDraft: 'player',
  master: 'public',
  news: 'public',
  facility: 'public',
  player: 'player',
  collections: 'player',
  messages: 'player',
  ticket: 'player',
  outbox: 'player',
  staffScans: 'player',
  syncMeta: 'by key',
} as const satisfies Record<string, Scope | 'by key'>

export type TableName = keyof typeof TABLE_SCOPES

/** The tables of one scope. */
export function tablesOf(scope: Scope): TableName[] {
  return (Object.keys(TABLE_SCOPES) as TableName[]).filter((name) => TABLE_SCOPES[name] === scope)
}

/** Version 3 gave every syncMeta key its scope; the keys versions 1 and 2 wrote, renamed. */
export function scopedKeyOf(oldKey: string): SyncKey | undefined {
  if (scopeOf(oldKey)) return oldKey as SyncKey
  if (oldKey === 'news' || oldKey.startsWith('master:')) return `public:${oldKey}`
  if (oldKey === 'messages' || oldKey === 'ticket' || oldKey.startsWith('collection:')) return `player:${oldKey}`
  return undefined
}

async function scopeSyncKeys(tx: Transaction): Promise<void> {
  const table = tx.table<{ collection: string }, string>('syncMeta')
  for (const row of await table.toArray()) {
    const key = scopedKeyOf(row.collection)
    if (key === row.collection) continue
    await table.delete(row.collection)
    // A key of no known kind is dropped: its data is fetched again.
    if (key) await table.put({ ...row, collection: key })
  }
}

export class AppDatabase extends Dexie {
  entryDraft!: EntityTable<EntryDraftRow, 'id'>
  master!: Table<MasterRow, [string, string]>
  news!: EntityTable<NewsRow, 'id'>
  facility!: EntityTable<FacilityRow, 'key'>
  player!: EntityTable<PlayerRow, 'key'>
  collections!: Table<CollectionRow, [string, string]>
  messages!: EntityTable<MessageRow, 'id'>
  ticket!: EntityTable<TicketRow, 'id'>
  outbox!: EntityTable<OutboxRow, 'seq'>
  staffScans!: EntityTable<StaffScanRow, 'id'>
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
    // Version 3 keeps the stores and gives every syncMeta key its scope (player or public).
    this.version(3).stores({}).upgrade(scopeSyncKeys)
    // Version 4 adds the facility's public replies (the reservation calendar).
    this.version(4).stores({ facility: 'key' })
    // Version 5 adds the staff kiosk's queue of scans waiting for the network.
    this.version(5).stores({ staffScans: 'id, scannedAt' })
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

/** Removes every row of a scope (its tables and its syncMeta keys) in one transaction. */
export async function clearScope(scope: Scope, database: AppDatabase = db): Promise<void> {
  const tables = tablesOf(scope).map((name) => database.table(name))
  await database.transaction('rw', [...tables, database.syncMeta], async () => {
    await Promise.all(tables.map((table) => table.clear()))
    await database.syncMeta.where('collection').startsWith(scopePrefix(scope)).delete()
  })
}

/** Sign-out: the player's own data goes; public data stays. */
export function clearPlayerTables(database: AppDatabase = db): Promise<void> {
  return clearScope('player', database)
}

const OWNER_KEY = 'owner'

/**
 * Makes sure the player rows on this device are the signed-in player's: rows left by someone
 * else (a sign-out cut short by a reload or a crash) are cleared before anything reads them.
 */
export async function claimPlayerRows(uid: string, database: AppDatabase = db): Promise<void> {
  const owner = await database.player.get(OWNER_KEY)
  if ((owner?.data as { uid?: unknown } | undefined)?.uid === uid) return
  const tables = tablesOf('player').map((name) => database.table(name))
  await database.transaction('rw', [...tables, database.syncMeta], async () => {
    await clearScope('player', database)
    await database.player.put({ key: OWNER_KEY, data: { uid }, syncedAt: Date.now() })
  })
}
