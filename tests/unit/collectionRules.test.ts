import { describe, expect, it } from 'vitest'
import { ItemCategory, type ItemParam } from '../../src/domain/contract/master.ts'
import {
  COUPON_FILTERS,
  type CouponFilter,
  type CouponStatus,
  couponCodeFromQr,
  couponExpiry,
  couponStatusAt,
  formatCouponCode,
  matchesCouponFilter,
  normalizeCouponCode,
} from '../../src/domain/collection/coupons.ts'
import {
  type FilterableRecord,
  filterOf,
  ITEM_FILTERS,
  type ItemFilter,
  matchesItemFilter,
  matchesRecordFilter,
  matchesSpiritFilter,
  RECORD_FILTERS,
  type RecordFilter,
  SPIRIT_FILTERS,
  type SpiritFilter,
} from '../../src/domain/collection/filters.ts'
import { type AvatarFlags, avatarOwnership, type Ownership, type SpiritFlags, spiritOwnership } from '../../src/domain/collection/ownership.ts'
import { bestRank, type RankCategory, rankImage, rankOf, rookieBonusApplies } from '../../src/domain/collection/rank.ts'
import { avatarStats, itemScore, itemStats, paramAtLevel, rarityLabel, type Stats } from '../../src/domain/collection/stats.ts'
import { labelOfReason, TOPOLO_REASON, type TopoloCategory, topoloCategory } from '../../src/domain/topolo.ts'

// ---------------------------------------------------------------------------------------------
// Ownership (spec section 3)
// ---------------------------------------------------------------------------------------------

const NO_AVATAR_FLAGS: AvatarFlags = { available: false, purchased: false, unlocked: false, transformed: false, purchasable: false, unlockable: false }
const NO_SPIRIT_FLAGS: SpiritFlags = {
  available: false,
  ip_available: false,
  purchased: false,
  unlocked: false,
  purchasable: false,
  ip_purchasable: false,
  unlockable: false,
}

function avatarFlags(...set: (keyof AvatarFlags)[]): AvatarFlags {
  return { ...NO_AVATAR_FLAGS, ...Object.fromEntries(set.map((flag) => [flag, true])) }
}

function spiritFlags(...set: (keyof SpiritFlags)[]): SpiritFlags {
  return { ...NO_SPIRIT_FLAGS, ...Object.fromEntries(set.map((flag) => [flag, true])) }
}

describe('avatarOwnership', () => {
  it.each<[(keyof AvatarFlags)[], Ownership]>([
    [[], 'hidden'],
    [['available'], 'hidden'],
    [['available', 'purchasable'], 'notOwned'],
    [['available', 'unlockable'], 'notOwned'],
    [['available', 'purchasable', 'unlockable'], 'notOwned'],
    [['available', 'purchased'], 'owned'],
    [['available', 'unlocked'], 'owned'],
    [['available', 'transformed'], 'owned'],
    [['available', 'purchased', 'purchasable'], 'owned'],
    [['available', 'unlocked', 'unlockable'], 'owned'],
    [['purchased'], 'locked'],
    [['unlocked'], 'locked'],
    [['transformed'], 'locked'],
    [['purchased', 'purchasable', 'unlockable'], 'locked'],
    [['purchasable'], 'hidden'],
    [['unlockable'], 'hidden'],
    [['purchasable', 'unlockable'], 'hidden'],
  ])('flags %j: %s', (set, expected) => {
    expect(avatarOwnership(avatarFlags(...set))).toBe(expected)
  })
})

describe('spiritOwnership', () => {
  it.each<[(keyof SpiritFlags)[], Ownership]>([
    [[], 'hidden'],
    [['available', 'ip_available'], 'hidden'],
    [['available', 'ip_available', 'purchasable'], 'notOwned'],
    [['available', 'ip_available', 'ip_purchasable'], 'notOwned'],
    [['available', 'ip_available', 'unlockable'], 'notOwned'],
    [['available', 'ip_available', 'purchased'], 'owned'],
    [['available', 'ip_available', 'unlocked'], 'owned'],
    [['available', 'ip_available', 'purchased', 'purchasable'], 'owned'],
    // The licence has run out: no longer available.
    [['available', 'purchased'], 'locked'],
    [['available', 'unlocked'], 'locked'],
    [['available', 'purchasable'], 'hidden'],
    [['available', 'ip_purchasable'], 'hidden'],
    [['available', 'unlockable'], 'hidden'],
    // Retired by the venue, licence still running.
    [['ip_available', 'purchased'], 'locked'],
    [['ip_available', 'unlocked'], 'locked'],
    [['ip_available', 'purchasable', 'ip_purchasable', 'unlockable'], 'hidden'],
    [['purchased'], 'locked'],
    [['unlocked'], 'locked'],
  ])('flags %j: %s', (set, expected) => {
    expect(spiritOwnership(spiritFlags(...set))).toBe(expected)
  })
})

