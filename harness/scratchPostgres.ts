import { randomBytes } from 'node:crypto'
import pg from 'pg'

export type ScratchDatabase = { url: string; drop(): Promise<void> }

/** The name of the database a connection string names. */
export function databaseNameOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1))
}

/**
 * A new database on a PostgreSQL server, named `{prefix}_{random}`, and the way to drop it: empty,
 * or a copy of the database `templateUrl` names (one of the same server that nobody is connected to).
 * No vitest here: the server tests and the benchmarks (bench/support/benchRun.ts) both use it.
 */
export async function createScratchDatabase(adminUrl: string, prefix: string, templateUrl?: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    // Both names are ours (a prefix of letters and underscores, and hex), never a caller's text.
    await admin.query(templateUrl ? `create database ${name} template ${databaseNameOf(templateUrl)}` : `create database ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      try {
        await client.query(`drop database if exists ${name} with (force)`)
      } finally {
        await client.end()
      }
    },
  }
}
