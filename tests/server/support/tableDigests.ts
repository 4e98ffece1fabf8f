import type { Queryable } from '../../../server/db/database.ts'

/**
 * A digest of every table's rows, by table, to show that requests changed nothing. `rate_limit` is
 * left out by default: it counts attempts, refused ones included, by design.
 */
export async function tableDigests(db: Queryable, except: readonly string[] = ['rate_limit']): Promise<Record<string, string>> {
  const tables = (await db.query<{ table_name: string }>(`select table_name::text from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`))
    .map((row) => row.table_name)
    .filter((table) => !except.includes(table))
  const digests = tables.map((table, index) => `select $${index + 1}::text as name, md5(coalesce(string_agg(r::text, E'\\n' order by r::text), '')) as digest from "${table}" r`)
  const rows = await db.query<{ name: string; digest: string }>(digests.join(' union all '), tables)
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]))
}

/** The tables whose digest differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((table) => before[table] !== after[table]).sort()
}