// ---------------------------------------------------------------------------------------------
// Filters (spec section 4)
// ---------------------------------------------------------------------------------------------

describe('matchesRecordFilter', () => {
  const permanentAchieved: FilterableRecord = { limited: false, achieved: true }
  const permanentOpen: FilterableRecord = { limited: false, achieved: false }
  const limitedAchieved: FilterableRecord = { limited: true, achieved: true }
  const limitedOpen: FilterableRecord = { limited: true, achieved: false }

  it.each<[FilterableRecord, RecordFilter, boolean]>([
    [permanentAchieved, 'none', true],
    [permanentOpen, 'none', true],
    [limitedAchieved, 'none', true],
    [limitedOpen, 'none', true],
    [permanentAchieved, 'achieved', true],
    [permanentOpen, 'achieved', false],
    [limitedAchieved, 'achieved', true],
    [limitedOpen, 'achieved', false],
    [permanentAchieved, 'notAchieved', false],
    [permanentOpen, 'notAchieved', true],
    [limitedAchieved, 'notAchieved', false],
    [limitedOpen, 'notAchieved', true],
    [permanentAchieved, 'permanent', true],
    [permanentOpen, 'permanent', true],
    [limitedAchieved, 'permanent', false],
    [limitedOpen, 'permanent', false],
    [permanentAchieved, 'limited', false],
    [permanentOpen, 'limited', false],
    [limitedAchieved, 'limited', true],
    [limitedOpen, 'limited', true],
  ])('%j with %s: %s', (record, filter, expected) => {
    expect(matchesRecordFilter(record, filter)).toBe(expected)
  })
})

describe('matchesSpiritFilter', () => {
  it.each<['original' | 'collaboration', SpiritFilter, boolean]>([
    ['original', 'none', true],
    ['collaboration', 'none', true],
    ['original', 'original', true],
    ['collaboration', 'original', false],
    ['original', 'collaboration', false],
    ['collaboration', 'collaboration', true],
  ])('%s spirit with %s: %s', (origin, filter, expected) => {
    expect(matchesSpiritFilter({ origin }, filter)).toBe(expected)
  })
})

describe('matchesItemFilter', () => {
  it.each<[ItemCategory, ItemFilter, boolean]>([
    [ItemCategory.physical, 'none', true],
    [ItemCategory.coin, 'none', true],
    [ItemCategory.experience, 'none', true],
    [ItemCategory.physical, 'param', true],
    [ItemCategory.coin, 'param', false],
    [ItemCategory.experience, 'param', false],
    [ItemCategory.physical, 'coin', false],
    [ItemCategory.coin, 'coin', true],
    [ItemCategory.experience, 'coin', false],
    [ItemCategory.physical, 'exp', false],
    [ItemCategory.coin, 'exp', false],
    [ItemCategory.experience, 'exp', true],
  ])('category %i with %s: %s', (category, filter, expected) => {
    expect(matchesItemFilter({ category }, filter)).toBe(expected)
  })
})

