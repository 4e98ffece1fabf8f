/**
 * `npm test`: builds the app once, then runs every vitest project (unit, server on PGlite and on
 * PostgreSQL when TEST_DATABASE_URL is set, end to end in Chromium) and, beside them, the
 * first-load budget check; it fails when either does.
 * One Firebase Auth emulator (free ports) starts alongside the build and is shared by the server
 * and end-to-end tests through FIREBASE_AUTH_EMULATOR_HOST.
 * Extra arguments go to vitest, e.g. `npm test -- --project unit`.
 */
import { type AuthEmulator, ensureAuthEmulator } from './authEmulator.ts'
import { run } from './run.ts'

const extra = process.argv.slice(2)
const selective = extra.includes('--project')
const needsBuild = !selective || extra.includes('e2e')
const needsEmulator = !selective || extra.includes('e2e') || extra.includes('server')

const env: Record<string, string | undefined> = { ...process.env }
let emulatorStarting: Promise<AuthEmulator | null> = Promise.resolve(null)
try {
  if (needsEmulator) {
    emulatorStarting = ensureAuthEmulator(env)
    emulatorStarting.catch(() => {})
  }
  let budget: Promise<void> = Promise.resolve()
  if (needsBuild) {
    await run('node', ['scripts/build.ts'])
    // The first-load budget counts bytes, not time: it runs beside the tests rather than before them.
    budget = run('node', ['bench/bundle-budget.ts'])
    budget.catch(() => {})
  }
  await emulatorStarting
  const host = env.FIREBASE_AUTH_EMULATOR_HOST
  const [tests, budgetChecked] = await Promise.allSettled([run('vitest', ['run', ...extra], host ? { FIREBASE_AUTH_EMULATOR_HOST: host } : {}), budget])
  for (const outcome of [tests, budgetChecked]) if (outcome.status === 'rejected') throw outcome.reason
  console.log(`npm test: ${Math.round(performance.now() / 1000)} s (build, emulator, tests and budget).`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await (await emulatorStarting.catch(() => null))?.stop()
}
