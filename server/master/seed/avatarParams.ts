import { AVATAR_MAX_LEVEL, type AvatarClass, type AvatarParam } from '../../../src/domain/contract/master.ts'
import { avatars } from './avatars.ts'

type Stats = { power: number; defense: number; agility: number; hp: number; accuracy: number; inspiration: number }

/** Level 1 stats and the gain per level, by class: each class is strong where its story says. */
const GROWTH: Record<AvatarClass, { base: Stats; gain: Stats }> = {
  knight: { base: { power: 10, defense: 16, agility: 8, hp: 60, accuracy: 10, inspiration: 8 }, gain: { power: 2, defense: 4, agility: 1, hp: 10, accuracy: 2, inspiration: 1 } },
  warrior: { base: { power: 16, defense: 11, agility: 8, hp: 65, accuracy: 9, inspiration: 6 }, gain: { power: 4, defense: 2, agility: 1, hp: 11, accuracy: 1, inspiration: 1 } },
  mage: { base: { power: 6, defense: 7, agility: 9, hp: 42, accuracy: 11, inspiration: 18 }, gain: { power: 1, defense: 1, agility: 2, hp: 6, accuracy: 2, inspiration: 4 } },
  rogue: { base: { power: 11, defense: 8, agility: 16, hp: 46, accuracy: 13, inspiration: 9 }, gain: { power: 2, defense: 1, agility: 4, hp: 7, accuracy: 3, inspiration: 2 } },
  cleric: { base: { power: 7, defense: 10, agility: 8, hp: 50, accuracy: 9, inspiration: 16 }, gain: { power: 1, defense: 2, agility: 1, hp: 8, accuracy: 2, inspiration: 4 } },
  ranger: { base: { power: 11, defense: 8, agility: 13, hp: 48, accuracy: 17, inspiration: 9 }, gain: { power: 2, defense: 1, agility: 3, hp: 7, accuracy: 4, inspiration: 2 } },
  bard: { base: { power: 8, defense: 8, agility: 12, hp: 48, accuracy: 10, inspiration: 15 }, gain: { power: 1, defense: 2, agility: 3, hp: 7, accuracy: 2, inspiration: 3 } },
  monk: { base: { power: 14, defense: 10, agility: 13, hp: 58, accuracy: 9, inspiration: 7 }, gain: { power: 3, defense: 2, agility: 3, hp: 10, accuracy: 2, inspiration: 1 } },
  summoner: { base: { power: 7, defense: 7, agility: 9, hp: 44, accuracy: 10, inspiration: 18 }, gain: { power: 1, defense: 1, agility: 2, hp: 6, accuracy: 2, inspiration: 4 } },
  alchemist: { base: { power: 8, defense: 9, agility: 9, hp: 48, accuracy: 12, inspiration: 15 }, gain: { power: 2, defense: 2, agility: 2, hp: 7, accuracy: 2, inspiration: 3 } },
  ninja: { base: { power: 12, defense: 7, agility: 18, hp: 44, accuracy: 14, inspiration: 8 }, gain: { power: 3, defense: 1, agility: 4, hp: 6, accuracy: 3, inspiration: 2 } },
  dragoon: { base: { power: 15, defense: 12, agility: 11, hp: 60, accuracy: 11, inspiration: 7 }, gain: { power: 4, defense: 3, agility: 2, hp: 10, accuracy: 2, inspiration: 1 } },
}

/** Cumulative experience to reach each level (index 0 is level 1). */
const EXP_TABLE = [0, 120, 300, 560, 900, 1350, 1900, 2600, 3450, 4500]
/** An awakened form starts stronger and levels more slowly. */
const AWAKENED_STATS = 1.35
const AWAKENED_EXP = 1.5

function paramsAt(avatar: (typeof avatars)[number], level: number): AvatarParam {
  const { base, gain } = GROWTH[avatar.class]
  const awakened = avatar.transform_of !== null
  const stat = (key: keyof Stats) => Math.round((base[key] + gain[key] * (level - 1)) * (awakened ? AWAKENED_STATS : 1))
  return {
    avatar_id: avatar.id,
    level,
    accuracy: stat('accuracy'),
    agility: stat('agility'),
    defense: stat('defense'),
    exp: Math.round((EXP_TABLE[level - 1] ?? 0) * (awakened ? AWAKENED_EXP : 1)),
    hp: stat('hp'),
    inspiration: stat('inspiration'),
    power: stat('power'),
    recovery_gold: 20 + (level - 1) * 10 + (awakened ? 10 : 0),
  }
}

export const avatarParams: AvatarParam[] = avatars.flatMap((avatar) => Array.from({ length: AVATAR_MAX_LEVEL }, (_, index) => paramsAt(avatar, index + 1)))
