/**
 * Which achievements a play completes (issue 14): only those a play can move (plays, clears, rank
 * battles, gold medals, plays in a party of three, best score); item hunts, avatars and spirits are
 * earned elsewhere. A limited-time achievement counts only what happened within its period and is
 * earned only while its period lasts.
 */
import type { Achievement } from '../contract/master.ts'

export const PLAY_METRICS = ['plays', 'clears', 'rank_plays', 'gold_medals', 'party_plays', 'score'] as const
export type PlayMetric = (typeof PLAY_METRICS)[number]
type Metric = Achievement['metric']

/** A player's totals for the play metrics (counting the play just recorded). */
export type PlayTotals = Readonly<Record<PlayMetric, number>>

export function isPlayMetric(metric: Metric): metric is PlayMetric {
  return (PLAY_METRICS as readonly string[]).includes(metric)
}

/** Whether `day` (yyyy-mm-dd, Tokyo) is within the achievement's period (always, for a permanent one). */
export function achievementActive(achievement: Pick<Achievement, 'limited' | 'starts_at' | 'ends_at'>, day: string): boolean {
  if (!achievement.limited) return true
  return achievement.starts_at !== null && achievement.ends_at !== null && achievement.starts_at <= day && day <= achievement.ends_at
}

/**
 * The achievements reached now and not held before, among those of `metrics` (the play's by
 * default; the item hunt counts its draws). `totalsFor` gives the totals an achievement counts: all
 * time for a permanent one, within its period for a limited one.
 */
export function achievementsEarned<M extends Metric = PlayMetric>(
  achievements: readonly Achievement[],
  held: ReadonlySet<number>,
  day: string,
  totalsFor: (achievement: Achievement) => Readonly<Partial<Record<M, number>>>,
  metrics: readonly M[] = PLAY_METRICS as unknown as readonly M[],
): Achievement[] {
  return achievements.filter((achievement) => {
    const metric = achievement.metric as M
    if (held.has(achievement.id) || !metrics.includes(metric) || !achievementActive(achievement, day)) return false
    return (totalsFor(achievement)[metric] ?? 0) >= achievement.goal
  })
}
