import type { MasterSetName } from '../../src/domain/contract/master.ts'
import type { Queryable } from '../db/database.ts'

/** Every record of a set, in seed order. */
export async function readMasterSet(db: Queryable, set: MasterSetName): Promise<unknown[]> {
  const rows = await db.query<{ body: unknown }>('select body from master_record where set_name = $1 order by sort_key, record_id', [set])
  return rows.map((row) => row.body)
}

/** One record by its stored id, or null. */
export async function readMasterRecord(db: Queryable, set: MasterSetName, id: string): Promise<unknown | null> {
  const rows = await db.query<{ body: unknown }>('select body from master_record where set_name = $1 and record_id = $2', [set, id])
  return rows[0]?.body ?? null
}
