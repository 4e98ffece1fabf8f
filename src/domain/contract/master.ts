import * as v from 'valibot'
import { isMasterSetName, MASTER_SET_NAMES, type MasterSetName, masterRecordId, normalizeMasterId } from './masterIds.ts'
import { envelopeSchema } from '../apiEnvelope.ts'

/**
 * The master data sets of spec section 3 (GET /api/v1/master/data/{set}), shared by the server
 * (seed validation, replies) and the app (parsing, IndexedDB keys). Names and descriptions carry
 * all five languages; fields that are per user (owned, purchased, unlocked, ...) are not master
 * data and come with the user's collections.
 */

const nonEmpty = v.pipe(
  v.string(),
  v.check((text) => text.trim() !== '', 'must not be empty'),
)

/** Text in every product language, keyed as the API spells them (see LocalizedText in locales.ts). */
export const localizedTextSchema = v.object({ ja: nonEmpty, en: nonEmpty, ko: nonEmpty, zhcn: nonEmpty, zhtw: nonEmpty })
export type MasterText = v.InferOutput<typeof localizedTextSchema>

const masterId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999))
const count = v.pipe(v.number(), v.integer(), v.minValue(0))
const yen = count
/** A calendar day, yyyy-mm-dd, read in Tokyo time (the venue's). */
const day = v.pipe(v.string(), v.isoDate())

export const ELEMENTS = ['fire', 'water', 'wind', 'earth', 'light', 'dark'] as const
export type Element = (typeof ELEMENTS)[number]

export const AVATAR_CLASSES = ['knight', 'warrior', 'mage', 'rogue', 'cleric', 'ranger', 'bard', 'monk', 'summoner', 'alchemist', 'ninja', 'dragoon'] as const
export type AvatarClass = (typeof AVATAR_CLASSES)[number]

/** Original content, or made with a collaboration partner (schedule days list collaboration_ids). */
export const ORIGINS = ['original', 'collaboration'] as const

const skillSchema = v.object({
  kind: v.picklist(['active', 'passive']),
  name: localizedTextSchema,
  description: localizedTextSchema,
})

export const avatarSchema = v.object({
  id: masterId,
  class: v.picklist(AVATAR_CLASSES),
  element: v.picklist(ELEMENTS),
  name: localizedTextSchema,
  description: localizedTextSchema,
  /** Price in yen when sold (see products of type avatar); 0 for the starting avatars. */
  price: yen,
  /** Every new player owns it. */
  starter: v.boolean(),
  purchasable: v.boolean(),
  /** Can be unlocked by play (unlock_hint says how). */
  unlockable: v.boolean(),
  /** The avatar this one is the transformed (awakened) form of, or null for a base form. */
  transform_of: v.nullable(masterId),
  /** Still offered; a retired avatar stays with those who have it, shown as locked. */
  available: v.optional(v.boolean(), true),
  skills: v.pipe(v.array(skillSchema), v.minLength(1)),
})
export type Avatar = v.InferOutput<typeof avatarSchema>
/** An avatar as written in the seed: the fields with defaults may be left out. */
export type AvatarSeed = v.InferInput<typeof avatarSchema>

export const AVATAR_MAX_LEVEL = 10

/** One avatar at one level; read singly as `{avatar_id}_{level}` (level 0 reads as 1). */
export const avatarParamSchema = v.object({
  avatar_id: masterId,
  level: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(AVATAR_MAX_LEVEL)),
  accuracy: count,
  agility: count,
  defense: count,
  /** Cumulative experience needed to reach this level (0 at level 1). */
  exp: count,
  hp: count,
  inspiration: count,
  power: count,
  /** Gold medals paid to revive the avatar in the dungeon at this level. */
  recovery_gold: count,
})
export type AvatarParam = v.InferOutput<typeof avatarParamSchema>

/** What a spirit looks like; the artwork draws one form per value. */
export const SPIRIT_MOTIFS = ['flame', 'drop', 'cloud', 'pebble', 'fairy', 'ghost', 'owl', 'mimic', 'star', 'cat', 'slime', 'dragon'] as const

export const spiritSchema = v.object({
  id: masterId,
  element: v.picklist(ELEMENTS),
  motif: v.picklist(SPIRIT_MOTIFS),
  origin: v.picklist(ORIGINS),
  /** The collaboration partner's id; null for original spirits. */
  collaboration_id: v.nullable(masterId),
  /** The partner's copyright line, shown as written in every language; null for original spirits. */
  credit: v.nullable(nonEmpty),
  name: localizedTextSchema,
  description: localizedTextSchema,
  price: yen,
  starter: v.boolean(),
  purchasable: v.boolean(),
  unlockable: v.boolean(),
  /** Still offered (a retired spirit stays with those who have it, shown as locked). */
  available: v.optional(v.boolean(), true),
  /** The collaboration's licence is running; always true for original spirits. */
  ip_available: v.optional(v.boolean(), true),
  /** Sold as part of the collaboration while it runs. */
  ip_purchasable: v.optional(v.boolean(), false),
})
export type Spirit = v.InferOutput<typeof spiritSchema>
/** A spirit as written in the seed: the fields with defaults may be left out. */
export type SpiritSeed = v.InferInput<typeof spiritSchema>

