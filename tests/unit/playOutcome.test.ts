import { describe, expect, it } from 'vitest'
import { RANK_THRESHOLDS, type RankCategory, rankOf, rookieBonusApplies } from '../../src/domain/collection/rank.ts'
import type { Achievement } from '../../src/domain/contract/master.ts'
import { achievementActive, achievementsEarned, isPlayMetric, PLAY_METRICS, type PlayTotals } from '../../src/domain/results/achievementsEarned.ts'
import {
  expForLevel,
  levelForExp,
  PLAY_LIMITS,
  PLAYER_LEVEL_EXP,
  PLAYER_MAX_LEVEL,
  partyOutcome,
  partyRookieBonus,
  playCleared,
  playExperience,
  playRanks,
  type Quest,
  silverEarned,
} from '../../src/domain/results/playOutcome.ts'

/**
 * What a play earns (issue 14): ranks at every threshold, the rookie bonus, levels, silver, the
 * final quest, and which achievements a play completes.
 */

describe('ranks at every threshold', () => {
  // [threshold, the rank a score of exactly the threshold reaches, the rank of one point less]
  const jny: [number, number, number][] = [
    [8000, 1, 2],
    [7850, 2, 3],
    [7600, 3, 4],
    [7450, 4, 5],
    [7300, 5, 6],
    [7150, 6, 7],
    [7000, 7, 8],
    [6500, 8, 9],
    [6000, 9, 10],
    [5500, 10, 11],
    [5000, 11, 12],
    [4500, 12, 13],
    [4000, 13, 14],
    [3000, 14, 15],
    [2000, 15, 16],
    [1000, 16, 17],
    // Ranks 17 and 18 share the threshold 0: a journey score (never negative) reaches 17 at worst.
    [0, 17, 18],
    [0, 17, 18],
  ]
  const eq: [number, number, number][] = [
    [15000, 1, 2],
    [14500, 2, 3],
    [14000, 3, 4],
    [13750, 4, 5],
    [13500, 5, 6],
    [13250, 6, 7],
    [13000, 7, 8],
    [12750, 8, 9],
    [12500, 9, 10],
    [12000, 10, 11],
    [10000, 11, 12],
    [7500, 12, 13],
    [5000, 13, 14],
    [4000, 14, 15],
    [3000, 15, 16],
    [2000, 16, 17],
    [1000, 17, 18],
    [0, 18, 18],
  ]
  const rows = (category: RankCategory, table: [number, number, number][]) => table.map(([threshold, atThreshold, below], index) => ({ category, rank: index + 1, threshold, atThreshold, below }))

  it('covers the 18 thresholds of each category, as the rule tables list them', () => {
    expect(jny.map(([threshold]) => threshold)).toEqual([...RANK_THRESHOLDS.jny])
    expect(eq.map(([threshold]) => threshold)).toEqual([...RANK_THRESHOLDS.eq])
  })

  it.each([...rows('jny', jny), ...rows('eq', eq)])('$category rank $rank: $threshold reaches rank $atThreshold, one point less rank $below', ({ category, threshold, atThreshold, below }) => {
    expect(rankOf(threshold, category)).toBe(atThreshold)
    expect(rankOf(threshold - 1, category)).toBe(below)
    const other: RankCategory = category === 'jny' ? 'eq' : 'jny'
    const scores = { [category]: threshold, [other]: 0 } as Record<RankCategory, number>
    expect(playRanks(scores)[category]).toBe(atThreshold)
    expect(playRanks({ ...scores, [category]: threshold - 1 })[category]).toBe(below)
  })

  it('ranks each category by its own table, and the highest score accepted first', () => {
    expect(playRanks({ jny: 7300, eq: 7300 })).toEqual({ jny: 5, eq: 13 })
    expect(playRanks({ jny: 12000, eq: 12000 })).toEqual({ jny: 1, eq: 10 })
    expect(playRanks({ jny: PLAY_LIMITS.maxScore, eq: PLAY_LIMITS.maxScore })).toEqual({ jny: 1, eq: 1 })
    expect(playRanks({ jny: 0, eq: 0 })).toEqual({ jny: 17, eq: 18 })
  })
})

