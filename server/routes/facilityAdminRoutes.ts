import { Hono } from 'hono'
import * as v from 'valibot'
import { newsPostSchema } from '../../src/domain/contract/facility.ts'
import type { Database } from '../db/database.ts'
import { insertNews } from '../facility/newsStore.ts'
import { resetFacility, seedFacility, seedMaster } from '../facility/seedFacility.ts'
import { ok } from '../http/envelope.ts'
import { parseJson } from '../http/validate.ts'

const emptyBody = v.strictObject({})

/**
 * Operations on facility content, mounted under /api/v1/admin/facility behind the admin guard
 * (loopback and secret): `npm run admin -- news post | seed | reset` while a server runs.
 */
export function facilityAdminRoutes(db: Database) {
  return new Hono()
    .post('/news', async (c) => {
      const body = await parseJson(c, newsPostSchema)
      if (!body.ok) return body.response
      return ok(c, await insertNews(db, body.value))
    })
    .post('/seed', async (c) => {
      const body = await parseJson(c, emptyBody)
      if (!body.ok) return body.response
      const facility = await seedFacility(db)
      return ok(c, { ...facility, master: await seedMaster(db, false) })
    })
    .post('/reset', async (c) => {
      const body = await parseJson(c, emptyBody)
      if (!body.ok) return body.response
      const facility = await resetFacility(db)
      return ok(c, { ...facility, master: await seedMaster(db, true) })
    })
}
