import { cp, rm } from 'node:fs/promises'
import { describe, inject } from 'vitest'
import type { Database } from '../../../server/db/database.ts'
import { openDatabase } from '../../../server/db/openDatabase.ts'
import { createScratchDatabase } from '../../../harness/scratchPostgres.ts'
import { makeTempDir } from './testTmp.ts'

export type Backend = 'pglite' | 'postgres'

const postgresUrl = process.env.TEST_DATABASE_URL

/** A data folder plus a database of its own (a PGlite copy, or a new PostgreSQL database). */
export type TestStore = {
  backend: Backend
  dataDir: string
  databaseUrl?: string
  /** Environment for a spawned server or admin CLI using this store. */
  env: Record<string, string>
  open(): Promise<Database>
  dispose(): Promise<void>
}

/**
 * A store of its own on `backend`, copied from the run's migrated template; `emptyPostgres` gives
 * an unmigrated PostgreSQL database instead (a test of the migrations themselves).
 */
export async function createTestStore(backend: Backend, { emptyPostgres = false } = {}): Promise<TestStore> {
  const dataDir = await makeTempDir(`dp-${backend}-`)
  if (backend === 'pglite') {
    // Without the global setup (a run through another config) each file migrates its own PGlite.
    const template = inject('pgliteTemplateDir')
    if (template) await cp(template, dataDir, { recursive: true })
    return {
      backend,
      dataDir,
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir }),
      dispose: () => rm(dataDir, { recursive: true, force: true }),
    }
  }
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set')
  // Without the global setup (a run through another config) each file migrates its own database.
  const database = await createScratchDatabase(postgresUrl, 'dp_test', emptyPostgres ? undefined : inject('postgresTemplateUrl') || undefined)
  return {
    backend,
    dataDir,
    databaseUrl: database.url,
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    open: () => openDatabase({ dataDir, databaseUrl: database.url }),
    async dispose() {
      await database.drop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** Declares the suite once per database: always on PGlite, on PostgreSQL when TEST_DATABASE_URL is set. */
export function describeOnEachBackend(title: string, body: (backend: Backend) => void): void {
  describe(`${title} (PGlite)`, () => body('pglite'))
  const postgresTitle = postgresUrl ? `${title} (PostgreSQL)` : `${title} (PostgreSQL: set TEST_DATABASE_URL to run)`
  describe.skipIf(!postgresUrl)(postgresTitle, () => body('postgres'))
}

/**
 * Declares the suite once, on PostgreSQL when TEST_DATABASE_URL is set, else on PGlite: for suites
 * whose subject is the request's validation before any query (the generated bodies of the security
 * fuzz), where a second engine of the same PostgreSQL adds time, not cases.
 */
export function describeOnOneBackend(title: string, body: (backend: Backend) => void): void {
  const backend: Backend = postgresUrl ? 'postgres' : 'pglite'
  describe(`${title} (${backend === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => body(backend))
}
