/**
 * The item hunt (spec sections 2, 7 and 9): what a draw costs and how it is drawn. A hunt has a
 * rate per rarity (in basis points, summing to 10,000) and a pool of items; a draw picks a rarity by
 * those rates, then one of the pool's items of that rarity, each equally likely. The published
 * rates (GET /gacha/{id}/rate) are computed here from the same definition the draw uses, so the
 * odds shown are the odds drawn. Pure: the server hands in a cryptographic random source, tests a
 * seeded one.
 */
import { TOPOLO_COSTS } from '../prices.ts'
import { TOPOLO_TYPE, type TopoloType } from '../topolo.ts'

/** One draw or ten at a time. */
export const DRAW_ROUNDS = [1, 10] as const
export type DrawRound = (typeof DRAW_ROUNDS)[number]

export const RARITIES = [0, 1, 2, 3] as const
export type Rarity = (typeof RARITIES)[number]

/** The whole of the rates: basis points. */
export const RATE_TOTAL = 10_000

/** What one draw costs in each kind of topolo (spec section 9), times the number of draws. */
export function drawCost(type: TopoloType, round: number): number {
  return (type === TOPOLO_TYPE.gold ? TOPOLO_COSTS.itemHuntGold : TOPOLO_COSTS.itemHuntSilver) * round
}

export type HuntDefinition = {
  readonly id: number
  /** Basis points per rarity, N, R, SR, SSR; they sum to RATE_TOTAL. */
  readonly rarityRates: readonly [number, number, number, number]
  /** The pool: item ids with their rarity. */
  readonly items: readonly { readonly id: number; readonly rarity: Rarity }[]
}

export type PublishedRates = {
  readonly rarities: readonly { readonly rarity: Rarity; readonly rate: number; readonly items: number }[]
  /** Each item's chance as a fraction of the whole: numerator over RATE_TOTAL times the items of its rarity. */
  readonly items: readonly { readonly item_id: number; readonly rarity: Rarity; readonly numerator: number; readonly denominator: number }[]
}

/** A hunt is drawable when its rates sum to the whole and every rarity with a rate has items. */
export function huntValid(hunt: HuntDefinition): boolean {
  const sum = hunt.rarityRates.reduce((total, rate) => total + rate, 0)
  if (sum !== RATE_TOTAL || hunt.rarityRates.some((rate) => !Number.isInteger(rate) || rate < 0)) return false
  return RARITIES.every((rarity) => (hunt.rarityRates[rarity] ?? 0) === 0 || hunt.items.some((item) => item.rarity === rarity))
}

export function publishedRates(hunt: HuntDefinition): PublishedRates {
  const counts = RARITIES.map((rarity) => hunt.items.filter((item) => item.rarity === rarity).length)
  return {
    rarities: RARITIES.map((rarity) => ({ rarity, rate: hunt.rarityRates[rarity] ?? 0, items: counts[rarity] ?? 0 })),
    items: hunt.items.map((item) => ({
      item_id: item.id,
      rarity: item.rarity,
      numerator: hunt.rarityRates[item.rarity] ?? 0,
      denominator: RATE_TOTAL * (counts[item.rarity] ?? 1),
    })),
  }
}

/** A percentage of a rate for display: basis points 200 → 2, an item's fraction to three decimals. */
export function ratePercent(numerator: number, denominator: number): number {
  return Math.round((numerator / denominator) * 100_000) / 1000
}

/** `random(n)` answers an integer from 0 to n - 1, uniformly. */
export type RandomInt = (maxExclusive: number) => number

/** Draws `round` items from the hunt. */
export function drawItems(hunt: HuntDefinition, round: number, random: RandomInt): { id: number; rarity: Rarity }[] {
  if (!huntValid(hunt)) throw new Error(`hunt ${hunt.id} is not drawable`)
  const byRarity = RARITIES.map((rarity) => hunt.items.filter((item) => item.rarity === rarity))
  const drawn: { id: number; rarity: Rarity }[] = []
  for (let index = 0; index < round; index += 1) {
    let roll = random(RATE_TOTAL)
    let rarity: Rarity = 0
    for (const candidate of RARITIES) {
      const rate = hunt.rarityRates[candidate] ?? 0
      if (roll < rate) {
        rarity = candidate
        break
      }
      roll -= rate
    }
    const pool = byRarity[rarity] ?? []
    const item = pool[random(pool.length)]
    if (!item) throw new Error(`no item of rarity ${rarity}`)
    drawn.push({ id: item.id, rarity: item.rarity })
  }
  return drawn
}
