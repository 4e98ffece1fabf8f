import { createHash } from 'node:crypto'
import { type Context, Hono } from 'hono'
import * as v from 'valibot'
import { MASTER_ID_PATTERN } from '../../src/domain/idPatterns.ts'
import { avatarSchema, itemSchema, type MasterSetName, spiritSchema } from '../../src/domain/contract/master.ts'
import type { Database } from '../db/database.ts'
import { avatarSvg } from '../master/artwork/avatarArt.ts'
import { itemSvg } from '../master/artwork/itemArt.ts'
import { newsBannerSvg } from '../master/artwork/newsBanner.ts'
import { spiritSvg } from '../master/artwork/spiritArt.ts'
import { readMasterRecord } from '../master/masterStore.ts'

const CACHE = 'public, max-age=86400'

function notFound(c: Context) {
  return c.text('Not found', 404, { 'Cache-Control': 'no-cache' })
}

function svgReply(c: Context, svg: string) {
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`
  const headers = { 'Content-Type': 'image/svg+xml', 'Cache-Control': CACHE, ETag: etag }
  const given = c.req.header('if-none-match')?.split(',').map((tag) => tag.trim().replace(/^W\//, ''))
  if (given?.includes(etag)) return c.body(null, 304, headers)
  return c.body(svg, 200, headers)
}

/** An artwork route: the record of `set` with the path's id, drawn by `draw`. */
function artwork<S extends v.GenericSchema>(db: Database, set: MasterSetName, schema: S, draw: (record: v.InferOutput<S>) => string) {
  return async (c: Context) => {
    const id = c.req.param('id') ?? ''
    if (!MASTER_ID_PATTERN.test(id)) return notFound(c)
    const record = await readMasterRecord(db, set, id)
    if (record === null) return notFound(c)
    return svgReply(c, draw(v.parse(schema, record)))
  }
}

/**
 * Procedural artwork (server/master/artwork): /images/avatar/{id}, /images/spirit/{id},
 * /images/item/{id} for master records, /images/news/{id} for news banners. Anything else is 404.
 */
export function imageRoutes(db: Database) {
  return new Hono()
    .get('/avatar/:id', artwork(db, 'avatars', avatarSchema, avatarSvg))
    .get('/spirit/:id', artwork(db, 'spirits', spiritSchema, spiritSvg))
    .get('/item/:id', artwork(db, 'items', itemSchema, itemSvg))
    .get('/news/:id', (c) => {
      const id = c.req.param('id')
      return MASTER_ID_PATTERN.test(id) ? svgReply(c, newsBannerSvg(Number(id), Number(id))) : notFound(c)
    })
    .all('*', notFound)
}
