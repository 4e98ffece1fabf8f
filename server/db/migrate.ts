import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Database } from './database.ts'

const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations')
// Serialises servers that migrate one PostgreSQL database at the same moment.
const MIGRATION_LOCK_KEY = 724_201_001

export type Migration = { version: number; name: string; sql: string }

/** Files named like `0001_maintenance.sql`, in version order. */
export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const migrations: Migration[] = []
  for (const file of await readdir(dir)) {
    const match = /^(\d{4})_([a-z0-9_]+)\.sql$/.exec(file)
    if (!match?.[1] || !match[2]) continue
    migrations.push({ version: Number(match[1]), name: match[2], sql: await readFile(join(dir, file), 'utf8') })
  }
  migrations.sort((a, b) => a.version - b.version)
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) throw new Error(`Migration ${migration.version} is out of sequence in ${dir}`)
  })
  return migrations
}

/** Applies the migrations not yet recorded in `schema_migrations`, each in its own transaction. */
export async function migrate(db: Database, migrations?: Migration[]): Promise<number[]> {
  const pending = migrations ?? (await loadMigrations())
  const applied: number[] = []
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY])
    await tx.exec(`create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`)
  })
  for (const migration of pending) {
    await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY])
      const done = await tx.query('select 1 from schema_migrations where version = $1', [migration.version])
      if (done.length > 0) return
      await tx.exec(migration.sql)
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name])
      applied.push(migration.version)
    })
  }
  return applied
}
