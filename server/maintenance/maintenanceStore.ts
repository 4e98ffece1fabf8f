import type { MaintenanceInfo } from '../../src/domain/apiEnvelope.ts'
import type { Queryable } from '../db/database.ts'

type MaintenanceRow = { enabled: boolean; start_at: Date | string | null; end_at: Date | string | null }

export type MaintenanceUpdate = { enabled: boolean; start?: string | null; end?: string | null }

function isoOrNull(value: Date | string | null): string | null {
  if (value === null) return null
  return (value instanceof Date ? value : new Date(value)).toISOString()
}

function toInfo(row: MaintenanceRow | undefined): MaintenanceInfo {
  if (!row) throw new Error('The maintenance row is missing; are the migrations applied?')
  return { maintenance: row.enabled, start: isoOrNull(row.start_at), end: isoOrNull(row.end_at) }
}

export async function readMaintenance(db: Queryable): Promise<MaintenanceInfo> {
  const rows = await db.query<MaintenanceRow>('select enabled, start_at, end_at from maintenance where id = 1')
  return toInfo(rows[0])
}

/** `start`/`end` left out keep their stored value; `null` clears them. */
export async function writeMaintenance(db: Queryable, update: MaintenanceUpdate): Promise<MaintenanceInfo> {
  const rows = await db.query<MaintenanceRow>(
    `update maintenance set
       enabled = $1,
       start_at = case when $2::boolean then $3::timestamptz else start_at end,
       end_at = case when $4::boolean then $5::timestamptz else end_at end,
       updated_at = now()
     where id = 1
     returning enabled, start_at, end_at`,
    [update.enabled, update.start !== undefined, update.start ?? null, update.end !== undefined, update.end ?? null],
  )
  return toInfo(rows[0])
}
