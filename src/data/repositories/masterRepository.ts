import * as v from 'valibot'
import { MASTER_SET_NAMES, MASTER_SETS, type MasterRecord, type MasterSetName } from '../../domain/contract/master.ts'
import { masterRecordId } from '../../domain/contract/masterIds.ts'
import { apiRequest, isNetworkFailure, isOffline } from '../api/client.ts'
import { db } from '../db/database.ts'
import { parseStoredList } from '../db/storedRows.ts'
import { publicKey } from '../db/syncKeys.ts'
import type { Synced } from '../db/synced.ts'
import { whenIdle } from '../whenIdle.ts'
import { type LocalFirstView, useLocalFirst } from './localFirst.ts'

/**
 * Master data (spec section 7): fetched after sign-in with the player's token and kept in
 * IndexedDB, where it stays after sign-out (it is the same for everyone). A failure is only
 * logged (spec section 8). This repository is the one writer of master data: screens read it from
 * IndexedDB, and the service worker leaves these requests alone (docs/decisions.md, "One writer").
 */

const syncKey = (set: MasterSetName) => publicKey(`master:${set}`)

/** Replaces a whole set in one transaction, so a reader never sees half of an update. */
export async function writeMasterSet(set: MasterSetName, records: readonly { id: string; data: unknown }[], now = Date.now()): Promise<void> {
  await db.transaction('rw', db.master, db.syncMeta, async () => {
    await db.master.where('set').equals(set).delete()
    await db.master.bulkPut(records.map((record) => ({ set, id: record.id, data: record.data })))
    await db.syncMeta.put({ collection: syncKey(set), syncedAt: now, writeId: crypto.randomUUID() })
  })
}

/** The stored set as written, or undefined when it was never synced. */
export async function readMasterSet(set: MasterSetName): Promise<Synced<unknown[]> | undefined> {
  const meta = await db.syncMeta.get(syncKey(set))
  if (!meta) return undefined
  const rows = await db.master.where('set').equals(set).toArray()
  return { value: rows.map((row) => row.data), syncedAt: meta.syncedAt }
}

/** Refreshes under way, by set: a set asked for again meanwhile (My Page reads some twice, the sign-in refreshes all) waits for the same one. */
const refreshing = new Map<MasterSetName, Promise<void>>()

function refreshSet(name: MasterSetName): Promise<void> {
  const current = refreshing.get(name)
  if (current) return current
  const refresh = (async () => {
    const records: unknown[] = await apiRequest(`/master/data/${name}`, v.array(MASTER_SETS[name].schema))
    await writeMasterSet(
      name,
      records.map((record) => ({ id: masterRecordId(name, record), data: record })),
    )
  })().finally(() => refreshing.delete(name))
  refreshing.set(name, refresh)
  return refresh
}

/**
 * How many sets are fetched at once. The browser opens at most six connections to the API; the
 * rest stay free for the screen the player has just opened (My Page after a sign-in).
 */
const SETS_AT_ONCE = 2

/** Fetches every set in the background, a few at a time; a failure is only logged. */
export async function refreshMasterData(): Promise<void> {
  const started = Date.now()
  const waiting = [...MASTER_SET_NAMES]
  const fetchNext = async (): Promise<void> => {
    for (let name = waiting.shift(); name !== undefined; name = waiting.shift()) {
      // A set refreshed within MASTER_FRESH_MS (by a screen since this began, or by the last
      // visit's refresh when the page is opened again) is as new.
      await refreshSetUnlessSince(name, started - MASTER_FRESH_MS).catch((error: unknown) => {
        if (!isNetworkFailure(error)) console.warn(`master data ${name} failed to load`, error)
      })
    }
  }
  await Promise.all(Array.from({ length: SETS_AT_ONCE }, fetchNext))
}

/**
 * After a sign-in: fetches master data now, or, while offline (a player restored in the venue
 * with no signal), once the network is back; the stored copy serves meanwhile.
 */
export function refreshMasterDataWhenOnline(): void {
  if (!isOffline()) {
    void refreshMasterData()
    return
  }
  window.addEventListener('online', () => void refreshMasterData(), { once: true })
}

/** How long after a restore the sets wait before they are refreshed (then when the page is idle). */
const AFTER_RESTORE_MS = 5_000
const IDLE_WAIT_MAX_MS = 5_000

/**
 * After a returning player was restored (a page opened, not a sign-in): the screen on display
 * reads and refreshes the sets it shows itself (useMasterSet), so the other sets wait until the page
 * has settled and the main thread is idle. Refreshed at once, the 13 sets' requests and writes
 * were a run of 50-110 ms tasks on a mid-range phone right while the player looked at and
 * tapped the first screen (docs/performance.md). `stillWanted` is asked again before they start.
 */
export function refreshMasterDataWhenSettled(stillWanted: () => boolean): void {
  setTimeout(() => {
    void whenIdle(IDLE_WAIT_MAX_MS).then(() => {
      if (stillWanted()) refreshMasterDataWhenOnline()
    })
  }, AFTER_RESTORE_MS)
}

/**
 * The last parse of each set, by the write it read: a set is written whole under a new write id
 * (writeMasterSet), so the same id means the same records, and the screens reading a set (My Page
 * reads five, two of them twice) read and parse it once per write instead of once per reader.
 */
const parsed = new Map<MasterSetName, { writeId: string; records: Synced<unknown[]> }>()

/** The stored records of a set that parse with its schema. */
export async function readMasterRecords<N extends MasterSetName>(name: N): Promise<Synced<MasterRecord<N>[]> | undefined> {
  const meta = await db.syncMeta.get(syncKey(name))
  if (!meta) return undefined
  const known = parsed.get(name)
  if (known && known.writeId === meta.writeId) return known.records as Synced<MasterRecord<N>[]>
  const rows = await db.master.where('set').equals(name).toArray()
  const records = {
    value: parseStoredList(
      MASTER_SETS[name].schema,
      rows.map((row) => row.data),
      `master ${name} record`,
    ),
    syncedAt: meta.syncedAt,
  }
  // Sets written before write ids were kept are parsed on every read, as before.
  if (meta.writeId) parsed.set(name, { writeId: meta.writeId, records })
  return records as Synced<MasterRecord<N>[]>
}

/**
 * How long a stored set counts as fresh: a screen opened within this time of the last refresh
 * (the one after sign-in, or another screen's) does not ask again. Master data changes rarely, and
 * My Page alone reads five sets: asking for all of them on every visit would queue the player's
 * own requests behind them.
 */
export const MASTER_FRESH_MS = 10 * 60 * 1000

/** Refreshes a set unless it was refreshed within MASTER_FRESH_MS. */
export function refreshSetIfStale(name: MasterSetName, now = Date.now()): Promise<void> {
  return refreshSetUnlessSince(name, now - MASTER_FRESH_MS, now)
}

/** Refreshes a set unless it was written at `since` or later (and not in the future of `now`). */
async function refreshSetUnlessSince(name: MasterSetName, since: number, now = Date.now()): Promise<void> {
  const meta = await db.syncMeta.get(syncKey(name))
  if (meta && meta.syncedAt >= since && meta.syncedAt <= now) return
  await refreshSet(name)
}

/** A master data set for a screen: the stored copy at once, refreshed when the screen opens (unless fresh). */
export function useMasterSet<N extends MasterSetName>(name: N): LocalFirstView<MasterRecord<N>[]> {
  return useLocalFirst(
    () => readMasterRecords(name),
    () => refreshSetIfStale(name),
    name,
  )
}
