import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import type { Database, Queryable } from './database.ts'

function queryable(target: PGlite | Transaction, done: () => void = () => {}): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      try {
        return (await target.query<T>(sql, params)).rows
      } finally {
        done()
      }
    },
    async exec(sql: string) {
      try {
        await target.exec(sql)
      } finally {
        done()
      }
    },
  }
}

/** Embedded PostgreSQL in `${dataDir}/pglite`. Only one process may open a data folder at a time. */
export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  const folder = join(dataDir, 'pglite')
  await mkdir(folder, { recursive: true })
  const pglite = await PGlite.create(folder)
  // PGlite runs one statement or transaction at a time, and only this process can reach it.
  let statements = 0
  const done = () => {
    statements += 1
  }
  return {
    kind: 'pglite',
    ...queryable(pglite, done),
    async transaction(fn) {
      try {
        return await pglite.transaction((tx) => fn(queryable(tx)))
      } finally {
        done()
      }
    },
    close: () => pglite.close(),
    statementsDone: () => statements,
  }
}