describe('filterOf', () => {
  it.each<[readonly string[], unknown, string]>([
    [RECORD_FILTERS, 'achieved', 'achieved'],
    [RECORD_FILTERS, 'notAchieved', 'notAchieved'],
    [RECORD_FILTERS, 'limited', 'limited'],
    [RECORD_FILTERS, 'none', 'none'],
    [RECORD_FILTERS, 'ACHIEVED', 'none'],
    [RECORD_FILTERS, 'collaboration', 'none'],
    [RECORD_FILTERS, '', 'none'],
    [RECORD_FILTERS, undefined, 'none'],
    [RECORD_FILTERS, null, 'none'],
    [RECORD_FILTERS, 1, 'none'],
    [RECORD_FILTERS, ['achieved'], 'none'],
    [SPIRIT_FILTERS, 'collaboration', 'collaboration'],
    [SPIRIT_FILTERS, 'limited', 'none'],
    [ITEM_FILTERS, 'coin', 'coin'],
    [ITEM_FILTERS, 'exp', 'exp'],
    [ITEM_FILTERS, 'param', 'param'],
    [ITEM_FILTERS, 'physical', 'none'],
    [COUPON_FILTERS, 'expired', 'expired'],
    [COUPON_FILTERS, 'used', 'all'],
    [COUPON_FILTERS, undefined, 'all'],
  ])('%j reads %j as %s', (filters, value, expected) => {
    expect(filterOf(filters, value)).toBe(expected)
  })
})

// ---------------------------------------------------------------------------------------------
// Stats (spec section 3)
// ---------------------------------------------------------------------------------------------

describe('rarityLabel', () => {
  it.each([
    [0, 'N'],
    [1, 'R'],
    [2, 'SR'],
    [3, 'SSR'],
    [-1, '?'],
    [4, '?'],
    [1.5, '?'],
    [Number.NaN, '?'],
    [Number.POSITIVE_INFINITY, '?'],
  ])('%d: %s', (rarity, expected) => {
    expect(rarityLabel(rarity)).toBe(expected)
  })
})

describe('avatarStats', () => {
  const param = (power: number, defense: number, agility: number, hp: number, accuracy: number, inspiration: number) => ({
    power,
    defense,
    agility,
    hp,
    accuracy,
    inspiration,
  })

  it.each<[ReturnType<typeof param>, Stats]>([
    [param(1, 2, 3, 4, 5, 6), { atk: 1, def: 2, spd: 3, stm: 4, tec: 5, sen: 6 }],
    [param(60, 50, 40, 30, 20, 10), { atk: 60, def: 50, spd: 40, stm: 30, tec: 20, sen: 10 }],
    [param(0, 0, 0, 0, 0, 0), { atk: 0, def: 0, spd: 0, stm: 0, tec: 0, sen: 0 }],
    [param(-5, 2, -1, 4, -100, 6), { atk: 0, def: 2, spd: 0, stm: 4, tec: 0, sen: 6 }],
    [param(Number.NaN, 7, 7, 7, 7, 7), { atk: 0, def: 7, spd: 7, stm: 7, tec: 7, sen: 7 }],
  ])('%j -> %j', (input, expected) => {
    expect(avatarStats(input)).toEqual(expected)
  })

  it('never yields negative zero', () => {
    const stats = avatarStats(param(-0, -0, -0, -0, -0, -0))
    for (const value of Object.values(stats)) expect(Object.is(value, -0)).toBe(false)
  })
})

describe('paramAtLevel', () => {
  const params = [
    { level: 1, power: 10 },
    { level: 2, power: 20 },
    { level: 3, power: 30 },
  ]

  it.each<[number, number | undefined]>([
    [1, 10],
    [2, 20],
    [3, 30],
    [0, 10],
    [-4, 10],
    [4, undefined],
    [1.5, undefined],
  ])('level %d: power %s', (level, power) => {
    expect(paramAtLevel(params, level)?.power).toBe(power)
  })

  it('finds nothing in an empty list', () => {
    expect(paramAtLevel([], 1)).toBeUndefined()
  })
})

