import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { startAuthEmulator } from '../../../scripts/authEmulator.ts'
import { openDatabase } from '../../../server/db/openDatabase.ts'
import { migratedScratchDatabase } from '../../../harness/stack.ts'
import { makeTempDir } from './testTmp.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder (with `pglite/` inside) that test files copy. */
    pgliteTemplateDir: string
    /** A migrated PostgreSQL database that test files copy (empty without TEST_DATABASE_URL). */
    postgresTemplateUrl: string
    /** FIREBASE_AUTH_EMULATOR_HOST of the Auth emulator the tests use. */
    authEmulatorHost: string
  }
}

// A fresh PGlite costs seconds to initialise; copying a migrated one costs a fraction of that.
// The Auth emulator comes from scripts/test.ts (FIREBASE_AUTH_EMULATOR_HOST); when vitest runs on
// its own, this starts one (about 10 s, in parallel with the template).
export default async function setup(project: TestProject) {
  const emulatorStarting = process.env.FIREBASE_AUTH_EMULATOR_HOST ? null : startAuthEmulator()
  emulatorStarting?.catch(() => {})
  const root = await makeTempDir('dp-server-tests-')
  const templateDir = join(root, 'template')
  const db = await openDatabase({ dataDir: templateDir })
  await db.close()
  project.provide('pgliteTemplateDir', templateDir)
  // On PostgreSQL, a copy of a migrated database takes about half the time of migrating a new one.
  const adminUrl = process.env.TEST_DATABASE_URL
  const postgresTemplate = adminUrl ? await migratedScratchDatabase(adminUrl, 'dp_test_template') : null
  project.provide('postgresTemplateUrl', postgresTemplate?.url ?? '')
  const emulator = await emulatorStarting
  const host = emulator?.host ?? process.env.FIREBASE_AUTH_EMULATOR_HOST ?? ''
  process.env.FIREBASE_AUTH_EMULATOR_HOST = host
  project.provide('authEmulatorHost', host)
  return async () => {
    await emulator?.stop()
    await postgresTemplate?.drop()
    await rm(root, { recursive: true, force: true })
  }
}
