import { Hono } from 'hono'
import { NEWS_READ_LIMIT, newsReadSchema } from '../../src/domain/contract/facility.ts'
import { inboxIdParam } from '../../src/domain/contract/inbox.ts'
import type { UserEnv } from '../auth/requireUser.ts'
import type { Database } from '../db/database.ts'
import { markNewsRead, readNewsIds } from '../facility/newsStore.ts'
import { ok } from '../http/envelope.ts'
import { parseJson, parseParam } from '../http/validate.ts'
import { callerPlayer, notFound } from './callerPlayer.ts'

/**
 * The news the caller has opened (mounted by userRoutes), for the news list's unread markers:
 *   GET /user/self/news/read   the ids of the published news opened, newest first
 *   PUT /user/self/news/{id}   {type: user:news, is_read: true}: opened (again is harmless); 1404 for no such news
 */
export function newsReadRoutes(db: Database, now: () => Date) {
  return new Hono<UserEnv>()
    .get('/news/read', async (c) => {
      const player = await callerPlayer(c, db)
      if (!player.ok) return player.response
      return ok(c, await readNewsIds(db, player.userId, now(), NEWS_READ_LIMIT))
    })
    .put('/news/:id', async (c) => {
      const id = parseParam(c, 'id', inboxIdParam)
      if (!id.ok) return id.response
      const body = await parseJson(c, newsReadSchema)
      if (!body.ok) return body.response
      const player = await callerPlayer(c, db)
      if (!player.ok) return player.response
      return (await markNewsRead(db, player.userId, id.value, now())) ? ok(c, { id: id.value, is_read: true }) : notFound(c, 'news')
    })
}
