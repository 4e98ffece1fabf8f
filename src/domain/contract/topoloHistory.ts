/**
 * The topolo history (spec section 7, GET /user/self/topolo/use and /get ?type,limit,offset): what
 * the player spent and received, newest first, with the use or get label of spec section 4.
 */
import * as v from 'valibot'
import { envelopeSchema } from '../apiEnvelope.ts'
import { TOPOLO_TYPE } from '../topolo.ts'
import { TOPOLO_PAGE } from './pageRules.ts'
import { intParam, optionalIntParam } from './params.ts'

export { TOPOLO_PAGE }

/** ?type: 1 silver, 2 gold; left out, both. */
export const topoloHistoryQuerySchema = v.strictObject({
  type: v.optional(v.pipe(intParam(TOPOLO_TYPE.silver, TOPOLO_TYPE.gold), v.picklist([TOPOLO_TYPE.silver, TOPOLO_TYPE.gold]))),
  offset: optionalIntParam(0, TOPOLO_PAGE.maxOffset, 0),
  limit: optionalIntParam(1, TOPOLO_PAGE.maxLimit, TOPOLO_PAGE.defaultLimit),
})

export const topoloHistoryItemSchema = v.object({
  id: v.number(),
  type: v.picklist([TOPOLO_TYPE.silver, TOPOLO_TYPE.gold]),
  /** How much moved, always positive (the call says the direction). */
  amount: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The use label (use) or get label (get) of spec section 4. */
  label: v.number(),
  created_at: v.string(),
})
export type TopoloHistoryItem = v.InferOutput<typeof topoloHistoryItemSchema>
export const topoloHistoryReplySchema = envelopeSchema(v.array(topoloHistoryItemSchema), { total: v.number() })
export type TopoloHistoryReply = v.InferOutput<typeof topoloHistoryReplySchema>