describe('itemStats', () => {
  const itemParam = (a: number, b: number, c: number, d: number, e: number, f: number): ItemParam => ({
    item_id: 1,
    param_a: a,
    param_b: b,
    param_c: c,
    param_d: d,
    param_e: e,
    param_f: f,
  })

  it.each<[ItemParam | undefined, number | undefined, Stats]>([
    // param_a..param_f are atk, def, spd, stm, tec, sen; no correction means 100.
    [itemParam(1, 2, 3, 4, 5, 6), undefined, { atk: 1, def: 2, spd: 3, stm: 4, tec: 5, sen: 6 }],
    [itemParam(1, 2, 3, 4, 5, 6), 100, { atk: 1, def: 2, spd: 3, stm: 4, tec: 5, sen: 6 }],
    [itemParam(10, 20, 30, 40, 50, 60), 200, { atk: 20, def: 40, spd: 60, stm: 80, tec: 100, sen: 120 }],
    [itemParam(10, 20, 30, 40, 50, 60), 50, { atk: 5, def: 10, spd: 15, stm: 20, tec: 25, sen: 30 }],
    // Fractions are cut toward zero: 10.5 -> 10, -10.5 -> -10, 3.3 -> 3, -3.3 -> -3.
    [itemParam(7, -7, 3, -3, 0, 1), 150, { atk: 10, def: -10, spd: 4, stm: -4, tec: 0, sen: 1 }],
    [itemParam(3, -3, 9, -9, 1, -1), 110, { atk: 3, def: -3, spd: 9, stm: -9, tec: 1, sen: -1 }],
    [itemParam(-5, -1, 5, 1, -99, 99), 10, { atk: 0, def: 0, spd: 0, stm: 0, tec: -9, sen: 9 }],
    [itemParam(-20, 0, 0, 0, 0, 0), 1000, { atk: -200, def: 0, spd: 0, stm: 0, tec: 0, sen: 0 }],
    [undefined, undefined, { atk: 0, def: 0, spd: 0, stm: 0, tec: 0, sen: 0 }],
    [undefined, 150, { atk: 0, def: 0, spd: 0, stm: 0, tec: 0, sen: 0 }],
  ])('%j at %s%%: %j', (param, correction, expected) => {
    expect(itemStats(param, correction)).toEqual(expected)
  })

  it('cuts a small penalty to zero, not negative zero', () => {
    const stats = itemStats(itemParam(-1, -1, -1, -1, -1, -1), 50)
    for (const value of Object.values(stats)) expect(value).toBe(0)
  })
})

describe('itemScore', () => {
  const stats = (total: number): Stats => ({ atk: total, def: 0, spd: 0, stm: 0, tec: 0, sen: 0 })

  it.each<[ItemCategory, number, Stats, number]>([
    [ItemCategory.physical, 0, { atk: 1, def: 2, spd: 3, stm: 4, tec: 5, sen: 6 }, 21],
    [ItemCategory.physical, 0, { atk: 10, def: -4, spd: 0, stm: 0, tec: 0, sen: -1 }, 5],
    // A physical item's bonus percent never counts, even if the master sets one.
    [ItemCategory.physical, 30, stats(7), 7],
    [ItemCategory.coin, 5, stats(0), 50],
    [ItemCategory.coin, 5, stats(7), 57],
    [ItemCategory.experience, 12, stats(3), 123],
    [ItemCategory.experience, 0, stats(3), 3],
    [ItemCategory.experience, 1, { atk: 0, def: 0, spd: 0, stm: 0, tec: 0, sen: 0 }, 10],
  ])('category %i, bonus %i%%, stats %j: %i', (category, bonusPercent, itemStatsValue, expected) => {
    expect(itemScore({ category, bonus_percent: bonusPercent, rarity: 0 }, itemStatsValue)).toBe(expected)
  })

  it('ranks a 1% coin item above a physical item worth nine points', () => {
    expect(itemScore({ category: ItemCategory.coin, bonus_percent: 1, rarity: 0 }, stats(0))).toBeGreaterThan(itemScore({ category: ItemCategory.physical, bonus_percent: 0, rarity: 3 }, stats(9)))
  })

  it('ignores rarity', () => {
    expect(itemScore({ category: ItemCategory.physical, bonus_percent: 0, rarity: 3 }, stats(4))).toBe(itemScore({ category: ItemCategory.physical, bonus_percent: 0, rarity: 0 }, stats(4)))
  })
})

// ---------------------------------------------------------------------------------------------
// Ranks and the rookie bonus (spec section 9)
// ---------------------------------------------------------------------------------------------

