/**
 * What a play earns (spec section 9 and issue 14): experience per cleared quest with the rookie
 * bonus, the player level the experience reaches, the rank of each score and the silver topolo
 * earned. Pure, shared by the server (which records results) and the app (which explains them).
 */
import { RANK_THRESHOLDS, type RankCategory, rankOf, ROOKIE_BONUS_RATE, rookieBonusApplies } from '../collection/rank.ts'

/** Quests 1 to 5 and the final quest (6). */
export const QUESTS = [1, 2, 3, 4, 5, 6] as const
export type Quest = (typeof QUESTS)[number]
export const FINAL_QUEST: Quest = 6

/** Experience a cleared quest gives each player of the party. */
export const QUEST_EXP: Readonly<Record<Quest, number>> = { 1: 100, 2: 150, 3: 200, 4: 250, 5: 300, 6: 500 }

/** The rookie bonus is applied at the result of quest 4: to quests 1 to 4, not 5 or the final quest. */
export const ROOKIE_BONUS_LAST_QUEST: Quest = 4

/** Silver topolo a play earns (get label game play 3): per cleared quest and per gold medal. */
export const SILVER_PER_CLEARED_QUEST = 50
export const SILVER_PER_GOLD_MEDAL = 10

/** Upper bounds the server accepts for one player's play. */
export const PLAY_LIMITS = { maxScore: 99_999, maxGoldMedals: 999 } as const

/**
 * Cumulative experience needed for each player level, level 1 first (index 0). Past the table each
 * level needs PLAYER_LEVEL_STEP more, up to PLAYER_MAX_LEVEL.
 */
export const PLAYER_LEVEL_EXP = [0, 300, 800, 1500, 2700, 3900, 5100, 6200, 7300, 8400, 9500, 10_700, 11_900, 13_200, 14_600, 16_100, 17_700, 19_400, 21_200, 23_100] as const
export const PLAYER_LEVEL_STEP = 2000
export const PLAYER_MAX_LEVEL = 99

/** Cumulative experience needed to reach `level`. */
export function expForLevel(level: number): number {
  if (level <= 1) return 0
  const table = PLAYER_LEVEL_EXP[level - 1]
  if (table !== undefined) return table
  const last = PLAYER_LEVEL_EXP.length
  return (PLAYER_LEVEL_EXP[last - 1] ?? 0) + (Math.min(level, PLAYER_MAX_LEVEL) - last) * PLAYER_LEVEL_STEP
}

/** The level `exp` reaches; a level once reached is kept (`current`), so a level never goes down. */
export function levelForExp(exp: number, current = 1): number {
  let level = Math.max(1, Math.min(current, PLAYER_MAX_LEVEL))
  while (level < PLAYER_MAX_LEVEL && exp >= expForLevel(level + 1)) level += 1
  return level
}

/** Whether the party earns the rookie bonus, from the levels its players had when the play began. */
export function partyRookieBonus(levels: readonly number[]): boolean {
  return rookieBonusApplies(levels)
}

/**
 * Experience of one player's play: each cleared quest's experience, quests 1 to 4 times 1.2 with
 * the rookie bonus (rounded down), quest 5 and the final quest as they are.
 */
export function playExperience(clearedQuests: readonly Quest[], rookieBonus: boolean): number {
  const cleared = new Set(clearedQuests)
  let bonused = 0
  let plain = 0
  for (const quest of cleared) {
    if (quest <= ROOKIE_BONUS_LAST_QUEST) bonused += QUEST_EXP[quest]
    else plain += QUEST_EXP[quest]
  }
  return Math.floor(bonused * (rookieBonus ? ROOKIE_BONUS_RATE : 1) + 1e-9) + plain
}

/** Silver topolo a play earns. */
export function silverEarned(clearedQuests: readonly Quest[], goldMedals: number): number {
  return new Set(clearedQuests).size * SILVER_PER_CLEARED_QUEST + goldMedals * SILVER_PER_GOLD_MEDAL
}

/** A play is "cleared" when the final quest is. */
export function playCleared(clearedQuests: readonly Quest[]): boolean {
  return clearedQuests.includes(FINAL_QUEST)
}

/** The rank (1 best .. 18) of each category's score. */
export function playRanks(scores: Readonly<Record<RankCategory, number>>): Record<RankCategory, number> {
  return { jny: rankOf(scores.jny, 'jny'), eq: rankOf(scores.eq, 'eq') }
}

export type PlayerPlay = {
  readonly userId: string
  /** The level when the play began. */
  readonly level: number
  /** Cumulative experience before the play. */
  readonly exp: number
  readonly clearedQuests: readonly Quest[]
  readonly scores: Readonly<Record<RankCategory, number>>
  readonly goldMedals: number
}

export type PlayerOutcome = {
  readonly userId: string
  readonly expEarned: number
  readonly expTotal: number
  readonly levelBefore: number
  readonly levelAfter: number
  readonly rookieBonus: boolean
  readonly ranks: Record<RankCategory, number>
  readonly silver: number
  readonly cleared: boolean
}

/** What each player of a party earns from one play. */
export function partyOutcome(players: readonly PlayerPlay[]): PlayerOutcome[] {
  const rookieBonus = partyRookieBonus(players.map((player) => player.level))
  return players.map((player) => {
    const expEarned = playExperience(player.clearedQuests, rookieBonus)
    const expTotal = player.exp + expEarned
    return {
      userId: player.userId,
      expEarned,
      expTotal,
      levelBefore: player.level,
      levelAfter: levelForExp(expTotal, player.level),
      rookieBonus,
      ranks: playRanks(player.scores),
      silver: silverEarned(player.clearedQuests, player.goldMedals),
      cleared: playCleared(player.clearedQuests),
    }
  })
}

export { RANK_THRESHOLDS }
