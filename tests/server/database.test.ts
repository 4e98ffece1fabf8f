import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/database.ts'
import { loadMigrations, migrate } from '../../server/db/migrate.ts'
import { readMaintenance } from '../../server/maintenance/maintenanceStore.ts'
import { createTestStore, describeOnEachBackend, type TestStore } from './support/testDatabase.ts'

describeOnEachBackend('database', (backend) => {
  let store: TestStore
  let db: Database

  beforeAll(async () => {
    store = await createTestStore(backend)
    db = await store.open()
  })
  afterAll(async () => {
    await db?.close()
    await store?.dispose()
  })

  it('records every migration once', async () => {
    const rows = await db.query<{ version: number; name: string }>('select version, name from schema_migrations order by version')
    expect(rows[0]).toEqual({ version: 1, name: 'maintenance' })
    expect(rows.map((row) => row.version)).toEqual((await loadMigrations()).map((migration) => migration.version))
    expect(await migrate(db)).toEqual([])
  })

  it('starts with maintenance off and allows only one maintenance row', async () => {
    expect(db.kind).toBe(backend)
    expect(await readMaintenance(db)).toEqual({ maintenance: false, start: null, end: null })
    await expect(db.query('insert into maintenance (id) values (2)')).rejects.toThrow()
  })

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await db.exec('create table scratch (n integer)')
    await db.transaction((tx) => tx.query('insert into scratch values (1)'))
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into scratch values (2)')
        throw new Error('abort')
      }),
    ).rejects.toThrow('abort')
    expect(await db.query('select n from scratch')).toEqual([{ n: 1 }])
  })
})

describe('loadMigrations', () => {
  it('refuses a gap in the numbering', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dp-migrations-'))
    await writeFile(join(dir, '0001_first.sql'), 'select 1')
    await writeFile(join(dir, '0003_third.sql'), 'select 1')
    await expect(loadMigrations(dir)).rejects.toThrow(/out of sequence/)
    await rm(dir, { recursive: true })
  })
})
