import type { TestProject } from 'vitest/node'
import { DEMO_GUEST_ID, DEMO_PLAYERS } from '../../../server/accounts/demoPlayers.ts'
import { startAuthEmulator } from '../../../scripts/authEmulator.ts'
import { makeMigratedTemplate, type RunningServer, startServer } from '../../../harness/stack.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    level6Url: string
    level7Url: string
    level7DataDir: string
    maintenanceUrl: string
    maintenanceDataDir: string
    authEmulatorHost: string
    /** The seeded guest whose play data a new account may inherit (once per server). */
    guestPlayer: { userId: string; name: string; reading: string }
  }
}

/**
 * Starts the stack once per end-to-end run: the default server (period level 6), one at level 7,
 * and one whose maintenance switch the maintenance tests may flip without disturbing the others.
 */
export default async function setup(project: TestProject) {
  // The Auth emulator of scripts/test.ts, or one of our own when vitest runs alone.
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST ? null : await startAuthEmulator()
  if (emulator) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host
  const dropTemplate = await makeMigratedTemplate()
  const servers: RunningServer[] = await Promise.all([startServer(), startServer({ PERIOD_LEVEL: '7' }), startServer()])
  const [level6, level7, maintenance] = servers as [RunningServer, RunningServer, RunningServer]
  project.provide('level6Url', level6.url)
  project.provide('level7Url', level7.url)
  project.provide('level7DataDir', level7.dataDir)
  project.provide('maintenanceUrl', maintenance.url)
  project.provide('maintenanceDataDir', maintenance.dataDir)
  project.provide('authEmulatorHost', process.env.FIREBASE_AUTH_EMULATOR_HOST as string)
  const guest = DEMO_PLAYERS.find((player) => player.userId === DEMO_GUEST_ID)
  if (!guest) throw new Error('the demo guest player is missing')
  project.provide('guestPlayer', { userId: guest.userId, name: guest.name, reading: guest.reading })
  return async () => {
    await Promise.all(servers.map((server) => server.stop()))
    await emulator?.stop()
    await dropTemplate()
  }
}
