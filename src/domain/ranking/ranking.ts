/**
 * The daily ranking and the clearers (spec sections 7 and 9, issue 16). A class is a ranking
 * category and a party size: journey (standard play) or EQ (rank battle), parties of 3 or of 2;
 * a party's score in it is the sum of its members' scores in that category, and its rank image is
 * the rank its members reach on average. Ties share a rank (1, 2, 2, 4).
 */
import { type RankCategory, rankOf } from '../collection/rank.ts'

export const RANKING_CLASSES = ['jny-3', 'jny-2', 'eq-3', 'eq-2'] as const
export type RankingClass = (typeof RANKING_CLASSES)[number]
export const DEFAULT_RANKING_CLASS: RankingClass = 'jny-3'

export type PartySize = 2 | 3
export type PlayMode = 'standard' | 'rank_battle'

export function classParts(rankingClass: RankingClass): { category: RankCategory; size: PartySize; mode: PlayMode } {
  const [category, size] = rankingClass.split('-') as [RankCategory, string]
  return { category, size: size === '2' ? 2 : 3, mode: category === 'eq' ? 'rank_battle' : 'standard' }
}

/** The rank (1 best .. 18) a party's score shows: the rank of its members' average. */
export function partyRankId(score: number, size: PartySize, category: RankCategory): number {
  return rankOf(Math.floor(score / size), category)
}

/** Standard competition ranking of scores, best first: equal scores share a rank (1, 2, 2, 4). */
export function competitionRanks(scoresBestFirst: readonly number[]): number[] {
  return scoresBestFirst.map((score, index) => {
    const first = scoresBestFirst.indexOf(score)
    return first === -1 ? index + 1 : first + 1
  })
}

/** The clearers' lists: all of them, today's (Tokyo), or the last 7 days'. */
export const CONQUEROR_FILTERS = ['all', 'today', 'week'] as const
export type ConquerorFilter = (typeof CONQUEROR_FILTERS)[number]
