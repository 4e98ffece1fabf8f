import type { Database, DatabaseOptions } from './database.ts'
import { migrate } from './migrate.ts'
import { openPgliteDatabase } from './pgliteDatabase.ts'
import { openPostgresDatabase } from './postgresDatabase.ts'

/** Opens PostgreSQL when `databaseUrl` is set, PGlite under `dataDir` otherwise, and migrates it. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const db = options.databaseUrl ? await openPostgresDatabase(options.databaseUrl) : await openPgliteDatabase(options.dataDir)
  try {
    await migrate(db)
  } catch (error) {
    await db.close()
    throw error
  }
  return db
}
