import * as v from 'valibot'
import { isIsoInstant, ISO_INSTANT_HINT } from '../isoInstant.ts'
import { unnamedBodyType } from './bodyType.ts'
import { localizedTextSchema, postedText } from './facility.ts'

/**
 * Presents (issue 31): gold or silver topolo, an item or a coupon the venue sends to one player or
 * to every player, with a message in up to five languages and an expiry. Each player accepts each
 * present once (POST /user/self/present/accept); topolo arrive in the history as "present".
 */
export const PRESENT_KINDS = ['silver', 'gold', 'item', 'coupon'] as const
export type PresentKind = (typeof PRESENT_KINDS)[number]

/** The most topolo or items one present gives, and the message's length. */
export const PRESENT_AMOUNT_MAX = 100_000
export const PRESENT_MESSAGE_MAX = 500
/** The presents a player's list shows at most (newest first). */
export const PRESENT_LIST_LIMIT = 100

const positiveId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))

/** A present as its player sees it. */
export const presentSchema = v.object({
  id: v.number(),
  kind: v.picklist(PRESENT_KINDS),
  /** Topolo, or the count of the item; 1 for a coupon. */
  amount: v.number(),
  item_id: v.nullable(v.number()),
  coupon_id: v.nullable(v.number()),
  message: localizedTextSchema,
  /** ISO 8601 instants. */
  sent_at: v.string(),
  expires_at: v.string(),
  /** When this player accepted it, or null. */
  accepted_at: v.nullable(v.string()),
})
export type Present = v.InferOutput<typeof presentSchema>

/** POST /user/self/present/accept (the spec shows no payload; this is docs/api.md's). */
export const presentAcceptSchema = v.strictObject({
  type: unnamedBodyType('user:present'),
  present_id: positiveId,
})
export type PresentAccept = v.InferInput<typeof presentAcceptSchema>

export const presentAcceptedSchema = v.object({
  present: presentSchema,
  /** The player's balances after the grant. */
  topolo: v.object({ silver: v.number(), gold: v.number() }),
})
export type PresentAccepted = v.InferOutput<typeof presentAcceptedSchema>

/** What the venue sends (`npm run admin -- present send ...`, POST /admin/presents). */
export const presentSendSchema = v.pipe(
  v.strictObject({
    /** A player's user id, or null for every player. */
    to: v.nullable(v.pipe(v.string(), v.uuid('must be a user id'))),
    kind: v.picklist(PRESENT_KINDS),
    amount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(PRESENT_AMOUNT_MAX)), 1),
    item_id: v.optional(positiveId),
    coupon_id: v.optional(positiveId),
    message: postedText(PRESENT_MESSAGE_MAX),
    expires_at: v.pipe(v.string(), v.check(isIsoInstant, `must be ${ISO_INSTANT_HINT}`)),
  }),
  v.check((sent) => (sent.kind === 'item') === (sent.item_id !== undefined), 'an item present names its item_id (and only it)'),
  v.check((sent) => (sent.kind === 'coupon') === (sent.coupon_id !== undefined), 'a coupon present names its coupon_id (and only it)'),
  v.check((sent) => sent.kind !== 'coupon' || sent.amount === 1, 'a coupon present gives one coupon'),
)
export type PresentSend = v.InferOutput<typeof presentSendSchema>

/** How long a present staff send from the kiosk stays open, in days. */
export const STAFF_PRESENT_DAYS_MAX = 90
/** The most topolo staff may give in one present from the kiosk. */
export const STAFF_PRESENT_AMOUNT_MAX = 10_000

/**
 * POST /staff/present: a present from the counter's kiosk, of topolo, to the players of one party
 * (the one on the kiosk's screen) or to every player, open for `days` days from now.
 */
export const staffPresentSchema = v.strictObject({
  type: v.literal('staff:present'),
  /** A party id: its players; absent: every player. */
  party_id: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/))),
  kind: v.picklist(['silver', 'gold']),
  amount: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(STAFF_PRESENT_AMOUNT_MAX)),
  message: postedText(PRESENT_MESSAGE_MAX),
  days: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(STAFF_PRESENT_DAYS_MAX)),
})
export type StaffPresent = v.InferInput<typeof staffPresentSchema>

export const staffPresentSentSchema = v.object({ sent: v.number() })
