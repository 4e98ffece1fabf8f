/**
 * Play results (spec section 7, GET /user/self/result ?limit,offset or ?party_id): the results of
 * the parties the player played in, newest first, each with its members.
 */
import * as v from 'valibot'
import { envelopeSchema } from '../apiEnvelope.ts'
import { RESULT_PAGE } from './pageRules.ts'
import { PARTY_ID_PATTERN } from '../idPatterns.ts'
import { optionalIntParam } from './params.ts'

export { RESULT_PAGE }

/** A party id in a path or query (the result route's id). */
export const partyIdSchema = v.pipe(v.string(), v.regex(PARTY_ID_PATTERN, 'must be a party id'))

export const resultQuerySchema = v.strictObject({
  offset: optionalIntParam(0, RESULT_PAGE.maxOffset, 0),
  limit: optionalIntParam(1, RESULT_PAGE.maxLimit, RESULT_PAGE.defaultLimit),
  party_id: v.optional(partyIdSchema),
})

export const PLAY_MODES = ['standard', 'rank_battle'] as const

export const resultMemberSchema = v.object({
  /** The member's player name (null when they never set one). */
  name: v.nullable(v.string()),
  avatar_id: v.nullable(v.number()),
  level: v.number(),
  gold_medals: v.number(),
  exp: v.number(),
  rookie_bonus: v.boolean(),
  /** The caller's own line. */
  is_self: v.boolean(),
})
export type ResultMember = v.InferOutput<typeof resultMemberSchema>

export const playResultSchema = v.object({
  party_id: v.string(),
  party_name: v.string(),
  mode: v.picklist(PLAY_MODES),
  /** ISO 8601 instant the play ended. */
  play_result_datetime: v.string(),
  score: v.number(),
  cleared: v.boolean(),
  /** The caller's own gold medals, experience (rookie bonus included) and what the play earned. */
  gold_medals: v.number(),
  exp: v.number(),
  rookie_bonus: v.boolean(),
  /** Silver topolo the play earned the caller, and the levels it gained them (0 for plays before issue 14). */
  silver: v.optional(v.number(), 0),
  levels_gained: v.optional(v.number(), 0),
  avatar_id: v.nullable(v.number()),
  title_ids: v.array(v.number()),
  achievement_ids: v.array(v.number()),
  members: v.array(resultMemberSchema),
  /** The caller has answered the questionnaire for this play (issue 16). */
  questionnaire_answered: v.optional(v.boolean(), false),
})
export type PlayResult = v.InferOutput<typeof playResultSchema>

/** `total`: all the caller's results (1 or 0 with ?party_id). */
export const resultListReplySchema = envelopeSchema(v.array(playResultSchema), { total: v.number() })
export type ResultListReply = v.InferOutput<typeof resultListReplySchema>
