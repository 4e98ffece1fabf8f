/**
 * Starts the Firebase Auth emulator (firebase-tools) for `npm start`, `npm run dev` and the tests.
 * Each instance gets its own firebase.json in a temporary folder with explicit auth, hub and
 * logging ports, so two emulators (a developer's and a test run's) can run side by side.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

export const EMULATOR_PROJECT = 'demo-dungeon'
const FIREBASE_BIN = resolve(import.meta.dirname, '..', 'node_modules', '.bin', 'firebase')
const EXIT_WITH_PARENT = resolve(import.meta.dirname, 'exitWithParent.cjs')
const READY_TIMEOUT_MS = 90_000

export type AuthEmulatorOptions = {
  /** The auth port; 0 (the default) picks a free one. `npm start` uses 9099. */
  port?: number
  /** Accounts are imported from here when it exists and exported here on a graceful stop. */
  importExportDir?: string
  /** Where the emulator's output goes; by default it is kept and shown only when start-up fails. */
  log?: (chunk: string) => void
}

export type AuthEmulator = {
  /** `127.0.0.1:<port>`, the value of FIREBASE_AUTH_EMULATOR_HOST. */
  host: string
  /** Stops it with SIGINT (so `--export-on-exit` writes the accounts) and waits for it to exit. */
  stop(): Promise<void>
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolvePort(port))
    })
  })
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) })
    return response.ok
  } catch {
    return false
  }
}

function writeConfig(dir: string, ports: { auth: number; hub: number; logging: number }): void {
  const config = {
    emulators: {
      auth: { host: '127.0.0.1', port: ports.auth },
      hub: { host: '127.0.0.1', port: ports.hub },
      logging: { host: '127.0.0.1', port: ports.logging },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  }
  writeFileSync(join(dir, 'firebase.json'), JSON.stringify(config, null, 2))
}

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolveExit) => child.once('exit', () => resolveExit()))
}

/** Whether nothing listens on the loopback port yet (an emulator answering there is not ours). */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolveFree) => {
    const probe = createServer()
    probe.once('error', () => resolveFree(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolveFree(true)))
  })
}

export async function startAuthEmulator(options: AuthEmulatorOptions = {}): Promise<AuthEmulator> {
  if (options.port && !(await portIsFree(options.port))) throw new Error(`Port ${options.port} is in use; the Auth emulator needs it.`)
  const port = options.port || (await freePort())
  const ports = { auth: port, hub: await freePort(), logging: await freePort() }
  const workDir = mkdtempSync(join(tmpdir(), 'dp-auth-emulator-'))
  writeConfig(workDir, ports)
  const args = ['emulators:start', '--only', 'auth', '--project', EMULATOR_PROJECT]
  if (options.importExportDir) {
    const dir = resolve(options.importExportDir)
    if (existsSync(join(dir, 'firebase-export-metadata.json'))) args.push('--import', dir)
    mkdirSync(dir, { recursive: true })
    args.push('--export-on-exit', dir)
  }
  // Its own process group: a Ctrl-C in the terminal reaches us, and we stop it in order.
  // The emulator ends with this process even when it is killed outright (scripts/exitWithParent.cjs).
  const nodeOptions = [process.env.NODE_OPTIONS, `--require "${EXIT_WITH_PARENT}"`].filter(Boolean).join(' ')
  const child = spawn(FIREBASE_BIN, args, {
    cwd: workDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: { ...process.env, CI: '1', NODE_OPTIONS: nodeOptions, DP_EXIT_WITH_PID: String(process.pid) },
  })
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk.toString()
    options.log?.(chunk.toString())
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const exited = waitForExit(child)
  const cleanup = () => rmSync(workDir, { recursive: true, force: true })

  const host = `127.0.0.1:${port}`
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (!(await answers(`http://${host}/`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL')
      cleanup()
      throw new Error(`The Firebase Auth emulator did not start on ${host}:\n${output.slice(-3000)}`)
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  let stopping: Promise<void> | undefined
  return {
    host,
    stop() {
      stopping ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGINT')
          const killer = setTimeout(() => child.kill('SIGKILL'), 20_000)
          await exited
          clearTimeout(killer)
        }
        cleanup()
      })()
      return stopping
    },
  }
}

/** True when a real Firebase project is configured (README, "Identity"), so no emulator is needed. */
export function realFirebaseConfigured(env: Record<string, string | undefined>): boolean {
  return Boolean(env.FIREBASE_PROJECT_ID && !env.FIREBASE_PROJECT_ID.startsWith('demo-') && env.GOOGLE_APPLICATION_CREDENTIALS)
}

/**
 * The emulator for a command that needs one: none with a real project or when
 * FIREBASE_AUTH_EMULATOR_HOST already names a running one; otherwise a new one whose host is put
 * into `env.FIREBASE_AUTH_EMULATOR_HOST`. Returns the one it started, to stop later.
 */
export async function ensureAuthEmulator(env: Record<string, string | undefined>, options: AuthEmulatorOptions = {}): Promise<AuthEmulator | null> {
  if (env.FIREBASE_AUTH_EMULATOR_HOST || realFirebaseConfigured(env)) return null
  const emulator = await startAuthEmulator(options)
  env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host
  return emulator
}