describe('rankOf', () => {
  it.each<[number, RankCategory, number]>([
    [100000, 'jny', 1],
    [8000, 'jny', 1],
    [7999, 'jny', 2],
    [7850, 'jny', 2],
    [7849, 'jny', 3],
    [7600, 'jny', 3],
    [7450, 'jny', 4],
    [7300, 'jny', 5],
    [7150, 'jny', 6],
    [7000, 'jny', 7],
    [6999, 'jny', 8],
    [6500, 'jny', 8],
    [6000, 'jny', 9],
    [5500, 'jny', 10],
    [5000, 'jny', 11],
    [4500, 'jny', 12],
    [4000, 'jny', 13],
    [3000, 'jny', 14],
    [2000, 'jny', 15],
    [1000, 'jny', 16],
    [999, 'jny', 17],
    // The last two journey thresholds are both 0: a score of 0 meets the first of them.
    [0, 'jny', 17],
    [-1, 'jny', 18],
    [100000, 'eq', 1],
    [15000, 'eq', 1],
    [14999, 'eq', 2],
    [14500, 'eq', 2],
    [14000, 'eq', 3],
    [13750, 'eq', 4],
    [13500, 'eq', 5],
    [13250, 'eq', 6],
    [13000, 'eq', 7],
    [12750, 'eq', 8],
    [12500, 'eq', 9],
    [12000, 'eq', 10],
    [11999, 'eq', 11],
    [10000, 'eq', 11],
    [9999, 'eq', 12],
    [7500, 'eq', 12],
    [5000, 'eq', 13],
    [4000, 'eq', 14],
    [3000, 'eq', 15],
    [2000, 'eq', 16],
    [1000, 'eq', 17],
    [999, 'eq', 18],
    [0, 'eq', 18],
    [-1, 'eq', 18],
  ])('%i in %s: rank %i', (score, category, rank) => {
    expect(rankOf(score, category)).toBe(rank)
  })

  it('scores the same number differently by category', () => {
    expect(rankOf(8000, 'jny')).not.toBe(rankOf(8000, 'eq'))
  })
})

describe('rankImage', () => {
  it.each<[number, number | undefined]>([
    [1, 18],
    [2, 17],
    [9, 10],
    [10, 9],
    [17, 2],
    [18, 1],
    [0, undefined],
    [19, undefined],
    [-1, undefined],
    [1.5, undefined],
    [Number.NaN, undefined],
  ])('rank %d: image %s', (rank, image) => {
    expect(rankImage(rank)).toBe(image)
  })
})

describe('bestRank', () => {
  it.each<[number[], number | undefined]>([
    [[], undefined],
    [[7], 7],
    [[3, 1, 2], 1],
    [[18, 17], 17],
    [[5, 5], 5],
  ])('%j: %s', (ranks, best) => {
    expect(bestRank(ranks)).toBe(best)
  })
})

describe('rookieBonusApplies', () => {
  it.each<[number[], boolean]>([
    [[1, 11], true],
    [[10, 11], true],
    [[10, 11, 3], true],
    [[5, 30, 30], true],
    [[10, 10], false],
    [[11, 12], false],
    [[1, 2, 3], false],
    [[11], false],
    [[10], false],
    [[], false],
  ])('levels %j: %s', (levels, applies) => {
    expect(rookieBonusApplies(levels)).toBe(applies)
  })
})

// ---------------------------------------------------------------------------------------------
// Coupons (spec sections 4 and 8)
// ---------------------------------------------------------------------------------------------

