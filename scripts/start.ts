import { join } from 'node:path'
import { main } from '../server/main.ts'
import { dataDirFromEnv, REPO_ROOT } from '../server/runtime/paths.ts'
import { type AuthEmulator, ensureAuthEmulator } from './authEmulator.ts'
import { staleBuildReason } from './buildFreshness.ts'
import { run } from './run.ts'

// `npm start`: the Firebase Auth emulator (unless a real project or a running emulator is
// configured) started alongside the build when sources are newer than dist/, then the server.
const env = process.env
const dataDir = dataDirFromEnv(env)
const emulatorStarting = startEmulator()
// Keep the rejection from being reported before it is awaited below.
emulatorStarting.catch(() => {})

async function startEmulator(): Promise<AuthEmulator | null> {
  const importExportDir = join(dataDir, 'auth-emulator')
  try {
    return await ensureAuthEmulator(env, { port: 9099, importExportDir })
  } catch (error) {
    if (!(error instanceof Error && /in use/.test(error.message))) throw error
    console.log('Port 9099 is in use; starting the Auth emulator on a free port instead.')
    return ensureAuthEmulator(env, { importExportDir })
  }
}

const reason = staleBuildReason(REPO_ROOT)
try {
  if (reason) {
    console.log(`Building the app (${reason})...`)
    await run('npm', ['run', 'build'], {})
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  console.error('The build failed (see above); npm start stops here.')
  await (await emulatorStarting.catch(() => null))?.stop()
  process.exit(1)
}
let emulator: AuthEmulator | null
try {
  emulator = await emulatorStarting
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
// The emulator runs in its own process group: stop it after the server, gracefully, so
// --export-on-exit keeps the accounts for the next start.
await main(env, async () => {
  await emulator?.stop()
})
