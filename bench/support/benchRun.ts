/**
 * The run around a load bench that measures a server on PGlite and on PostgreSQL (bench/reserve.ts,
 * bench/entry.ts): the players signed up on the Auth emulator, a fresh server on each database,
 * and everything started on the way stopped again, at the end, on failure and on Ctrl-C. The
 * benches differ in the load they send and in what they check; this is the part that is the same.
 *
 * PostgreSQL is a new database created on TEST_DATABASE_URL or DATABASE_URL when set (dropped
 * afterwards), otherwise on a throwaway cluster from scripts/pg-throwaway.sh, on a port of the
 * bench's own so that two benches can run side by side; skipped with a note when neither works.
 * The Auth emulator is FIREBASE_AUTH_EMULATOR_HOST when set, otherwise one started here.
 */
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { cpus, loadavg, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { type AuthEmulator, startAuthEmulator } from '../../scripts/authEmulator.ts'
import { createScratchDatabase } from '../../harness/scratchPostgres.ts'
import { SERVE_ARG, ServerProcess } from './benchServer.ts'

const ROOT = join(import.meta.dirname, '..', '..')
const PASSWORD = 'abcdefghij12'

/** Runs `fn` over `items`, at most `limit` at a time. */
export async function forEachLimited<T>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next
      next += 1
      await fn(items[index] as T, index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

// --- what to stop at the end ------------------------------------------------------------------

const cleanups: (() => Promise<void>)[] = []

/** Registers something to stop or delete at the end of the run; the last registered goes first. */
export function onCleanup(cleanup: () => Promise<void>): void {
  cleanups.push(cleanup)
}

async function runCleanups(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((error: unknown) => console.error(error))
}

/**
 * A bench script's entry: with `--serve` it is its own server (ServerProcess starts it so);
 * otherwise `main` runs, its result the exit code (1 when it throws), and the cleanups run at the
 * end, on failure and on Ctrl-C.
 */
export async function runBench(main: () => Promise<number>, serve: () => Promise<void>): Promise<void> {
  if (process.argv[2] === SERVE_ARG) {
    await serve()
    return
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void runCleanups().finally(() => process.exit(130))
    })
  }
  try {
    process.exitCode = await main()
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error)
    process.exitCode = 1
  } finally {
    await runCleanups()
  }
}

// --- players ------------------------------------------------------------------------------------

/** A Firebase user on the emulator, shared by both databases. */
export type Account = { uid: string; email: string; token: string }

/** Firebase users on the emulator, through its REST API as the app's SDK does. */
async function signUpAccounts(host: string, count: number, emailPrefix: string): Promise<Account[]> {
  const run = randomBytes(4).toString('hex')
  const accounts: Account[] = []
  await forEachLimited(
    Array.from({ length: count }, (_, index) => index),
    20,
    async (index) => {
      const email = `${emailPrefix}-${run}-${index}@example.com`
      const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
      })
      if (!response.ok) throw new Error(`accounts:signUp failed: ${response.status} ${await response.text()}`)
      const user = (await response.json()) as { idToken: string; localId: string }
      accounts[index] = { uid: user.localId, email, token: user.idToken }
    },
  )
  return accounts
}

/** The emulator (started here unless FIREBASE_AUTH_EMULATOR_HOST is set) and `count` accounts on it, `{emailPrefix}-{run}-{n}@example.com`. */
export async function emulatorAccounts(count: number, emailPrefix: string): Promise<{ host: string; accounts: Account[] }> {
  let host = process.env.FIREBASE_AUTH_EMULATOR_HOST
  if (!host) {
    console.error('Starting the Firebase Auth emulator...')
    const emulator: AuthEmulator = await startAuthEmulator()
    onCleanup(() => emulator.stop())
    host = emulator.host
  }
  console.error(`Auth emulator at ${host}; signing up ${count} players...`)
  return { host, accounts: await signUpAccounts(host, count, emailPrefix) }
}

// --- the databases ------------------------------------------------------------------------------

type PostgresServer = { url: string; source: string; stop(): void }

