import { Hono } from 'hono'
import type { Database } from '../db/database.ts'
import { loadMigrations } from '../db/migrate.ts'

/**
 * For the platform that runs the instances (issue 35): `GET /healthz` answers while the process
 * serves HTTP (restart it when this fails); `GET /readyz` answers 200 only when the database
 * answers and every migration of this build is applied, and 503 while the instance drains on
 * SIGTERM (send it no new requests). Neither is cached, signed in or behind maintenance.
 */
export function healthRoutes(db: Database, draining: () => boolean = () => false) {
  let expected: Promise<number> | null = null
  const migrationsOfThisBuild = () => {
    expected ??= loadMigrations().then((migrations) => migrations.length)
    return expected
  }
  return new Hono()
    .get('/healthz', (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json({ status: 'ok' })
    })
    .get('/readyz', async (c) => {
      c.header('Cache-Control', 'no-store')
      if (draining()) return c.json({ status: 'draining' }, 503)
      try {
        const [row] = await db.query<{ applied: number }>('select count(*)::int as applied from schema_migrations')
        const applied = row?.applied ?? 0
        const wanted = await migrationsOfThisBuild()
        if (applied < wanted) return c.json({ status: 'migrations pending', applied, expected: wanted }, 503)
        return c.json({ status: 'ready', migrations: applied })
      } catch {
        return c.json({ status: 'database unreachable' }, 503)
      }
    })
}
