import { afterAll, beforeAll } from 'vitest'
import { type AppOptions, createApp } from '../../../server/app.ts'
import type { IdentityService } from '../../../server/auth/identityService.ts'
import type { Database } from '../../../server/db/database.ts'
import { ReplyCache } from '../../../server/cache/replyCache.ts'
import { FrontDoor, frontOf } from '../../../server/http/frontDoor.ts'
import { startTestServer, type TestServer } from './http.ts'
import { type Backend, createTestStore, type TestStore } from './testDatabase.ts'

export type ApiServer = { readonly url: string; readonly db: Database; readonly store: TestStore; readonly identity: IdentityService | null }

type Options = {
  /** Runs on the fresh database before the server starts (seeding). */
  prepare?: (db: Database) => Promise<unknown>
  adminSecret?: string
  /** Account options (identity, mailer, rate limits, the card provider, ...) for createApp; given the server's database. */
  app?: (db: Database) => Partial<AppOptions>
}

/**
 * A real API server over loopback HTTP on a database of its own, as server/main.ts runs it (the
 * front paths before the app), for the surrounding suite:
 * started in beforeAll, stopped and deleted in afterAll. Read its fields inside tests.
 */
export function useApiServer(backend: Backend, options: Options = {}): ApiServer {
  let store: TestStore | undefined
  let db: Database | undefined
  let server: TestServer | undefined
  let appOptions: Partial<AppOptions> = {}
  beforeAll(async () => {
    store = await createTestStore(backend)
    db = await store.open()
    await options.prepare?.(db)
    appOptions = options.app?.(db) ?? {}
    // As server/main.ts runs it: the kept public replies and the hot polls answered before the app.
    const replies = appOptions.replies ?? new ReplyCache(db)
    const door = appOptions.front ?? new FrontDoor()
    const app = createApp({ db, distDir: '/nonexistent', runtimeConfig: {}, adminSecret: options.adminSecret, log: null, ...appOptions, replies, front: door })
    server = await startTestServer(app, frontOf(replies, door))
  })
  afterAll(async () => {
    await server?.close()
    await appOptions.identity?.close()
    await db?.close()
    await store?.dispose()
  })
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the API server is not started yet (use it inside tests)')
    return value
  }
  return {
    get url() {
      return ready(server).url
    },
    get db() {
      return ready(db)
    },
    get store() {
      return ready(store)
    },
    get identity() {
      return ready(server) && (appOptions.identity ?? null)
    },
  }
}
