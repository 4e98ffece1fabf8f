/**
 * The item hunt's calls (spec section 7, issue 15): the hunts on offer, their published rates, a
 * draw, and the player's own draws. Shared by server/routes/itemHuntRoutes.ts and the app.
 */
import * as v from 'valibot'
import { unnamedBodyType } from './bodyType.ts'
import { envelopeSchema } from '../apiEnvelope.ts'
import { DRAW_ROUNDS, RARITIES, RATE_TOTAL } from '../itemhunt/itemHunt.ts'
import { TOPOLO_TYPE } from '../topolo.ts'
import { uuidSchema } from './account.ts'
import { localizedTextSchema } from './master.ts'
import { DRAW_PAGE } from './pageRules.ts'
import { pageQuerySchema } from './params.ts'

export { DRAW_PAGE }

const id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999))
const raritySchema = v.picklist(RARITIES)
const topoloTypeSchema = v.picklist([TOPOLO_TYPE.silver, TOPOLO_TYPE.gold])

const rarityRateSchema = v.object({ rarity: raritySchema, rate: v.number(), items: v.number() })

/** GET /gacha: the hunts on offer now. */
export const huntSchema = v.object({
  id,
  name: localizedTextSchema,
  description: localizedTextSchema,
  /** Topolo per draw of each kind. */
  costs: v.object({ gold: v.number(), silver: v.number() }),
  rounds: v.array(v.number()),
  /** Basis points per rarity (of RATE_TOTAL). */
  rarities: v.array(rarityRateSchema),
  /** Tokyo days it runs, or null for always. */
  starts_at: v.nullable(v.string()),
  ends_at: v.nullable(v.string()),
})
export type Hunt = v.InferOutput<typeof huntSchema>
export const huntListReplySchema = envelopeSchema(v.array(huntSchema))

/** GET /gacha/{id}/rate: every rarity's rate and every item's, the same for everyone. */
export const huntRatesSchema = v.object({
  gacha_id: id,
  rate_total: v.literal(RATE_TOTAL),
  rarities: v.array(rarityRateSchema),
  /** An item's chance is numerator / denominator. */
  items: v.array(v.object({ item_id: id, rarity: raritySchema, numerator: v.number(), denominator: v.number() })),
})
export type HuntRates = v.InferOutput<typeof huntRatesSchema>
export const huntRatesReplySchema = envelopeSchema(huntRatesSchema)

/**
 * POST /gacha/draw {gacha_id, round} as the spec has it, and what the app adds: `topolo_type` (left
 * out: silver when it covers the draw, else gold) and `request_id`, which makes a retried request
 * answer the draw it made instead of drawing again (left out: every request draws).
 */
export const drawRequestSchema = v.strictObject({
  type: unnamedBodyType('gacha:draw'),
  gacha_id: id,
  round: v.picklist(DRAW_ROUNDS),
  topolo_type: v.optional(topoloTypeSchema),
  request_id: v.optional(uuidSchema),
})
export type DrawRequest = v.InferInput<typeof drawRequestSchema>

export const drawSchema = v.object({
  draw_id: v.number(),
  gacha_id: v.number(),
  round: v.number(),
  topolo_type: topoloTypeSchema,
  cost: v.number(),
  created_at: v.string(),
  /** In the order drawn; `is_new`: the player had none of it before this draw. */
  items: v.array(v.object({ item_id: v.number(), rarity: raritySchema, is_new: v.boolean() })),
})
export type Draw = v.InferOutput<typeof drawSchema>

/** The draw with the balances after it. */
export const drawOutcomeSchema = v.object({ ...drawSchema.entries, balances: v.object({ silver: v.number(), gold: v.number() }) })
export type DrawOutcome = v.InferOutput<typeof drawOutcomeSchema>
export const drawOutcomeReplySchema = envelopeSchema(drawOutcomeSchema)

/** GET /user/self/gacha ?offset,limit: the player's own draws, newest first. */
export const drawHistoryQuerySchema = pageQuerySchema(DRAW_PAGE)
export const drawHistoryReplySchema = envelopeSchema(v.array(drawSchema), { total: v.number() })