/** Derived stats of avatars and items (spec section 3), in the order of item params a to f. */
export const STATS = ['atk', 'def', 'spd', 'stm', 'tec', 'sen'] as const
export type Stat = (typeof STATS)[number]

export const spiritEffectSchema = v.object({
  id: masterId,
  spirit_id: masterId,
  /** A stat, or experience / gold medals earned. */
  target: v.picklist([...STATS, 'exp', 'gold']),
  value: v.pipe(v.number(), v.integer()),
  unit: v.picklist(['flat', 'percent']),
})
export type SpiritEffect = v.InferOutput<typeof spiritEffectSchema>

/** The name of a spirit's blessing (its effects taken together); one per spirit, keyed by spirit_id. */
export const spiritEffectNameSchema = v.object({
  spirit_id: masterId,
  name: localizedTextSchema,
  description: localizedTextSchema,
})
export type SpiritEffectName = v.InferOutput<typeof spiritEffectNameSchema>

/** Master item categories (the entry draft numbers its lists differently). */
export const ItemCategory = { physical: 1, coin: 2, experience: 3 } as const
export type ItemCategory = (typeof ItemCategory)[keyof typeof ItemCategory]
export const RARITY_LABELS = ['N', 'R', 'SR', 'SSR'] as const

/** What an item looks like; the artwork draws one motif per value. */
export const ITEM_MOTIFS = [
  'sword',
  'axe',
  'spear',
  'dagger',
  'bow',
  'staff',
  'shield',
  'helm',
  'armor',
  'boots',
  'gauntlet',
  'ring',
  'amulet',
  'coin',
  'pouch',
  'chest',
  'crown',
  'gem',
  'book',
  'scroll',
  'potion',
  'orb',
  'feather',
  'hourglass',
] as const
export type ItemMotif = (typeof ITEM_MOTIFS)[number]

export const itemSchema = v.object({
  id: masterId,
  category: v.picklist([ItemCategory.physical, ItemCategory.coin, ItemCategory.experience]),
  /** 0 N, 1 R, 2 SR, 3 SSR. */
  rarity: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3)),
  origin: v.picklist(ORIGINS),
  collaboration_id: v.nullable(masterId),
  motif: v.picklist(ITEM_MOTIFS),
  name: localizedTextSchema,
  description: localizedTextSchema,
  /** Gold medals (coin items) or experience (experience items) earned in addition, in percent; 0 for physical items. */
  bonus_percent: count,
})
export type Item = v.InferOutput<typeof itemSchema>

/** An item's stat bonuses: param_a..param_f are atk, def, spd, stm, tec, sen (may be negative). */
export const itemParamSchema = v.object({
  item_id: masterId,
  param_a: v.pipe(v.number(), v.integer()),
  param_b: v.pipe(v.number(), v.integer()),
  param_c: v.pipe(v.number(), v.integer()),
  param_d: v.pipe(v.number(), v.integer()),
  param_e: v.pipe(v.number(), v.integer()),
  param_f: v.pipe(v.number(), v.integer()),
})
export type ItemParam = v.InferOutput<typeof itemParamSchema>

/** An item's effect when a given avatar carries it: the params scaled by `correction` percent (100 = unchanged). */
export const itemCorrectionSchema = v.object({
  item_id: masterId,
  avatar_id: masterId,
  correction: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)),
})
export type ItemCorrection = v.InferOutput<typeof itemCorrectionSchema>

/** Product types: a topolo pack, a first-time set (once per account), an avatar, a spirit. */
export const ProductType = { topolo: 1, firstTimeSet: 2, avatar: 3, spirit: 4 } as const
export type ProductType = (typeof ProductType)[keyof typeof ProductType]
/** Topolo types (spec section 3). */
export const TopoloType = { silver: 1, gold: 2 } as const

export const productSchema = v.object({
  id: masterId,
  type: v.picklist([ProductType.topolo, ProductType.firstTimeSet, ProductType.avatar, ProductType.spirit]),
  /** The topolo type for packs and sets, the avatar or spirit id otherwise. */
  related_id: masterId,
  name: localizedTextSchema,
  description: localizedTextSchema,
  /** Yen, tax included. */
  price: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Topolo credited (bonus included) for packs and sets; 1 for an avatar or spirit. */
  amount: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The part of `amount` that is a bonus, shown as "+N". */
  bonus: count,
  /** How many times one account may buy it; null for no limit. */
  purchase_limit: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
})
export type Product = v.InferOutput<typeof productSchema>

