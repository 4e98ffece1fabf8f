import { Hono } from 'hono'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { itemQuerySchema } from '../../src/domain/contract/collection.ts'
import type { UserEnv } from '../auth/requireUser.ts'
import { readAchievements, readAvatars, readItems, readSpirits, recommendItems } from '../collections/collectionStore.ts'
import type { Database } from '../db/database.ts'
import { ok } from '../http/envelope.ts'
import { parseQuery } from '../http/validate.ts'
import { callerPlayer, notFound } from './callerPlayer.ts'

/**
 * The caller's collections (mounted by userRoutes): /avatar, /avatar/available, /spirit/available,
 * /item, /item/recommend, /achievement. Each reads the caller's player only.
 */
export function collectionRoutes(db: Database) {
  return new Hono<UserEnv>()
    .get('/avatar', async (c) => {
      const player = await callerPlayer(c, db)
      return player.ok ? ok(c, await readAvatars(db, player.userId, 'had')) : player.response
    })
    .get('/avatar/available', async (c) => {
      const player = await callerPlayer(c, db)
      return player.ok ? ok(c, await readAvatars(db, player.userId, 'visible')) : player.response
    })
    .get('/spirit/available', async (c) => {
      const player = await callerPlayer(c, db)
      return player.ok ? ok(c, await readSpirits(db, player.userId)) : player.response
    })
    .get('/item', async (c) => {
      const query = parseQuery(c, itemQuerySchema)
      if (!query.ok) return query.response
      const player = await callerPlayer(c, db)
      if (!player.ok) return player.response
      const found = await readItems(db, player.userId, query.value.select_avatar_id)
      if (!found) return notFound(c, 'avatar')
      return c.json({ result: { status: ResultCode.ok }, data: found.items, avatar_id: found.avatarId })
    })
    .get('/item/recommend', async (c) => {
      const query = parseQuery(c, itemQuerySchema)
      if (!query.ok) return query.response
      const player = await callerPlayer(c, db)
      if (!player.ok) return player.response
      const found = await recommendItems(db, player.userId, query.value.select_avatar_id)
      if (!found) return notFound(c, 'avatar')
      return c.json({ result: { status: ResultCode.ok }, data: found.items, avatar_id: found.avatarId })
    })
    .get('/achievement', async (c) => {
      const player = await callerPlayer(c, db)
      return player.ok ? ok(c, await readAchievements(db, player.userId)) : player.response
    })
}
