import { Hono } from 'hono'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { inboxIdParam, messageQuerySchema, messageReadSchema, titleReadSchema } from '../../src/domain/contract/inbox.ts'
import { listMessages, listTitles, markMessageRead, setTitleRead } from '../accounts/inboxStore.ts'
import type { UserEnv } from '../auth/requireUser.ts'
import type { Database } from '../db/database.ts'
import { ok } from '../http/envelope.ts'
import { parseJson, parseParam, parseQuery } from '../http/validate.ts'
import { notRegistered, notTheirs } from './callerPlayer.ts'

/** /user/self/message and /user/self/title (mounted by userRoutes, behind its sign-in check). */
export function inboxRoutes(db: Database) {
  return new Hono<UserEnv>()
    .get('/message', async (c) => {
      const query = parseQuery(c, messageQuerySchema)
      if (!query.ok) return query.response
      const page = await listMessages(db, c.get('user').uid, query.value.offset, query.value.limit)
      if (!page) return notRegistered(c)
      return c.json({ result: { status: ResultCode.ok }, data: page.items, total: page.total, total_unread: page.totalUnread })
    })
    .put('/message/:id', async (c) => {
      const id = parseParam(c, 'id', inboxIdParam)
      if (!id.ok) return id.response
      const body = await parseJson(c, messageReadSchema)
      if (!body.ok) return body.response
      const uid = c.get('user').uid
      const message = await markMessageRead(db, uid, id.value)
      return message ? ok(c, message) : notTheirs(c, db, uid, 'message')
    })
    .get('/title', async (c) => {
      const titles = await listTitles(db, c.get('user').uid)
      return titles ? ok(c, titles) : notRegistered(c)
    })
    .put('/title/:id', async (c) => {
      const id = parseParam(c, 'id', inboxIdParam)
      if (!id.ok) return id.response
      const body = await parseJson(c, titleReadSchema)
      if (!body.ok) return body.response
      const uid = c.get('user').uid
      const title = await setTitleRead(db, uid, id.value, body.value.is_read)
      return title ? ok(c, title) : notTheirs(c, db, uid, 'title')
    })
}
