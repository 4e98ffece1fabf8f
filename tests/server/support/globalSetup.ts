import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../../server/db/openDatabase.ts'
import { makeTempDir } from './testTmp.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder (with `pglite/` inside) that test files copy. */
    pgliteTemplateDir: string
  }
}

// A fresh PGlite costs seconds to initialise; copying a migrated one costs a fraction of that.
export default async function setup(project: TestProject) {
  const root = await makeTempDir('dp-server-tests-')
  const templateDir = join(root, 'template')
  const db = await openDatabase({ dataDir: templateDir })
  await db.close()
  project.provide('pgliteTemplateDir', templateDir)
  return () => rm(root, { recursive: true, force: true })
}