describe('normalizeCouponCode', () => {
  it.each<[string, string | null]>([
    ['ABCDEFGHJKMN', 'ABCDEFGHJKMN'],
    ['PQRSTUVWXYZ2', 'PQRSTUVWXYZ2'],
    ['3456-789A-BCDE', '3456789ABCDE'],
    ['abcdefghjkmn', 'ABCDEFGHJKMN'],
    ['aBcD-eFgH-jKmN', 'ABCDEFGHJKMN'],
    ['ABCD EFGH JKMN', 'ABCDEFGHJKMN'],
    ['  ABCD-EFGH-JKMN  ', 'ABCDEFGHJKMN'],
    ['ABCD\tEFGH\nJKMN', 'ABCDEFGHJKMN'],
    ['A-B-C-D-E-F-G-H-J-K-M-N', 'ABCDEFGHJKMN'],
    // Full-width letters, digits, spaces and dashes as a Japanese keyboard types them.
    ['ＡＢＣＤＥＦＧＨＪＫＭＮ', 'ABCDEFGHJKMN'],
    ['ａｂｃｄ－ｅｆｇｈ－ｊｋｍｎ', 'ABCDEFGHJKMN'],
    ['ＡＢＣＤ　ＥＦＧＨ　２３４５', 'ABCDEFGH2345'],
    // Unicode dashes and the katakana long mark typed as a dash.
    ['ABCD‐EFGH—JKMN', 'ABCDEFGHJKMN'],
    ['ABCD―EFGH–JKMN', 'ABCDEFGHJKMN'],
    ['ABCDーEFGHーJKMN', 'ABCDEFGHJKMN'],
    ['ABCDｰEFGHｰJKMN', 'ABCDEFGHJKMN'],
    // Letters and digits the alphabet leaves out.
    ['OBCDEFGHJKMN', null],
    ['IBCDEFGHJKMN', null],
    ['LBCDEFGHJKMN', null],
    ['0BCDEFGHJKMN', null],
    ['1BCDEFGHJKMN', null],
    ['obcdefghjkmn', null],
    ['ibcdefghjkmn', null],
    ['lbcdefghjkmn', null],
    ['ＯＢＣＤＥＦＧＨＪＫＭＮ', null],
    ['０ＢＣＤＥＦＧＨＪＫＭＮ', null],
    // Wrong length.
    ['', null],
    ['   ', null],
    ['ABCDEFGHJKM', null],
    ['ABCD-EFGH-JKM', null],
    ['ABCDEFGHJKMNP', null],
    ['ABCD-EFGH-JKMN-P', null],
    // Other separators and characters.
    ['ABCD_EFGH_JKMN', null],
    ['ABCD.EFGH.JKMN', null],
    ['ABCD/EFGH/JKMN', null],
    ['ÄBCDEFGHJKMN', null],
  ])('%j -> %j', (typed, expected) => {
    expect(normalizeCouponCode(typed)).toBe(expected)
  })
})

describe('formatCouponCode', () => {
  it.each([
    ['ABCDEFGHJKMN', 'ABCD-EFGH-JKMN'],
    ['23456789ABCD', '2345-6789-ABCD'],
    ['ABCDEF', 'ABCD-EF'],
    ['ABCD', 'ABCD'],
    ['', ''],
  ])('%j -> %j', (code, expected) => {
    expect(formatCouponCode(code)).toBe(expected)
  })

  it('formats what normalizeCouponCode returns back into the same code', () => {
    expect(normalizeCouponCode(formatCouponCode('PQRS2345TUVW'))).toBe('PQRS2345TUVW')
  })
})

describe('couponCodeFromQr', () => {
  const link = 'https://play.example.jp/coupon/qr?code='
  const padded = (length: number) => {
    const base = `${link}ABCD-EFGH-JKMN&pad=`
    return base + 'x'.repeat(length - base.length)
  }

  it.each<[string, string | null]>([
    ['ABCDEFGHJKMN', 'ABCDEFGHJKMN'],
    ['ABCD-EFGH-JKMN', 'ABCDEFGHJKMN'],
    ['  abcd efgh jkmn\n', 'ABCDEFGHJKMN'],
    [`${link}ABCD-EFGH-JKMN`, 'ABCDEFGHJKMN'],
    [`${link}abcdefghjkmn`, 'ABCDEFGHJKMN'],
    [`${link}ABCD%20EFGH%20JKMN`, 'ABCDEFGHJKMN'],
    [`${link}ABCD-EFGH-JKMN&lang=ja`, 'ABCDEFGHJKMN'],
    [` ${link}ABCD-EFGH-JKMN\n`, 'ABCDEFGHJKMN'],
    [`https://play.example.jp/coupon/qr?lang=ja&code=PQRS-TUVW-XYZ2`, 'PQRSTUVWXYZ2'],
    [`HTTPS://PLAY.EXAMPLE.JP/coupon/qr?code=ABCDEFGHJKMN`, 'ABCDEFGHJKMN'],
    [`http://play.example.jp/coupon/qr?code=ABCDEFGHJKMN`, 'ABCDEFGHJKMN'],
    // A link without a code, or with one that cannot be a code.
    ['https://play.example.jp/coupon/qr', null],
    ['https://play.example.jp/coupon/qr?coupon=ABCDEFGHJKMN', null],
    [`${link}`, null],
    [`${link}OOOO-IIII-LLLL`, null],
    [`${link}ABCDEFGHJKM`, null],
    ['https://[not-a-host/coupon/qr?code=ABCDEFGHJKMN', null],
    // Anything else.
    ['javascript:alert(1)', null],
    ['javascript:ABCDEFGHJKMN', null],
    ['ftp://play.example.jp/coupon/qr?code=ABCDEFGHJKMN', null],
    ['', null],
    ['hello', null],
    // Size: a payload up to 2048 characters is read, anything longer refused.
    [padded(2048), 'ABCDEFGHJKMN'],
    [padded(2049), null],
    [padded(10_000), null],
  ])('%j -> %j', (payload, expected) => {
    expect(couponCodeFromQr(payload)).toBe(expected)
  })
})

