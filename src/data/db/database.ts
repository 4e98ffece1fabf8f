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
export type TicketRow = { id: 'current' | 'disbanded'; data: unknown; syncedAt: number }

/** The kinds of write the app may queue without a network (src/data/sync/writeQueue.ts). */
export type WriteKind = 'messageRead' | 'newsRead' | 'titleRead' | 'questionnaire' | 'checkIn'

/**
 * A write waiting for the network, delivered in order per kind by the service worker (or the page
 * where the browser has no Background Sync). A check-in the server refused stays as a conflict for
 * the staff to decide.
 */
export type QueuedWrite = {
  seq?: number
  /** The request id, sent as `Idempotency-Key` (and as the body's own id where it has one). */
  id: string
  kind: WriteKind
  /** Writes with the same key replace each other: only the last one matters. */
  key: string
  method: 'PUT' | 'POST' | 'DELETE'
  path: string
  body: unknown
  /** What a screen shows of it while it waits (a scan's entry number and party). */
  label?: { entryNumber: number; partyId: string } | undefined
  createdAt: number
  attempts: number
  state: 'pending' | 'conflict'
  /** The refusal's result code, for a conflict. */
  code?: number
}

/** Before version 6: the player's queue (no kind, no id) and the kiosk's own queue of scans. */
type OutboxRowV5 = { seq?: number; key: string; method: QueuedWrite['method']; path: string; body: unknown; createdAt: number; attempts: number }
type StaffScanRowV5 = { id: string; ticket: string; partyId: string; entryNumber: number; scannedAt: number; state: 'pending' | 'conflict'; code?: number; payAtCounter?: boolean }

/** The kind of a write queued before version 6, by its path. */
export function kindOfPath(path: string): WriteKind | undefined {
  if (path.startsWith('/user/self/message/')) return 'messageRead'
  if (path.startsWith('/user/self/news/')) return 'newsRead'
  if (path.startsWith('/user/self/title/')) return 'titleRead'
  if (path === '/user/self/questionnaire') return 'questionnaire'
  return undefined
}

/** The queue key of a party's check-in scan: a ticket queued already is not queued twice. */
export const checkInKey = (partyId: string) => `checkin:${partyId}`

/** The queued write of a kiosk scan. */
export function checkInWrite(scan: { id: string; ticket: string; partyId: string; entryNumber: number; payAtCounter?: boolean | undefined }) {
  return {
    id: scan.id,
    kind: 'checkIn' as const,
    key: checkInKey(scan.partyId),
    method: 'POST' as const,
    path: '/staff/checkin',
    body: { type: 'staff:checkin', ticket: scan.ticket, scan_id: scan.id, pay_at_counter: scan.payAtCounter === true },
    label: { entryNumber: scan.entryNumber, partyId: scan.partyId },
  }
}

/** Version 6: one queue. The player's writes get a kind and a request id; the kiosk's scans move in, in the order they were made. */
async function mergeQueues(tx: Transaction): Promise<void> {
  const outbox = tx.table<OutboxRowV5 & Partial<QueuedWrite>, number>('outbox')
  for (const row of await outbox.toArray()) {
    const kind = kindOfPath(row.path)
    if (kind === undefined || row.seq === undefined) await outbox.delete(row.seq ?? -1)
    else await outbox.put({ ...row, id: crypto.randomUUID(), kind, state: 'pending' })
  }
  const scans = await tx.table<StaffScanRowV5, string>('staffScans').orderBy('scannedAt').toArray()
  for (const scan of scans) {
    const { code, ...rest } = scan
    await outbox.add({ ...checkInWrite(rest), createdAt: scan.scannedAt, attempts: 0, state: scan.state, ...(code === undefined ? {} : { code }) })
  }
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
  outbox!: EntityTable<QueuedWrite, 'seq'>
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
    // Version 6 makes one queue of writes (kinds, request ids, the kiosk's scans moved in).
    this.version(6).stores({ outbox: '++seq, key, kind, state', staffScans: null }).upgrade(mergeQueues)
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
