import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureAuthEmulator } from '../../scripts/authEmulator.ts'
import { staleBuildReason } from '../../scripts/buildFreshness.ts'
import { run } from '../../scripts/run.ts'
import { type RunningServer, startServer } from '../../harness/stack.ts'

/**
 * The whole app as a browser bench measures it: the Auth emulator (or FIREBASE_AUTH_EMULATOR_HOST's),
 * dist/ rebuilt when older than its sources, and the e2e stack's server (fresh data folder, demo
 * accounts) on a copy of dist/, so a build started meanwhile (another `npm test`) cannot change the
 * app under the bench. Each part's stop is pushed on `cleanups`, to run in reverse order.
 *
 * `BENCH_DIST=<folder>` measures another build instead (the build before a change, for a paired
 * run in the same window): that folder is served as it is, by this checkout's server.
 */
export async function startAppStack(root: string, cleanups: (() => Promise<void>)[]): Promise<RunningServer> {
  const env: Record<string, string | undefined> = { ...process.env }
  const emulatorStarting = ensureAuthEmulator(env)
  cleanups.push(async () => {
    await (await emulatorStarting.catch(() => null))?.stop()
  })
  emulatorStarting.catch(() => {})
  const otherBuild = process.env.BENCH_DIST
  const reason = otherBuild ? null : staleBuildReason(root)
  if (reason) {
    console.error(`Building the app (${reason})...`)
    await run(process.execPath, ['scripts/build.ts'])
  }
  const emulator = await emulatorStarting
  const host = env.FIREBASE_AUTH_EMULATOR_HOST
  if (!host) throw new Error('no Firebase Auth emulator: set FIREBASE_AUTH_EMULATOR_HOST or leave it unset to start one')
  console.error(`Auth emulator at ${host}${emulator ? '' : ' (already running)'}`)
  const distDir = mkdtempSync(join(tmpdir(), 'dp-bench-dist-'))
  cleanups.push(async () => rmSync(distDir, { recursive: true, force: true }))
  cpSync(otherBuild ?? join(root, 'dist'), distDir, { recursive: true })
  if (otherBuild) console.error(`Measuring the build in ${otherBuild}`)
  const server = await startServer({ FIREBASE_AUTH_EMULATOR_HOST: host, DIST_DIR: distDir })
  cleanups.push(() => server.stop())
  return server
}
