import type { PlayerAchievement, PlayerAvatar, PlayerItem, PlayerSpirit, RecommendedItem } from '../../src/domain/contract/collection.ts'
import { avatarOwnership, spiritOwnership } from '../../src/domain/collection/ownership.ts'
import { itemScore, itemStats, type Stats } from '../../src/domain/collection/stats.ts'
import type { Queryable } from '../db/database.ts'
import { parsedMasterSet } from './masterSets.ts'

/**
 * The caller's avatars, spirits, items and achievements (GET /user/self/...): the master records
 * joined with the player's rows, flags and stats computed by the rules in src/domain/collection.
 * Every function takes the player's user_id, which the route resolved from the caller's token.
 */

/** 'visible': every avatar the player can see (owned, obtainable, locked); 'had': the ones they have. */
export type AvatarScope = 'visible' | 'had'

export async function readAvatars(db: Queryable, userId: string, scope: AvatarScope): Promise<PlayerAvatar[]> {
  const [avatars, rows] = await Promise.all([
    parsedMasterSet(db, 'avatars'),
    db.query<{ avatar_id: number; purchased: boolean; unlocked: boolean; transformed: boolean }>('select avatar_id, purchased, unlocked, transformed from player_avatar where user_id = $1', [userId]),
  ])
  const had = new Map(rows.map((row) => [row.avatar_id, row]))
  const list: PlayerAvatar[] = []
  for (const avatar of avatars) {
    const row = had.get(avatar.id)
    const flags: PlayerAvatar = {
      avatar_id: avatar.id,
      available: avatar.available,
      purchased: row?.purchased ?? false,
      unlocked: row?.unlocked ?? false,
      transformed: row?.transformed ?? false,
      purchasable: avatar.purchasable,
      unlockable: avatar.unlockable,
    }
    const ownership = avatarOwnership(flags)
    if (scope === 'visible' ? ownership !== 'hidden' : ownership === 'owned' || ownership === 'locked') list.push(flags)
  }
  return list
}

export async function readSpirits(db: Queryable, userId: string): Promise<PlayerSpirit[]> {
  const [spirits, rows] = await Promise.all([
    parsedMasterSet(db, 'spirits'),
    db.query<{ spirit_id: number; purchased: boolean; unlocked: boolean }>('select spirit_id, purchased, unlocked from player_spirit where user_id = $1', [userId]),
  ])
  const had = new Map(rows.map((row) => [row.spirit_id, row]))
  const list: PlayerSpirit[] = []
  for (const spirit of spirits) {
    const row = had.get(spirit.id)
    const flags: PlayerSpirit = {
      spirit_id: spirit.id,
      available: spirit.available,
      ip_available: spirit.origin === 'original' || spirit.ip_available,
      purchased: row?.purchased ?? false,
      unlocked: row?.unlocked ?? false,
      purchasable: spirit.purchasable,
      ip_purchasable: spirit.ip_purchasable,
      unlockable: spirit.unlockable,
    }
    if (spiritOwnership(flags) !== 'hidden') list.push(flags)
  }
  return list
}

type OwnedItem = PlayerItem & { category: RecommendedItem['category']; score: number; rarity: number }

/**
 * The items the player owns (count above 0, in the master data) with their stats for `avatarId`;
 * null when that avatar is not in the master data.
 */
async function ownedItems(db: Queryable, userId: string, avatarId: number | null): Promise<OwnedItem[] | null> {
  const [items, params, corrections, avatars, rows] = await Promise.all([
    parsedMasterSet(db, 'items'),
    parsedMasterSet(db, 'item_params'),
    parsedMasterSet(db, 'item_corrections'),
    parsedMasterSet(db, 'avatars'),
    db.query<{ item_id: number; count: number }>('select item_id, count from player_item where user_id = $1 and count > 0', [userId]),
  ])
  if (avatarId !== null && !avatars.some((avatar) => avatar.id === avatarId)) return null
  const byId = new Map(items.map((item) => [item.id, item]))
  const paramOf = new Map(params.map((param) => [param.item_id, param]))
  const correctionOf = new Map(corrections.filter((row) => row.avatar_id === avatarId).map((row) => [row.item_id, row.correction]))
  const owned: OwnedItem[] = []
  for (const row of rows) {
    const item = byId.get(row.item_id)
    if (!item) continue
    const stats: Stats = itemStats(paramOf.get(item.id), correctionOf.get(item.id) ?? 100)
    owned.push({ item_id: item.id, count: row.count, stats, category: item.category, rarity: item.rarity, score: itemScore(item, stats) })
  }
  return owned
}

async function currentAvatar(db: Queryable, userId: string): Promise<number | null> {
  const [row] = await db.query<{ avatar_id: number | null }>('select avatar_id from player where user_id = $1', [userId])
  return row?.avatar_id ?? null
}

export type ItemsFor = { avatarId: number | null; items: PlayerItem[] }

/** The owned items by category, rarity (highest first) and id; null for an avatar id that names nothing. */
export async function readItems(db: Queryable, userId: string, selectAvatarId: number | undefined): Promise<ItemsFor | null> {
  const avatarId = selectAvatarId ?? (await currentAvatar(db, userId))
  const owned = await ownedItems(db, userId, avatarId)
  if (!owned) return null
  owned.sort((a, b) => a.category - b.category || b.rarity - a.rarity || a.item_id - b.item_id)
  return { avatarId, items: owned.map(({ item_id, count, stats }) => ({ item_id, count, stats })) }
}

/** The owned items ranked for the avatar: by category, then best score first. */
export async function recommendItems(db: Queryable, userId: string, selectAvatarId: number | undefined): Promise<{ avatarId: number | null; items: RecommendedItem[] } | null> {
  const avatarId = selectAvatarId ?? (await currentAvatar(db, userId))
  const owned = await ownedItems(db, userId, avatarId)
  if (!owned) return null
  owned.sort((a, b) => a.category - b.category || b.score - a.score || b.rarity - a.rarity || a.item_id - b.item_id)
  return { avatarId, items: owned.map(({ item_id, category, score, stats }) => ({ item_id, category, score, stats })) }
}

export async function readAchievements(db: Queryable, userId: string): Promise<PlayerAchievement[]> {
  const rows = await db.query<{ achievement_id: number; achieved_at: Date | string }>(
    'select achievement_id, achieved_at from player_achievement where user_id = $1 order by achieved_at desc, achievement_id',
    [userId],
  )
  return rows.map((row) => ({ id: row.achievement_id, achieved_at: new Date(row.achieved_at).toISOString() }))
}
