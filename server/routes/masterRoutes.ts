import { Hono } from 'hono'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { isMasterSetName, normalizeMasterId } from '../../src/domain/contract/master.ts'
import type { ReplyCache } from '../cache/replyCache.ts'
import type { Database } from '../db/database.ts'
import { fail, ok } from '../http/envelope.ts'
import { readMasterRecord, readMasterSet } from '../master/masterStore.ts'

/** GET /master/data/{set} and /master/data/{set}/{id} (spec section 7). Query strings are ignored. */
export function masterRoutes(db: Database, replies: ReplyCache) {
  return new Hono()
    .get('/data/:set', async (c) => {
      const set = c.req.param('set')
      if (!isMasterSetName(set)) return fail(c, 404, ResultCode.notFound, 'Unknown master data set')
      return replies.reply(c, { scopes: ['master'], key: `master/${set}` }, async () => ok(c, await readMasterSet(db, set)))
    })
    .get('/data/:set/:id', async (c) => {
      const set = c.req.param('set')
      if (!isMasterSetName(set)) return fail(c, 404, ResultCode.notFound, 'Unknown master data set')
      const id = normalizeMasterId(set, c.req.param('id'))
      if (id === null) return fail(c, 400, ResultCode.badRequest, `Invalid id for ${set}`)
      return replies.reply(c, { scopes: ['master'], key: `master/${set}/${id}` }, async () => {
        const record = await readMasterRecord(db, set, id)
        return record === null ? fail(c, 404, ResultCode.notFound, 'No such record') : ok(c, record)
      })
    })
}
