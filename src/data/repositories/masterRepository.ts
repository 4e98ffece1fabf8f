import * as v from 'valibot'
import { MASTER_SET_NAMES, MASTER_SETS, type MasterRecord, type MasterSetName } from '../../domain/contract/master.ts'
import { apiRequest } from '../api/client.ts'

/**
 * Master data fetched after sign-in with the player's token (spec section 7). Kept in memory
 * until the Dexie store of a later issue; a failure is only logged (spec section 8).
 */
const loaded = new Map<MasterSetName, readonly unknown[]>()

async function fetchSet(name: MasterSetName): Promise<void> {
  const records = await apiRequest(`/master/data/${name}`, v.array(MASTER_SETS[name].schema))
  loaded.set(name, records)
}

export async function refreshMasterData(): Promise<void> {
  const results = await Promise.allSettled(MASTER_SET_NAMES.map(fetchSet))
  for (const [index, outcome] of results.entries()) {
    if (outcome.status === 'rejected') console.warn(`master data ${MASTER_SET_NAMES[index]} failed to load`, outcome.reason)
  }
}

export function masterSet<N extends MasterSetName>(name: N): readonly MasterRecord<N>[] {
  return (loaded.get(name) ?? []) as readonly MasterRecord<N>[]
}

export function forgetMasterData(): void {
  loaded.clear()
}
