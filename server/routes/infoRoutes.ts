import { Hono } from 'hono'
import type { Database } from '../db/database.ts'
import { ok } from '../http/envelope.ts'
import { readMaintenance } from '../maintenance/maintenanceStore.ts'

export function infoRoutes(db: Database) {
  return new Hono().get('/maintenance', async (c) => ok(c, await readMaintenance(db)))
}