describe('couponStatusAt', () => {
  const expiry = '2027-03-31T15:00:00.000Z'
  const before = new Date('2027-03-31T14:59:59.999Z')
  const at = new Date('2027-03-31T15:00:00.000Z')
  const after = new Date('2027-04-01T00:00:00.000Z')

  it.each<[CouponStatus, string | null, Date, CouponStatus]>([
    ['available', expiry, before, 'available'],
    ['available', expiry, at, 'expired'],
    ['available', expiry, after, 'expired'],
    ['available', '2027-04-01T00:00:00+09:00', before, 'available'],
    ['available', '2027-04-01T00:00:00+09:00', at, 'expired'],
    ['available', null, before, 'available'],
    ['available', null, new Date('2999-01-01T00:00:00.000Z'), 'available'],
    ['used', expiry, after, 'used'],
    ['used', expiry, before, 'used'],
    ['used', null, after, 'used'],
    ['expired', expiry, before, 'expired'],
    ['expired', null, before, 'expired'],
  ])('stored %s, expiring %j, at %o: %s', (stored, expiresAt, now, expected) => {
    expect(couponStatusAt(stored, expiresAt, now)).toBe(expected)
  })
})

describe('matchesCouponFilter', () => {
  it.each<[CouponStatus, CouponFilter, boolean]>([
    ['available', 'all', true],
    ['expired', 'all', true],
    ['used', 'all', true],
    ['available', 'available', true],
    ['expired', 'available', false],
    ['used', 'available', false],
    ['available', 'expired', false],
    ['expired', 'expired', true],
    ['used', 'expired', true],
  ])('%s with %s: %s', (status, filter, expected) => {
    expect(matchesCouponFilter(status, filter)).toBe(expected)
  })
})

describe('couponExpiry', () => {
  const iso = (date: Date | null) => date?.toISOString() ?? null

  it.each<[string | null, number | null, string, string | null, string | null]>([
    // The last valid day ends at the following midnight in Tokyo (15:00 UTC of the same date).
    ['2027-03-31', null, '2027-01-10T03:00:00.000Z', null, '2027-03-31T15:00:00.000Z'],
    ['2026-12-31', null, '2026-06-01T00:00:00.000Z', null, '2026-12-31T15:00:00.000Z'],
    ['2028-02-29', null, '2028-01-01T00:00:00.000Z', null, '2028-02-29T15:00:00.000Z'],
    // valid_days counts whole days from the moment of registration.
    [null, 30, '2027-01-01T03:00:00.000Z', null, '2027-01-31T03:00:00.000Z'],
    [null, 1, '2027-03-31T14:30:00.000Z', null, '2027-04-01T14:30:00.000Z'],
    // Both: whichever comes first.
    ['2027-03-31', 30, '2027-03-20T00:00:00.000Z', null, '2027-03-31T15:00:00.000Z'],
    ['2027-03-31', 7, '2027-03-01T00:00:00.000Z', null, '2027-03-08T00:00:00.000Z'],
    // The code's own expiry wins when it is sooner, and only then.
    ['2027-03-31', null, '2027-01-10T00:00:00.000Z', '2027-02-28T15:00:00.000Z', '2027-02-28T15:00:00.000Z'],
    ['2027-03-31', null, '2027-01-10T00:00:00.000Z', '2028-01-01T00:00:00.000Z', '2027-03-31T15:00:00.000Z'],
    [null, 30, '2027-01-01T00:00:00.000Z', '2027-01-15T00:00:00.000Z', '2027-01-15T00:00:00.000Z'],
    [null, 30, '2027-01-01T00:00:00.000Z', '2027-06-01T00:00:00.000Z', '2027-01-31T00:00:00.000Z'],
    ['2027-03-31', 7, '2027-03-01T00:00:00.000Z', '2027-03-05T00:00:00.000Z', '2027-03-05T00:00:00.000Z'],
    [null, null, '2027-01-01T00:00:00.000Z', '2027-05-01T00:00:00.000Z', '2027-05-01T00:00:00.000Z'],
    // No end at all.
    [null, null, '2027-01-01T00:00:00.000Z', null, null],
  ])('expires_at %j, valid_days %j, registered %s, code ends %j: %j', (expiresAt, validDays, registeredAt, codeEnds, expected) => {
    const result = couponExpiry({ expires_at: expiresAt, valid_days: validDays }, new Date(registeredAt), codeEnds === null ? null : new Date(codeEnds))
    expect(iso(result)).toBe(expected)
  })

  it('treats a missing code expiry as none', () => {
    expect(iso(couponExpiry({ expires_at: null, valid_days: null }, new Date('2027-01-01T00:00:00.000Z')))).toBeNull()
  })

  it('makes a coupon expiring on a day usable all that day in Tokyo', () => {
    const end = couponExpiry({ expires_at: '2027-03-31', valid_days: null }, new Date('2027-01-01T00:00:00.000Z'))
    expect(end).not.toBeNull()
    const endIso = iso(end)
    expect(couponStatusAt('available', endIso, new Date('2027-03-31T23:59:59+09:00'))).toBe('available')
    expect(couponStatusAt('available', endIso, new Date('2027-04-01T00:00:00+09:00'))).toBe('expired')
  })
})

