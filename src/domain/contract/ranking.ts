/**
 * The daily ranking and the clearers (spec section 7, issue 16): GET /ranking/daily and
 * GET /facility/conqueror, both public. Shared by server/routes/rankingRoutes.ts and the app.
 */
import * as v from 'valibot'
import { CONQUEROR_FILTERS, DEFAULT_RANKING_CLASS, RANKING_CLASSES } from '../ranking/ranking.ts'
import { CONQUEROR_PAGE, RANKING_PAGE } from './pageRules.ts'
import { optionalIntParam, yyyymmddParam } from './params.ts'

export { CONQUEROR_PAGE, RANKING_PAGE }

/** `?date` (yyyymmdd, Tokyo; today by default) `&limit&offset&class&sort` (asc: the best first). */
export const rankingQuerySchema = v.strictObject({
  date: v.optional(yyyymmddParam),
  offset: optionalIntParam(0, RANKING_PAGE.maxOffset, 0),
  limit: optionalIntParam(1, RANKING_PAGE.maxLimit, RANKING_PAGE.defaultLimit),
  class: v.optional(v.picklist(RANKING_CLASSES), DEFAULT_RANKING_CLASS),
  sort: v.optional(v.picklist(['asc', 'desc']), 'asc'),
})
export type RankingQuery = v.InferOutput<typeof rankingQuerySchema>

const memberSchema = v.object({ avatar_id: v.number(), level: v.nullable(v.number()) })

export const rankingRowSchema = v.object({
  /** 1 the best; equal scores share a rank. */
  rank: v.number(),
  /** Another party has the same rank. */
  tied: v.boolean(),
  party_name: v.string(),
  members: v.array(memberSchema),
  score: v.number(),
  /** The rank image's rank (1 best .. 18): the members' average score's. */
  rank_id: v.number(),
  played_at: v.string(),
  cleared: v.boolean(),
  /** The signed-in caller played in it. */
  mine: v.boolean(),
})
export type RankingRow = v.InferOutput<typeof rankingRowSchema>

export const rankingSchema = v.object({
  /** yyyymmdd, Tokyo. */
  date: v.string(),
  class: v.picklist(RANKING_CLASSES),
  total: v.number(),
  rows: v.array(rankingRowSchema),
})
export type Ranking = v.InferOutput<typeof rankingSchema>

/** `?filter` (all, today or week) `&limit&offset`. */
export const conquerorQuerySchema = v.strictObject({
  filter: v.optional(v.picklist(CONQUEROR_FILTERS), 'all'),
  offset: optionalIntParam(0, CONQUEROR_PAGE.maxOffset, 0),
  limit: optionalIntParam(1, CONQUEROR_PAGE.maxLimit, CONQUEROR_PAGE.defaultLimit),
})
export type ConquerorQuery = v.InferOutput<typeof conquerorQuerySchema>

export const conquerorSchema = v.object({
  party_name: v.string(),
  members: v.array(memberSchema),
  mode: v.picklist(['standard', 'rank_battle']),
  played_at: v.string(),
  mine: v.boolean(),
})
export type Conqueror = v.InferOutput<typeof conquerorSchema>
export const conquerorPageSchema = v.object({ total: v.number(), rows: v.array(conquerorSchema) })
export type ConquerorPage = v.InferOutput<typeof conquerorPageSchema>
