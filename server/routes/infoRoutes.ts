import { Hono } from 'hono'
import type { ReplyCache } from '../cache/replyCache.ts'
import type { Database } from '../db/database.ts'
import { ok } from '../http/envelope.ts'
import { readMaintenance } from '../maintenance/maintenanceStore.ts'

export function infoRoutes(db: Database, replies: ReplyCache) {
  return new Hono().get('/maintenance', (c) => replies.reply(c, { scopes: ['maintenance'], key: 'info/maintenance' }, async () => ok(c, await readMaintenance(db))))
}
