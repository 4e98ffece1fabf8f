import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import type { Database, Queryable } from './database.ts'

function queryable(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const result = await target.query<T>(sql, params)
      return result.rows
    },
    async exec(sql: string) {
      await target.exec(sql)
    },
  }
}

/** Embedded PostgreSQL in `${dataDir}/pglite`. Only one process may open a data folder at a time. */
export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  const folder = join(dataDir, 'pglite')
  await mkdir(folder, { recursive: true })
  const pglite = await PGlite.create(folder)
  return {
    kind: 'pglite',
    ...queryable(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(queryable(tx))),
    close: () => pglite.close(),
  }
}
