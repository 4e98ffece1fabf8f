/**
 * Coupons (spec section 7): the player's coupons, registration by code, and the look-up of a code.
 * A coupon's name, medium (paper or digital) and benefit are master data (`coupons`).
 */
import * as v from 'valibot'
import { unnamedBodyType } from './bodyType.ts'
import { envelopeSchema } from '../apiEnvelope.ts'
import { COUPON_FILTERS, COUPON_STATUSES } from '../collection/coupons.ts'
import { COUPON_PAGE } from './pageRules.ts'
import { optionalIntParam } from './params.ts'

export { COUPON_PAGE }

/** ?limit (default 1000), offset, filter (default all). */
export const couponQuerySchema = v.strictObject({
  offset: optionalIntParam(0, COUPON_PAGE.maxOffset, 0),
  limit: optionalIntParam(1, COUPON_PAGE.maxLimit, COUPON_PAGE.defaultLimit),
  filter: v.optional(v.picklist(COUPON_FILTERS), 'all'),
})

export const playerCouponSchema = v.object({
  /** The player's coupon (one registration), not the master coupon. */
  id: v.number(),
  coupon_id: v.number(),
  /** As of the reply: an available coupon past its expiry answers expired. */
  status: v.picklist(COUPON_STATUSES),
  /** ISO 8601 instant after which it cannot be used, or null when it does not expire. */
  expires_at: v.nullable(v.string()),
  registered_at: v.string(),
  used_at: v.nullable(v.string()),
})
export type PlayerCoupon = v.InferOutput<typeof playerCouponSchema>

/** Soonest to expire first; `total` counts the filter's matches, `total_available` the available ones. */
export const couponListReplySchema = envelopeSchema(v.array(playerCouponSchema), { total: v.number(), total_available: v.number() })
export type CouponListReply = v.InferOutput<typeof couponListReplySchema>

/** The code as typed or scanned: the server normalises and checks it (a wrong shape is "no valid code"). */
const typedCode = v.pipe(v.string(), v.maxLength(64))

/** POST /user/self/coupon/apply: registers the coupon of a code; answers the player's new coupon. */
export const couponApplySchema = v.strictObject({
  type: unnamedBodyType('user:coupon'),
  code: typedCode,
})
export type CouponApply = v.InferInput<typeof couponApplySchema>
export const couponApplyReplySchema = envelopeSchema(playerCouponSchema)

/** GET /info/coupon?code: which coupon a code gives and until when, without registering it. */
export const couponInfoQuerySchema = v.strictObject({ code: typedCode })
export const couponInfoSchema = v.object({
  coupon_id: v.number(),
  /** When a coupon registered now would expire (ISO 8601), or null. */
  expires_at: v.nullable(v.string()),
})
export type CouponInfo = v.InferOutput<typeof couponInfoSchema>
export const couponInfoReplySchema = envelopeSchema(couponInfoSchema)
