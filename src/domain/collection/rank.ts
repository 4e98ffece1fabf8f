/**
 * Play ranks (spec section 9): a score reaches one of 18 ranks by the thresholds of its category,
 * rank 1 the best; the rank image maps ids 1 to 18 in reverse order (rank 1 shows image 18).
 */

export const RANK_COUNT = 18

/** Journey (standard play) and eq (rank battle) thresholds, highest first. */
export const RANK_THRESHOLDS = {
  jny: [8000, 7850, 7600, 7450, 7300, 7150, 7000, 6500, 6000, 5500, 5000, 4500, 4000, 3000, 2000, 1000, 0, 0],
  eq: [15000, 14500, 14000, 13750, 13500, 13250, 13000, 12750, 12500, 12000, 10000, 7500, 5000, 4000, 3000, 2000, 1000, 0],
} as const satisfies Record<string, readonly number[]>
export type RankCategory = keyof typeof RANK_THRESHOLDS

/** Standard play is ranked as a journey, rank battle by the eq table. */
export function rankCategoryOf(mode: 'standard' | 'rank_battle'): RankCategory {
  return mode === 'rank_battle' ? 'eq' : 'jny'
}

/** The rank (1 best .. 18) a score reaches: the first threshold it meets. */
export function rankOf(score: number, category: RankCategory): number {
  const thresholds = RANK_THRESHOLDS[category]
  const index = thresholds.findIndex((threshold) => score >= threshold)
  return index === -1 ? RANK_COUNT : index + 1
}

/** The image of a rank: ids 1 to 18 in reverse order; undefined for anything else. */
export function rankImage(rankId: number): number | undefined {
  return Number.isInteger(rankId) && rankId >= 1 && rankId <= RANK_COUNT ? RANK_COUNT + 1 - rankId : undefined
}

/** The grade each image shows, image 1 (the humblest) first: rank 1 is SSS, rank 18 D-. */
export const RANK_GRADES = ['D-', 'D', 'D+', 'C-', 'C', 'C+', 'B-', 'B', 'B+', 'A-', 'A', 'A+', 'S-', 'S', 'S+', 'SS', 'SS+', 'SSS'] as const

/** The grade of a rank, as its image shows it; undefined for anything but 1 to 18. */
export function rankGrade(rankId: number): string | undefined {
  const image = rankImage(rankId)
  return image === undefined ? undefined : RANK_GRADES[image - 1]
}

/** The best (lowest) rank of several, or undefined for none. */
export function bestRank(ranks: readonly number[]): number | undefined {
  return ranks.length === 0 ? undefined : Math.min(...ranks)
}

/** Rookie bonus (spec section 9): levels 1 to 10 playing with someone of level 11 or above earn 1.2 times experience. */
export const ROOKIE_MAX_LEVEL = 10
export const ROOKIE_BONUS_RATE = 1.2

export function rookieBonusApplies(levels: readonly number[]): boolean {
  return levels.some((level) => level <= ROOKIE_MAX_LEVEL) && levels.some((level) => level > ROOKIE_MAX_LEVEL)
}