// ---------------------------------------------------------------------------------------------
// Topolo history categories (spec sections 2 and 4)
// ---------------------------------------------------------------------------------------------

describe('topoloCategory', () => {
  it.each<['get' | 'use', number, TopoloCategory]>([
    ['get', 1, 'buy'],
    ['get', 2, 'present'],
    ['get', 3, 'other'],
    ['get', 4, 'other'],
    ['use', 1, 'playPurchase'],
    ['use', 2, 'playPurchase'],
    ['use', 3, 'itemHunt'],
    ['use', 4, 'playPurchase'],
    ['use', 5, 'playPurchase'],
    ['use', 6, 'other'],
  ])('%s label %i: %s', (direction, label, expected) => {
    expect(topoloCategory(direction, label)).toBe(expected)
  })
})

describe('labelOfReason', () => {
  it.each<[number, 'get' | 'use', number]>([
    [TOPOLO_REASON.purchase, 'get', 1],
    [TOPOLO_REASON.present, 'get', 2],
    [TOPOLO_REASON.gamePlay, 'get', 3],
    [TOPOLO_REASON.coupon, 'get', 4],
    [TOPOLO_REASON.useReserve, 'use', 1],
    [TOPOLO_REASON.useGameJoin, 'use', 2],
    [TOPOLO_REASON.useItemHunt, 'use', 3],
    [TOPOLO_REASON.useSameDayReserve, 'use', 4],
    [TOPOLO_REASON.useContinue, 'use', 5],
    [TOPOLO_REASON.usePurchase, 'use', 6],
  ])('reason %i: %s label %i', (reason, direction, label) => {
    expect(labelOfReason(reason)).toEqual({ direction, label })
  })

  it.each<[number, TopoloCategory]>([
    [TOPOLO_REASON.purchase, 'buy'],
    [TOPOLO_REASON.present, 'present'],
    [TOPOLO_REASON.gamePlay, 'other'],
    [TOPOLO_REASON.coupon, 'other'],
    [TOPOLO_REASON.useReserve, 'playPurchase'],
    [TOPOLO_REASON.useGameJoin, 'playPurchase'],
    [TOPOLO_REASON.useItemHunt, 'itemHunt'],
    [TOPOLO_REASON.useSameDayReserve, 'playPurchase'],
    [TOPOLO_REASON.useContinue, 'playPurchase'],
    [TOPOLO_REASON.usePurchase, 'other'],
  ])('ledger reason %i is in the %s history category', (reason, expected) => {
    const { direction, label } = labelOfReason(reason)
    expect(topoloCategory(direction, label)).toBe(expected)
  })
})
