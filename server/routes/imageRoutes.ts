import { createHash } from 'node:crypto'
import { type Context, Hono } from 'hono'
import * as v from 'valibot'
import { MASTER_ID_PATTERN } from '../../src/domain/idPatterns.ts'
import { avatarSchema, itemSchema, type MasterSetName, spiritSchema } from '../../src/domain/contract/master.ts'
import type { Database } from '../db/database.ts'
import { avatarSvg } from '../master/artwork/avatarArt.ts'
import { itemSvg } from '../master/artwork/itemArt.ts'
import { newsBannerSvg } from '../master/artwork/newsBanner.ts'
import { rankImage } from '../../src/domain/collection/rank.ts'
import { rankEmblemSvg } from '../master/artwork/rankEmblem.ts'
import { spiritSvg } from '../master/artwork/spiritArt.ts'
import { readMasterRecord } from '../master/masterStore.ts'

const CACHE = 'public, max-age=86400'
/** A play rank id: 1 (the best) to 18, decimal without leading zeros. */
const RANK_ID_PATTERN = /^(?:[1-9]|1[0-8])$/

function notFound(c: Context) {
  return c.text('Not found', 404, { 'Cache-Control': 'no-cache' })
}

function svgReply(c: Context, svg: string) {
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`
  const headers = { 'Content-Type': 'image/svg+xml', 'Cache-Control': CACHE, ETag: etag }
  const given = c.req
    .header('if-none-match')
    ?.split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
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
 * /images/item/{id} for master records, /images/news/{id} for news banners, /images/rank/{id} for
 * the play rank emblems (rank 1, the best, shows the grandest image 18). Anything else is 404.
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
    .get('/rank/:id', (c) => {
      const id = c.req.param('id')
      return RANK_ID_PATTERN.test(id) ? svgReply(c, rankEmblemSvg(rankImage(Number(id)) ?? 0)) : notFound(c)
    })
    .all('*', notFound)
}
