import * as v from 'valibot'
import { MASTER_SET_NAMES, MASTER_SETS, type MasterRecord, type MasterSetName } from '../../domain/contract/master.ts'
import { masterRecordId } from '../../domain/contract/masterIds.ts'
import { apiRequest, isNetworkFailure, isOffline } from '../api/client.ts'
import { readMasterSet, writeMasterSet } from '../db/publicMirror.ts'
import { parseStoredList } from '../db/storedRows.ts'
import { type LocalFirstView, useLocalFirst } from './localFirst.ts'

/**
 * Master data (spec section 7): fetched after sign-in with the player's token and kept in
 * IndexedDB, where it stays after sign-out (it is the same for everyone). A failure is only
 * logged (spec section 8).
 */

async function refreshSet(name: MasterSetName): Promise<void> {
  const records: unknown[] = await apiRequest(`/master/data/${name}`, v.array(MASTER_SETS[name].schema))
  await writeMasterSet(
    name,
    records.map((record) => ({ id: masterRecordId(name, record), data: record })),
  )
}

/**
 * How many sets are fetched at once. The browser opens at most six connections to the API; the
 * rest stay free for the screen the player has just opened (My Page after a sign-in).
 */
const SETS_AT_ONCE = 2

/** Fetches every set in the background, a few at a time; a failure is only logged. */
export async function refreshMasterData(): Promise<void> {
  const waiting = [...MASTER_SET_NAMES]
  const fetchNext = async (): Promise<void> => {
    for (let name = waiting.shift(); name !== undefined; name = waiting.shift()) {
      await refreshSet(name).catch((error: unknown) => {
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

/** The stored records of a set that parse with its schema. */
export async function readMasterRecords<N extends MasterSetName>(name: N): Promise<{ value: MasterRecord<N>[]; syncedAt: number } | undefined> {
  const stored = await readMasterSet(name)
  if (!stored) return undefined
  return { value: parseStoredList(MASTER_SETS[name].schema, stored.value, `master ${name} record`) as MasterRecord<N>[], syncedAt: stored.syncedAt }
}

/** A master data set for a screen: the stored copy at once, refreshed when the screen opens. */
export function useMasterSet<N extends MasterSetName>(name: N): LocalFirstView<MasterRecord<N>[]> {
  return useLocalFirst(
    () => readMasterRecords(name),
    () => refreshSet(name),
    name,
  )
}
