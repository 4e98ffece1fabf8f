import { addDays, tokyoDate, tokyoInstant } from '../../src/domain/schedule/tokyoTime.ts'
import { random as seededRandom } from '../master/artwork/svg.ts'
import type { CrowdPlay } from './rankingStore.ts'

/**
 * The demo crowd's plays of the last 7 days (parties without accounts, like the demo reservations),
 * so the daily ranking and the clearers of a fresh machine show something, every class included,
 * with a tie each day. Derived from the day alone, so seeding again adds nothing new.
 */

const NAMES = [
  'いにしえの剣',
  'もふもふ探検隊',
  'Team Lantern',
  'はらぺこ勇者団',
  'ミッドナイト探検部',
  '月曜の冒険者',
  'たこやき騎士団',
  'Night Owls',
  '星くずパーティー',
  '宝探し同好会',
  '三日月の盾',
  'Kyoto Wanderers',
  'カフェラテ隊',
  '迷宮ウォーカーズ',
  'ころころ団子',
  '雷鳴のトリオ',
]

/** Avatars anyone may choose (master data ids). */
const AVATARS = [1, 2, 3, 4, 5, 6, 8, 9, 10]

const PLAYS_A_DAY = 12
const FIRST_PLAY_MINUTES = 10 * 60 + 40
const BETWEEN_PLAYS_MINUTES = 50

export function demoCrowdPlays(now: Date): CrowdPlay[] {
  const today = tokyoDate(now)
  const plays: CrowdPlay[] = []
  for (let back = 6; back >= 0; back--) {
    const day = addDays(today, -back)
    // The artwork's seeded generator: a day's plays never change.
    const random = seededRandom(Number(day.replaceAll('-', '')))
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T
    let previous: CrowdPlay | null = null
    for (let index = 0; index < PLAYS_A_DAY; index++) {
      const playedAt = new Date(tokyoInstant(day).getTime() + (FIRST_PLAY_MINUTES + index * BETWEEN_PLAYS_MINUTES) * 60_000)
      if (playedAt.getTime() > now.getTime()) break
      const mode = index % 3 === 2 ? 'rank_battle' : 'standard'
      const size = index % 4 === 3 ? 2 : 3
      // The members' average in each category; a good journey clears the dungeon.
      const jnyAverage = Math.round((2400 + random() * 5700) / 10) * 10
      const eqAverage = Math.round((4000 + random() * 11_000) / 10) * 10
      let scores = { jny: jnyAverage * size, eq: eqAverage * size }
      // One tie a day: the tenth play scores what the fifth (the same class) did.
      if (index === 9 && previous && previous.members.length === size && previous.mode === mode) scores = { ...previous.scores }
      const play: CrowdPlay = {
        partyId: `crowd-${day.replaceAll('-', '')}-${index + 1}`,
        playedAt,
        mode,
        name: pick(NAMES),
        scores,
        cleared: mode === 'standard' ? scores.jny / size >= 6000 : scores.eq / size >= 12_500,
        members: Array.from({ length: size }, () => ({ avatarId: pick(AVATARS), level: 1 + Math.floor(random() * 30) })),
      }
      if (index === 4) previous = play
      plays.push(play)
    }
  }
  return plays
}