describe('rookie bonus', () => {
  it.each([
    ['only rookies (levels 1 to 10)', [1, 10], false],
    ['only rookies, three of them', [3, 5, 10], false],
    ['a level 10 with a level 11', [10, 11], true],
    ['only players above 10', [11, 12], false],
    ['three veterans', [11, 11, 99], false],
    ['rookies with one veteran', [1, 11, 20], true],
    ['a level 12 with a level 3', [12, 3], true],
    ['nobody', [], false],
  ])('%s %j: %s', (_, levels, bonus) => {
    expect(partyRookieBonus(levels)).toBe(bonus)
    expect(rookieBonusApplies(levels)).toBe(bonus)
  })

  it.each([
    [[1], 100, 120],
    [[2], 150, 180],
    [[3], 200, 240],
    [[4], 250, 300],
    [[5], 300, 300],
    [[6], 500, 500],
    [[1, 2, 3, 4], 700, 840],
    [[5, 6], 800, 800],
    [[1, 2, 3, 4, 5], 1000, 1140],
    [[1, 2, 3, 6], 950, 1040],
    [[1, 2, 3, 4, 5, 6], 1500, 1640],
    [[], 0, 0],
  ] as [Quest[], number, number][])('quests %j: %i without the bonus, %i with it (quests 1 to 4 only)', (quests, plain, bonused) => {
    expect(playExperience(quests, false)).toBe(plain)
    expect(playExperience(quests, true)).toBe(bonused)
  })

  it('counts a quest once however often it is listed', () => {
    expect(playExperience([1, 1, 5, 5], true)).toBe(120 + 300)
  })

  // Every choice of quests 1 to 4: the bonus is exactly 6/5, rounded down, never a floating-point
  // hair below the whole number (420 must not come out as 419).
  const subsets = Array.from({ length: 16 }, (_, mask) => ([1, 2, 3, 4] as Quest[]).filter((_, bit) => mask & (1 << bit)))
  it.each(subsets.map((quests) => [quests]))('quests %j with the bonus: 1.2 times, rounded down', (quests) => {
    const plain = playExperience(quests, false)
    expect(playExperience(quests, true)).toBe(Math.floor((plain * 6) / 5))
    expect(Number.isInteger(playExperience(quests, true))).toBe(true)
  })
})

describe('levels', () => {
  const levels = PLAYER_LEVEL_EXP.map((exp, index) => ({ level: index + 1, exp }))

  it.each(levels)('level $level is reached at $exp experience and not one point before', ({ level, exp }) => {
    expect(expForLevel(level)).toBe(exp)
    expect(levelForExp(exp)).toBe(level)
    if (level > 1) expect(levelForExp(exp - 1)).toBe(level - 1)
  })

  it.each([
    [23_100, 20],
    [25_099, 20],
    [25_100, 21],
    [27_099, 21],
    [27_100, 22],
    [181_099, 98],
    [181_100, 99],
    [10_000_000, 99],
  ])('past the table each level needs 2,000 more: %i experience is level %i', (exp, level) => {
    expect(levelForExp(exp)).toBe(level)
  })

  it('gives the experience of levels past the table, up to the top level', () => {
    expect(expForLevel(0)).toBe(0)
    expect(expForLevel(1)).toBe(0)
    expect(expForLevel(21)).toBe(25_100)
    expect(expForLevel(PLAYER_MAX_LEVEL)).toBe(181_100)
    expect(expForLevel(PLAYER_MAX_LEVEL + 20)).toBe(181_100)
  })

  it.each([
    [0, 12, 12],
    [10_699, 12, 12],
    [11_899, 12, 12],
    [11_900, 12, 13],
    [0, 0, 1],
    [0, 150, PLAYER_MAX_LEVEL],
    [2_700, 3, 5],
  ])('never lowers the level: %i experience at level %i is level %i', (exp, current, level) => {
    expect(levelForExp(exp, current)).toBe(level)
  })
})

describe('silver and clearing', () => {
  it.each([
    [[], 0, 0],
    [[1], 0, 50],
    [[1, 2, 3, 4, 5, 6], 0, 300],
    [[1, 2], 5, 150],
    [[1, 1], 0, 50],
    [[], PLAY_LIMITS.maxGoldMedals, 9_990],
    [[1, 2, 3, 4, 5], 12, 370],
  ] as [Quest[], number, number][])('quests %j and %i gold medals earn %i silver', (quests, medals, silver) => {
    expect(silverEarned(quests, medals)).toBe(silver)
  })

  it.each([
    [[6], true],
    [[1, 6], true],
    [[1, 2, 3, 4, 5], false],
    [[], false],
  ] as [Quest[], boolean][])('quests %j: cleared %s (the final quest decides)', (quests, cleared) => {
    expect(playCleared(quests)).toBe(cleared)
  })
})

describe('a party outcome', () => {
  it('gives each player their experience, level, ranks and silver with the party bonus', () => {
    const outcomes = partyOutcome([
      { userId: 'veteran', level: 12, exp: 10_800, clearedQuests: [1, 2, 3, 4, 5], scores: { jny: 7300, eq: 5000 }, goldMedals: 12 },
      { userId: 'rookie', level: 3, exp: 800, clearedQuests: [1, 2, 3, 6], scores: { jny: 6999, eq: 7500 }, goldMedals: 3 },
    ])
    expect(outcomes).toEqual([
      { userId: 'veteran', expEarned: 1140, expTotal: 11_940, levelBefore: 12, levelAfter: 13, rookieBonus: true, ranks: { jny: 5, eq: 13 }, silver: 370, cleared: false },
      { userId: 'rookie', expEarned: 1040, expTotal: 1840, levelBefore: 3, levelAfter: 4, rookieBonus: true, ranks: { jny: 8, eq: 12 }, silver: 230, cleared: true },
    ])
  })

  it('gives no bonus to a party of veterans, and keeps a level reached before', () => {
    const [first, second] = partyOutcome([
      { userId: 'a', level: 11, exp: 9_500, clearedQuests: [1, 2, 3, 4], scores: { jny: 0, eq: 0 }, goldMedals: 0 },
      // Level 15 with less experience than the table says (e.g. granted): the level stays.
      { userId: 'b', level: 15, exp: 0, clearedQuests: [1], scores: { jny: 0, eq: 0 }, goldMedals: 0 },
    ])
    expect(first).toMatchObject({ expEarned: 700, expTotal: 10_200, levelAfter: 11, rookieBonus: false })
    expect(second).toMatchObject({ expEarned: 100, expTotal: 100, levelBefore: 15, levelAfter: 15, rookieBonus: false })
  })
})

