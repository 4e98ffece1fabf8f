import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../server/db/openDatabase.ts'
import { createScratchDatabase, type ScratchDatabase } from './scratchPostgres.ts'

export type RunningServer = {
  url: string
  dataDir: string
  stop: () => Promise<void>
  /** Stops the process only (the data folder stays), to see what the app does with no server. */
  halt: () => Promise<void>
  /** Starts it again after `halt`, on the same port and data. */
  resume: () => Promise<void>
  /** The running process's id (a bench reads its CPU time). */
  pid: () => number | undefined
}

const READY_TIMEOUT_MS = 60_000

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      const response = await fetch(`${url}/api/v1/info/maintenance`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`server at ${url} did not become ready in ${READY_TIMEOUT_MS} ms`)
}

/** Where startServer finds a migrated, empty data folder to start from (set by makeMigratedTemplate). */
const TEMPLATE_ENV = 'DP_MIGRATED_DATA_DIR'
/** The migrated, empty PostgreSQL database startServer copies for each server (set by makeMigratedTemplate). */
const TEMPLATE_DATABASE_ENV = 'DP_MIGRATED_DATABASE_URL'

/**
 * Migrates one empty database for every server this run starts (the processes of its workers
 * inherit the environment): a server then starts from a copy and only seeds, which saves the
 * migrations, most of a fresh start's 4 s. With TEST_DATABASE_URL (CI's throwaway PostgreSQL)
 * it is a PostgreSQL database and every server gets a copy of its own: the end-to-end servers then
 * spend about 40 % less CPU than on PGlite, which the server tests cover on every route
 * (docs/decisions.md). Without it, a PGlite data folder. Answers its removal.
 */
export async function makeMigratedTemplate(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'dp-migrated-'))
  const adminUrl = process.env.TEST_DATABASE_URL
  const template = adminUrl ? await migratedScratchDatabase(adminUrl, 'dp_e2e_template') : null
  if (template) process.env[TEMPLATE_DATABASE_ENV] = template.url
  else {
    await (await openDatabase({ dataDir: dir })).close()
    process.env[TEMPLATE_ENV] = dir
  }
  return async () => {
    delete process.env[TEMPLATE_ENV]
    delete process.env[TEMPLATE_DATABASE_ENV]
    rmSync(dir, { recursive: true, force: true })
    await template?.drop()
  }
}

/** A new PostgreSQL database (`prefix`_random) with every migration run: a template the test servers or stores copy. */
export async function migratedScratchDatabase(adminUrl: string, prefix: string): Promise<ScratchDatabase> {
  const database = await createScratchDatabase(adminUrl, prefix)
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`))
  try {
    await (await openDatabase({ dataDir, databaseUrl: database.url })).close()
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
  return database
}

/** A copy of the migrated PostgreSQL template for one server, when the run made one and the caller chose no database. */
async function databaseOfItsOwn(): Promise<ScratchDatabase | null> {
  const adminUrl = process.env.TEST_DATABASE_URL
  const templateUrl = process.env[TEMPLATE_DATABASE_ENV]
  return adminUrl && templateUrl ? createScratchDatabase(adminUrl, 'dp_e2e', templateUrl) : null
}

/** Starts the real server (built app + API) on a free port with a fresh data folder (a copy of the migrated template when there is one). */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'dp-e2e-'))
  const chosenByCaller = Boolean(env.DATABASE_URL ?? process.env.DATABASE_URL)
  const database = chosenByCaller ? null : await databaseOfItsOwn()
  const template = process.env[TEMPLATE_ENV]
  if (!chosenByCaller && !database && template) cpSync(template, dataDir, { recursive: true })
  const url = `http://127.0.0.1:${port}`
  const launch = async () => {
    const started = spawn(process.execPath, ['server/main.ts'], {
      // Every test browser signs up and types codes from 127.0.0.1: the per-address limits would stop the suite.
      env: {
        ...process.env,
        RATE_LIMIT_PER_ADDRESS_HOUR: '100000',
        RATE_LIMIT_CODE_FAILURES_FREE_PER_ADDRESS: '100000',
        ...(database ? { DATABASE_URL: database.url } : {}),
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    await waitUntilReady(url, started)
    return started
  }
  let child = await launch()
  const halt = async () => {
    if (child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
  return {
    url,
    dataDir,
    halt,
    resume: async () => {
      child = await launch()
    },
    pid: () => child.pid,
    stop: async () => {
      await halt()
      rmSync(dataDir, { recursive: true, force: true })
      await database?.drop()
    },
  }
}
