/**
 * Derived stats (spec section 3): an avatar's six stats at a level from its params, floored at 0;
 * an item's bonuses for the avatar carrying it (item params scaled by the item correction); the
 * rarity labels; and the recommendation score that ranks owned items for an avatar.
 */
import { type AvatarParam, type Item, ItemCategory, type ItemParam, RARITY_LABELS, STATS, type Stat } from '../contract/master.ts'

export type Stats = Readonly<Record<Stat, number>>

export const ZERO_STATS: Stats = { atk: 0, def: 0, spd: 0, stm: 0, tec: 0, sen: 0 }

/** 0 N, 1 R, 2 SR, 3 SSR; any other value '?'. */
export function rarityLabel(rarity: number): string {
  return Number.isInteger(rarity) ? (RARITY_LABELS[rarity] ?? '?') : '?'
}

/** An avatar's stats at one level: power, defense, agility, hp, accuracy, inspiration as atk..sen, none below 0. */
export function avatarStats(param: Pick<AvatarParam, 'power' | 'defense' | 'agility' | 'hp' | 'accuracy' | 'inspiration'>): Stats {
  const floor = (value: number) => Math.max(0, Number.isFinite(value) ? value : 0)
  return {
    atk: floor(param.power),
    def: floor(param.defense),
    spd: floor(param.agility),
    stm: floor(param.hp),
    tec: floor(param.accuracy),
    sen: floor(param.inspiration),
  }
}

/** The avatar param of a level; level 0 reads as 1 (spec section 7). */
export function paramAtLevel<P extends { level: number }>(params: readonly P[], level: number): P | undefined {
  const wanted = Math.max(1, level)
  return params.find((param) => param.level === wanted)
}

/**
 * An item's bonuses for one avatar: param_a..param_f scaled by `correction` percent (100 when the
 * avatar has none), rounded toward zero so a penalty never grows by rounding.
 */
export function itemStats(param: ItemParam | undefined, correction = 100): Stats {
  if (!param) return ZERO_STATS
  const scale = (value: number) => Math.trunc((value * correction) / 100) || 0
  return {
    atk: scale(param.param_a),
    def: scale(param.param_b),
    spd: scale(param.param_c),
    stm: scale(param.param_d),
    tec: scale(param.param_e),
    sen: scale(param.param_f),
  }
}

export function addStats(a: Stats, b: Stats): Stats {
  return Object.fromEntries(STATS.map((stat) => [stat, a[stat] + b[stat]])) as Stats
}

export function statTotal(stats: Stats): number {
  return STATS.reduce((sum, stat) => sum + stats[stat], 0)
}

/**
 * How well an item suits an avatar, for the recommendation: a stat item by the sum of its corrected
 * stats, a coin or experience item by its bonus percent first (ten points a percent), then stats.
 */
export function itemScore(item: Pick<Item, 'category' | 'bonus_percent' | 'rarity'>, stats: Stats): number {
  const bonus = item.category === ItemCategory.physical ? 0 : item.bonus_percent * 10
  return bonus + statTotal(stats)
}