describe('achievements a play completes', () => {
  const text = { ja: 'x', en: 'x', ko: 'x', zhcn: 'x', zhtw: 'x' }
  const achievement = (id: number, metric: Achievement['metric'], goal: number, period: [string, string] | null = null): Achievement => ({
    id,
    name: text,
    description: text,
    limited: period !== null,
    starts_at: period?.[0] ?? null,
    ends_at: period?.[1] ?? null,
    metric,
    goal,
    title_id: id + 100,
  })
  const totals = (changes: Partial<PlayTotals> = {}): PlayTotals => ({ plays: 0, clears: 0, rank_plays: 0, gold_medals: 0, party_plays: 0, score: 0, ...changes })
  const ids = (earned: Achievement[]) => earned.map((a) => a.id)
  const DAY = '2026-12-02'

  it.each(PLAY_METRICS.map((metric) => [metric]))('%s: earned at its goal, not one short', (metric) => {
    const goal = metric === 'score' ? 8000 : 10
    const list = [achievement(1, metric, goal)]
    expect(ids(achievementsEarned(list, new Set(), DAY, () => totals({ [metric]: goal })))).toEqual([1])
    expect(ids(achievementsEarned(list, new Set(), DAY, () => totals({ [metric]: goal + 5 })))).toEqual([1])
    expect(achievementsEarned(list, new Set(), DAY, () => totals({ [metric]: goal - 1 }))).toEqual([])
  })

  it('skips the achievements held already', () => {
    const list = [achievement(1, 'plays', 1), achievement(2, 'plays', 2), achievement(3, 'clears', 1)]
    expect(ids(achievementsEarned(list, new Set([1]), DAY, () => totals({ plays: 2, clears: 1 })))).toEqual([2, 3])
    expect(achievementsEarned(list, new Set([1, 2, 3]), DAY, () => totals({ plays: 99, clears: 99 }))).toEqual([])
  })

  it.each([['item_hunts' as const], ['avatars' as const], ['spirits' as const]])('never completes %s, which a play does not move', (metric) => {
    expect(isPlayMetric(metric)).toBe(false)
    const huge = { plays: 1e6, clears: 1e6, rank_plays: 1e6, gold_medals: 1e6, party_plays: 1e6, score: 1e6, [metric]: 1e6 } as PlayTotals
    expect(achievementsEarned([achievement(1, metric, 1)], new Set(), DAY, () => huge)).toEqual([])
  })

  it.each([
    ['before its period', '2026-11-30', false],
    ['on its first day', '2026-12-01', true],
    ['within it', DAY, true],
    ['on its last day', '2027-01-12', true],
    ['after it', '2027-01-13', false],
  ])('a limited achievement %s (%s): earned %s', (_, day, earned) => {
    const limited = achievement(21, 'clears', 1, ['2026-12-01', '2027-01-12'])
    expect(achievementActive(limited, day)).toBe(earned)
    expect(ids(achievementsEarned([limited], new Set(), day, () => totals({ clears: 1 })))).toEqual(earned ? [21] : [])
  })

  it('a permanent achievement is active any day', () => {
    expect(achievementActive(achievement(1, 'plays', 1), '1999-01-01')).toBe(true)
  })

  it('counts a limited achievement with the totals of its period, a permanent one with all time', () => {
    const permanent = achievement(1, 'plays', 3)
    const limited = achievement(20, 'plays', 3, ['2026-12-01', '2026-12-31'])
    const asked: number[] = []
    // Three plays ever, one of them within the period.
    const earned = achievementsEarned([permanent, limited], new Set(), DAY, (a) => {
      asked.push(a.id)
      return a.limited ? totals({ plays: 1 }) : totals({ plays: 3 })
    })
    expect(ids(earned)).toEqual([1])
    expect(asked).toEqual([1, 20])
    // Held ones and inactive ones are not even counted.
    asked.length = 0
    achievementsEarned([permanent, limited], new Set([1]), '2027-02-01', (a) => {
      asked.push(a.id)
      return totals()
    })
    expect(asked).toEqual([])
  })
})
