import * as v from 'valibot'
import { MASTER_SET_NAMES, MASTER_SETS, type MasterSetName } from '../../src/domain/contract/master.ts'
import type { Database } from '../db/database.ts'
import { MASTER_SEED } from './seed/index.ts'

// Serialises servers seeding one PostgreSQL database at the same moment.
const SEED_LOCK_KEY = 724_201_002

export type SeedOptions = {
  /** Replace every set with the seed, even sets that already hold records (admin `reset`). */
  reset?: boolean
}

export type SeedReport = { seeded: MasterSetName[]; kept: MasterSetName[] }

type Row = { id: string; body: unknown; ord: number }

/** The seed of one set as rows, checked against the set's schema and for duplicate ids. */
export function masterSeedRows(set: MasterSetName): Row[] {
  const { schema, recordId } = MASTER_SETS[set]
  const seen = new Set<string>()
  return MASTER_SEED[set].map((record, ord) => {
    const body = v.parse(schema, record)
    const id = recordId(body as never)
    if (seen.has(id)) throw new Error(`Master seed ${set} has the id ${id} twice`)
    seen.add(id)
    return { id, body, ord }
  })
}

/**
 * Writes the seeded master data into every set that is empty (or into all sets with `reset`),
 * in one transaction. Idempotent: a second call changes nothing.
 */
export async function seedMasterData(db: Database, options: SeedOptions = {}): Promise<SeedReport> {
  const rows = new Map(MASTER_SET_NAMES.map((set) => [set, masterSeedRows(set)]))
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK_KEY])
    const report: SeedReport = { seeded: [], kept: [] }
    for (const set of MASTER_SET_NAMES) {
      if (options.reset) {
        await tx.query('delete from master_record where set_name = $1', [set])
      } else {
        const existing = await tx.query('select 1 from master_record where set_name = $1 limit 1', [set])
        if (existing.length > 0) {
          report.kept.push(set)
          continue
        }
      }
      await tx.query(
        `insert into master_record (set_name, record_id, body, sort_key)
         select $1, r.id, r.body, r.ord from jsonb_to_recordset($2::jsonb) as r(id text, body jsonb, ord integer)`,
        [set, JSON.stringify(rows.get(set))],
      )
      report.seeded.push(set)
    }
    return report
  })
}
