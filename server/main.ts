import { mkdir } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Hono } from 'hono'
import { runtimeConfigFromEnv } from '../src/domain/runtimeConfig.ts'
import { describeDemoAccounts } from './accounts/describeDemo.ts'
import { seedDemoAccounts } from './accounts/seedAccounts.ts'
import { createApp } from './app.ts'
import { FrontDoor, frontOf } from './http/frontDoor.ts'
import { ReplyCache } from './cache/replyCache.ts'
import { type IdentityService, identityFromEnv } from './auth/identityService.ts'
import type { Database } from './db/database.ts'
import { openDatabase } from './db/openDatabase.ts'
import { seedFacility } from './facility/seedFacility.ts'
import { mailerFromEnv } from './mail/mailer.ts'
import { startPushDelivery } from './push/pushDelivery.ts'
import { vapidKeys } from './push/vapidKeys.ts'
import { notifyLine, remindReservations } from './push/venueNotifications.ts'
import { notifyOffers, sweepSlotOffers } from './reservations/slotOfferStore.ts'
import { seedMasterData } from './master/seedMaster.ts'
import { ensureAdminSecret } from './runtime/adminSecret.ts'
import { closeServer, drainServer, type FrontHandler, listen } from './runtime/listen.ts'
import { unsafeSettings } from './runtime/productionSafety.ts'
import { DIST_DIR, dataDirFromEnv } from './runtime/paths.ts'
import { liveServer, removeServerFile, writeServerFile } from './runtime/serverFile.ts'

export type RunningServer = {
  port: number
  /** Lines for the console: the demo accounts, the guest's inheritance link, the mailbox page. */
  notes: string[]
  stop(): Promise<void>
}

type Env = Record<string, string | undefined>

function portFromEnv(env: Env): number {
  const port = Number(env.PORT ?? 4173)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${env.PORT}"`)
  return port
}

export async function startServer(env: Env = process.env): Promise<RunningServer> {
  const port = portFromEnv(env)
  const host = env.HOST || '127.0.0.1'
  const dataDir = dataDirFromEnv(env)
  const databaseUrl = env.DATABASE_URL || undefined
  const unsafe = unsafeSettings(env, host)
  if (unsafe) throw new Error(unsafe)
  await mkdir(dataDir, { recursive: true })

  const other = liveServer(dataDir)
  if (other && !databaseUrl) {
    throw new Error(`Another server (pid ${other.pid}, port ${other.port}) is using ${dataDir}; stop it first (PGlite allows one process per data folder).`)
  }
  // Listen first, so a taken port is reported at once rather than after opening the database.
  // Early requests wait for the app (a 503 would sign the user out: the app reads it as maintenance).
  const ready = Promise.withResolvers<Hono>()
  // Kept public replies (server/cache/replyCache.ts) and the hot polls (server/http/frontDoor.ts)
  // are answered before the app once it runs.
  const door = new FrontDoor()
  let answerFirst: FrontHandler | null = null
  const front = (req: IncomingMessage, res: ServerResponse) => (answerFirst ? answerFirst(req, res) : Promise.resolve(false))
  const { server, port: actualPort } = await listen(async (request, env) => (await ready.promise).fetch(request, env), port, host, front)
  let db: Database | undefined
  let identity: IdentityService | null = null
  const demo = env.DEMO_CONTENT !== 'off'
  try {
    db = await openDatabase({ databaseUrl, dataDir })
    identity = identityFromEnv(env)
    await seedMasterData(db)
    // Demo news, schedule overrides, today's traffic and the demo accounts; DEMO_CONTENT=off turns it off.
    if (demo) {
      await seedFacility(db)
      await seedDemoAccounts(db, identity)
    }
  } catch (error) {
    await identity?.close()
    await db?.close()
    await closeServer(server)
    throw error
  }
  const adminSecret = await ensureAdminSecret(dataDir)
  const mailer = await mailerFromEnv(db, env)
  const replies = new ReplyCache(db)
  const opened = db
  let draining = false
  // Web Push (issue 34): the outbox every 2 s and at once after a write queued something; once a
  // minute the reservations' reminders and the line's "you're next" (a reserved slot beginning moves it).
  const push = startPushDelivery(opened, {
    vapid: vapidKeys(opened, env),
    sweep: async () => {
      const at = new Date()
      await remindReservations(opened, at)
      await notifyLine(opened, at)
      // A held place whose time ran out passes to the next player waiting for the slot.
      await sweepSlotOffers(opened, at)
      await notifyOffers(opened, at)
    },
  })
  ready.resolve(
    createApp({
      db,
      distDir: env.DIST_DIR || DIST_DIR,
      runtimeConfig: runtimeConfigFromEnv(env),
      adminSecret,
      identity,
      mailer,
      replies,
      front: door,
      inquiryMailTo: env.INQUIRY_MAIL_TO || undefined,
      onPushQueued: push.kick,
      draining: () => draining,
    }),
  )
  answerFirst = frontOf(replies, door)
  writeServerFile(dataDir, { port: actualPort, pid: process.pid })
  const origin = env.PUBLIC_ORIGIN || `http://localhost:${actualPort}`
  return {
    port: actualPort,
    notes: describeDemoAccounts({ origin, demo, identity, mailbox: mailer.kind === 'mailbox' }),
    async stop() {
      removeServerFile(dataDir)
      // SIGTERM: no new requests, those in flight finish (up to the grace), then the pool closes.
      draining = true
      await drainServer(server, shutdownGraceMs(env))
      await push.stop()
      await identity?.close()
      await db.close()
    },
  }
}

/** How long a stopping server lets requests in flight finish: SHUTDOWN_GRACE_SECONDS, 10 s by default. */
function shutdownGraceMs(env: Env): number {
  const seconds = Number(env.SHUTDOWN_GRACE_SECONDS)
  return Number.isFinite(seconds) && seconds >= 0 && env.SHUTDOWN_GRACE_SECONDS !== undefined && env.SHUTDOWN_GRACE_SECONDS !== '' ? seconds * 1000 : 10_000
}

/** Runs the server until SIGINT or SIGTERM; `afterStop` runs last (npm start stops the Auth emulator there). */
export async function main(env: Env = process.env, afterStop: () => Promise<void> = async () => {}): Promise<void> {
  let running: RunningServer
  try {
    running = await startServer(env)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    await afterStop().catch(() => {})
    process.exit(1)
  }
  const dataDir = dataDirFromEnv(env)
  process.on('exit', () => removeServerFile(dataDir))
  const shutdown = () => {
    running
      .stop()
      .then(afterStop)
      .then(
        () => process.exit(0),
        () => process.exit(1),
      )
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
  console.log(`Topolo Dungeon is running at http://localhost:${running.port}`)
  for (const line of running.notes) console.log(line)
}

if (import.meta.main) await main()
