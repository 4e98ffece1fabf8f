import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/database.ts'
import { loadMigrations, migrate } from '../../server/db/migrate.ts'
import { openPgliteDatabase } from '../../server/db/pgliteDatabase.ts'
import { openPostgresDatabase } from '../../server/db/postgresDatabase.ts'
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

describeOnEachBackend('migration 6: reservations reference their player', (backend) => {
  let store: TestStore
  let db: Database

  beforeAll(async () => {
    store = await createTestStore(backend, { emptyPostgres: true })
    // A database of its own at version 5, as an installation before this migration had it.
    db = backend === 'postgres' && store.databaseUrl ? await openPostgresDatabase(store.databaseUrl) : await openPgliteDatabase(join(store.dataDir, 'v5'))
    await migrate(db, (await loadMigrations()).slice(0, 5))
  })
  afterAll(async () => {
    await db?.close()
    await store?.dispose()
  })

  it('keeps the demo crowd by its key, keeps real players, drops orphans, then cascades', async () => {
    const player = '5b8f2f7e-1c2d-4e3f-8a9b-0c1d2e3f4a5b'
    await db.query(`insert into player (user_id, name, follow_code) values ($1, 'Old', 'ABCDEFGH')`, [player])
    const insert = `insert into reservation (user_id, slot_start, persons, advance_payment, price, is_demo) values ($1, $2, 1, 0, 0, $3)`
    await db.query(insert, ['demo-20261123-1000-1', '2026-11-23T01:00:00Z', true])
    await db.query(insert, [player.toUpperCase(), '2026-11-23T01:30:00Z', false])
    await db.query(insert, ['test-user-1', '2026-11-23T02:00:00Z', false])

    expect(await migrate(db, (await loadMigrations()).slice(0, 6))).toEqual([6])
    const rows = await db.query<{ user_id: string | null; demo_key: string | null }>('select user_id::text, demo_key from reservation order by slot_start')
    expect(rows).toEqual([
      { user_id: null, demo_key: 'demo-20261123-1000-1' },
      { user_id: player, demo_key: null },
    ])
    await db.query('delete from player where user_id = $1', [player])
    expect(await db.query('select demo_key from reservation')).toEqual([{ demo_key: 'demo-20261123-1000-1' }])

    // Migration 0008 numbers the places of the booked rows, dates them in Tokyo and gives each a code.
    await db.query(`insert into reservation (demo_key, slot_start, persons, advance_payment, price, is_demo) values ('demo-2', '2026-11-23T01:00:00Z', 1, 0, 0, true)`)
    await migrate(db, await loadMigrations())
    const numbered = await db.query<{ demo_key: string; seat: number; slot_date: string; code: string }>('select demo_key, seat, slot_date::text, code from reservation order by id')
    expect(numbered.map(({ demo_key, seat, slot_date }) => ({ demo_key, seat, slot_date }))).toEqual([
      { demo_key: 'demo-20261123-1000-1', seat: 1, slot_date: '2026-11-23' },
      { demo_key: 'demo-2', seat: 2, slot_date: '2026-11-23' },
    ])
    expect(new Set(numbered.map((row) => row.code)).size).toBe(2)
  })
})