/** The PostgreSQL server to use, or why there is none. */
function postgresServer(throwawayPort: string): PostgresServer | string {
  const given = process.env.TEST_DATABASE_URL ? 'TEST_DATABASE_URL' : process.env.DATABASE_URL ? 'DATABASE_URL' : null
  if (given) return { url: process.env[given] as string, source: given, stop: () => {} }
  const script = join(ROOT, 'scripts/pg-throwaway.sh')
  try {
    const url = execFileSync('sh', [script, 'start', throwawayPort], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim()
    return { url, source: `throwaway cluster on port ${throwawayPort}`, stop: () => execFileSync('sh', [script, 'stop', throwawayPort]) }
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim().split('\n')[0] ?? String(error)
    return `scripts/pg-throwaway.sh could not start one (${stderr}); set DATABASE_URL or TEST_DATABASE_URL to bench an existing server`
  }
}

export type DatabaseRuns = {
  /** The bench's name, in its temporary folders' names (`dp-bench-{name}-`). */
  name: string
  /** The throwaway cluster's port when no server is given. */
  throwawayPort: string
  /** `pglite` or `postgres` to bench only that one. */
  only: string | undefined
  /** The Auth emulator the servers verify tokens with. */
  authHost: string
}

/**
 * Runs `bench` on PGlite, then on PostgreSQL (as `only` allows), with the server environment of
 * each (DATA_DIR, DATABASE_URL, FIREBASE_AUTH_EMULATOR_HOST); its rows in that order, and notes
 * saying why PostgreSQL was skipped.
 */
export async function onEachDatabase<Row>(runs: DatabaseRuns, bench: (database: string, env: Record<string, string>) => Promise<Row>): Promise<{ rows: Row[]; notes: string[] }> {
  const rows: Row[] = []
  const notes: string[] = []
  const dataDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), `dp-bench-${runs.name}-`))
    onCleanup(() => rm(dir, { recursive: true, force: true }))
    return dir
  }
  if (runs.only !== 'postgres') rows.push(await bench('PGlite', { DATA_DIR: await dataDir(), FIREBASE_AUTH_EMULATOR_HOST: runs.authHost }))
  if (runs.only !== 'pglite') {
    const server = postgresServer(runs.throwawayPort)
    if (typeof server === 'string') {
      notes.push(`PostgreSQL skipped: ${server}.`)
    } else {
      onCleanup(async () => server.stop())
      let database: Awaited<ReturnType<typeof createScratchDatabase>> | undefined
      try {
        database = await createScratchDatabase(server.url, 'dp_bench')
      } catch (error) {
        notes.push(`PostgreSQL skipped: could not create a database on ${server.source} (${error instanceof Error ? error.message : error}).`)
      }
      if (database) {
        const created = database
        onCleanup(() => created.drop())
        const env = { DATA_DIR: await dataDir(), DATABASE_URL: created.url, FIREBASE_AUTH_EMULATOR_HOST: runs.authHost }
        rows.push(await bench(`PostgreSQL (${server.source})`, env))
      }
    }
  }
  return { rows, notes }
}

/**
 * Starts `script`'s server for `database` (`env` from onEachDatabase) and runs `run` against it;
 * the server is killed when `run` ends and with the cleanups (a Ctrl-C), whatever happened.
 */
export async function withServer<Request extends { kind: string }, Answer extends { kind: string }, T>(
  database: string,
  script: string,
  env: Record<string, string>,
  run: (server: ServerProcess<Request, Answer>, base: string) => Promise<T>,
): Promise<T> {
  console.error(`${database}: starting the server...`)
  const server = await ServerProcess.start<Request, Answer>(script, env)
  onCleanup(async () => server.kill())
  try {
    return await run(server, `http://127.0.0.1:${server.port}`)
  } finally {
    server.kill()
  }
}

/** The machine, for the summary line: cores, memory, Node, and the load average at the end. */
export function machine(): string {
  return `${cpus().length} cores, ${Math.round(totalmem() / 1024 ** 3)} GiB, Node ${process.versions.node}, load average ${loadavg()[0]?.toFixed(2)}`
}
