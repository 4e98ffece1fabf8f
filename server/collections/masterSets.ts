import * as v from 'valibot'
import { MASTER_SETS, type MasterRecord, type MasterSetName } from '../../src/domain/contract/master.ts'
import type { Queryable } from '../db/database.ts'
import { readMasterSet } from '../master/masterStore.ts'

/** A master set parsed with its schema (defaults applied); records that do not parse are left out. */
export async function parsedMasterSet<N extends MasterSetName>(db: Queryable, set: N): Promise<MasterRecord<N>[]> {
  const schema = MASTER_SETS[set].schema as v.GenericSchema<unknown, MasterRecord<N>>
  const records: MasterRecord<N>[] = []
  for (const body of await readMasterSet(db, set)) {
    const parsed = v.safeParse(schema, body)
    if (parsed.success) records.push(parsed.output)
  }
  return records
}
