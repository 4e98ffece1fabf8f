/**
 * The player's collections (spec section 7, "User"): avatars, spirits, items and achievements,
 * as the server answers them and the app stores them. Names, pictures and params are master data;
 * these carry what is the player's own (flags, counts, dates) and what the server derives.
 */
import * as v from 'valibot'
import { envelopeSchema } from '../apiEnvelope.ts'
import { MASTER_ID_PATTERN } from '../idPatterns.ts'
import { ItemCategory, STATS } from './master.ts'

const id = v.pipe(v.number(), v.integer(), v.minValue(1))

// GET /user/self/avatar (the avatars the player has) and /user/self/avatar/available (every avatar
// the player can see: owned, obtainable and locked), with the flags of spec section 3.

export const playerAvatarSchema = v.object({
  avatar_id: id,
  available: v.boolean(),
  purchased: v.boolean(),
  unlocked: v.boolean(),
  transformed: v.boolean(),
  purchasable: v.boolean(),
  unlockable: v.boolean(),
})
export type PlayerAvatar = v.InferOutput<typeof playerAvatarSchema>
export const avatarListReplySchema = envelopeSchema(v.array(playerAvatarSchema))

// GET /user/self/spirit/available

export const playerSpiritSchema = v.object({
  spirit_id: id,
  available: v.boolean(),
  ip_available: v.boolean(),
  purchased: v.boolean(),
  unlocked: v.boolean(),
  purchasable: v.boolean(),
  ip_purchasable: v.boolean(),
  unlockable: v.boolean(),
})
export type PlayerSpirit = v.InferOutput<typeof playerSpiritSchema>
export const spiritListReplySchema = envelopeSchema(v.array(playerSpiritSchema))

// GET /user/self/item?select_avatar_id: the items the player owns, with their stats for the avatar
// (the one given, else the player's current avatar).

export const statsSchema = v.object(Object.fromEntries(STATS.map((stat) => [stat, v.number()])) as Record<(typeof STATS)[number], v.NumberSchema<undefined>>)

/** ?select_avatar_id: an avatar's master id. */
export const itemQuerySchema = v.strictObject({
  select_avatar_id: v.optional(v.pipe(v.string(), v.regex(MASTER_ID_PATTERN, 'must be an avatar id'), v.transform(Number))),
})

export const playerItemSchema = v.object({
  item_id: id,
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The item's bonuses for `avatar_id` of the reply (item params with its correction). */
  stats: statsSchema,
})
export type PlayerItem = v.InferOutput<typeof playerItemSchema>
/** `avatar_id`: the avatar the stats are for (null when the player has none). */
export const itemListReplySchema = envelopeSchema(v.array(playerItemSchema), { avatar_id: v.nullable(v.number()) })
export type ItemListReply = v.InferOutput<typeof itemListReplySchema>

// GET /user/self/item/recommend?select_avatar_id: the owned items ranked for the avatar, best
// first within each category (physical, coin, experience), for the entry's item slots.

export const recommendedItemSchema = v.object({
  item_id: id,
  category: v.picklist([ItemCategory.physical, ItemCategory.coin, ItemCategory.experience]),
  score: v.number(),
  stats: statsSchema,
})
export type RecommendedItem = v.InferOutput<typeof recommendedItemSchema>
export const recommendReplySchema = envelopeSchema(v.array(recommendedItemSchema), { avatar_id: v.nullable(v.number()) })

// GET /user/self/achievement: the achievements the player has achieved (names and periods are
// master data; one the player has not achieved is simply not listed).

export const playerAchievementSchema = v.object({
  id,
  /** ISO 8601 instant. */
  achieved_at: v.string(),
})
export type PlayerAchievement = v.InferOutput<typeof playerAchievementSchema>
export const achievementListReplySchema = envelopeSchema(v.array(playerAchievementSchema))