const periodEntries = {
  /** Limited-time (true) or permanent. */
  limited: v.boolean(),
  /** The period of a limited-time one, first and last day (Tokyo); null when permanent. */
  starts_at: v.nullable(day),
  ends_at: v.nullable(day),
}

function checkPeriod<T extends { limited: boolean; starts_at: string | null; ends_at: string | null }>(record: T): boolean {
  if (!record.limited) return record.starts_at === null && record.ends_at === null
  return record.starts_at !== null && record.ends_at !== null && record.starts_at <= record.ends_at
}

/** Title 20 is granted by hand by the staff. */
export const MANUAL_TITLE_ID = 20

export const titleSchema = v.pipe(
  v.object({
    id: masterId,
    name: localizedTextSchema,
    description: localizedTextSchema,
    ...periodEntries,
    /** Granted by the staff rather than earned. */
    manual: v.boolean(),
  }),
  v.check(checkPeriod, 'a limited-time title needs its period, a permanent one none'),
)
export type Title = v.InferOutput<typeof titleSchema>

/** What an achievement counts. */
export const ACHIEVEMENT_METRICS = ['plays', 'clears', 'rank_plays', 'gold_medals', 'item_hunts', 'avatars', 'spirits', 'party_plays', 'score'] as const

export const achievementSchema = v.pipe(
  v.object({
    id: masterId,
    name: localizedTextSchema,
    description: localizedTextSchema,
    ...periodEntries,
    metric: v.picklist(ACHIEVEMENT_METRICS),
    goal: v.pipe(v.number(), v.integer(), v.minValue(1)),
    /** The title it grants, if any. */
    title_id: v.nullable(masterId),
  }),
  v.check(checkPeriod, 'a limited-time achievement needs its period, a permanent one none'),
)
export type Achievement = v.InferOutput<typeof achievementSchema>

export const COUPON_BENEFITS = ['discount_yen', 'gold_topolo', 'silver_topolo', 'free_item_hunt'] as const

export const couponSchema = v.pipe(
  v.object({
    id: masterId,
    name: localizedTextSchema,
    description: localizedTextSchema,
    /** Printed (handed out at the venue or in flyers) or digital (granted in the app). */
    medium: v.picklist(['paper', 'digital']),
    benefit: v.picklist(COUPON_BENEFITS),
    /** Yen off, topolo granted or draws, by benefit. */
    amount: v.pipe(v.number(), v.integer(), v.minValue(1)),
    /** The last valid day (Tokyo), or null when the coupon lasts valid_days from registration. */
    expires_at: v.nullable(day),
    valid_days: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  }),
  v.check((coupon) => (coupon.expires_at === null) !== (coupon.valid_days === null), 'a coupon has either expires_at or valid_days'),
)
export type Coupon = v.InferOutput<typeof couponSchema>

type SetDefinition<S extends v.GenericSchema> = {
  schema: S
  /** The id a record is read by: GET /master/data/{set}/{id}. */
  recordId(record: v.InferOutput<S>): string
}

function define<S extends v.GenericSchema>(set: MasterSetName, schema: S): SetDefinition<S> {
  return { schema, recordId: (record) => masterRecordId(set, record) }
}

/** Every set, in the spec's order, with its schema and record id (src/domain/contract/masterIds.ts). */
export const MASTER_SETS = {
  avatars: define('avatars', avatarSchema),
  spirits: define('spirits', spiritSchema),
  spirit_effects: define('spirit_effects', spiritEffectSchema),
  spirit_effect_names: define('spirit_effect_names', spiritEffectNameSchema),
  items: define('items', itemSchema),
  item_params: define('item_params', itemParamSchema),
  products: define('products', productSchema),
  titles: define('titles', titleSchema),
  avatar_params: define('avatar_params', avatarParamSchema),
  item_corrections: define('item_corrections', itemCorrectionSchema),
  coupons: define('coupons', couponSchema),
  achievements: define('achievements', achievementSchema),
} satisfies Record<MasterSetName, SetDefinition<v.GenericSchema>>
export type { MasterSetName }
export type MasterRecord<N extends MasterSetName> = v.InferOutput<(typeof MASTER_SETS)[N]['schema']>
export { isMasterSetName, MASTER_SET_NAMES, normalizeMasterId }

/** Replies of GET /master/data/{set} and GET /master/data/{set}/{id}. */
export function masterListReplySchema<N extends MasterSetName>(set: N) {
  return envelopeSchema(v.array(MASTER_SETS[set].schema))
}
export function masterRecordReplySchema<N extends MasterSetName>(set: N) {
  return envelopeSchema(MASTER_SETS[set].schema)
}
