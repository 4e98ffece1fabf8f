import * as v from 'valibot'
import {
  type PlayerAchievement,
  type PlayerAvatar,
  type PlayerItem,
  type PlayerSpirit,
  itemListReplySchema,
  playerAchievementSchema,
  playerAvatarSchema,
  playerItemSchema,
  playerSpiritSchema,
} from '../../domain/contract/collection.ts'
import { apiReply, apiRequest } from '../api/client.ts'
import { db } from '../db/database.ts'
import { parseStoredList } from '../db/storedRows.ts'
import { playerKey } from '../db/syncKeys.ts'
import type { Synced } from '../db/synced.ts'
import { type LocalFirstView, useLocalFirst } from './localFirst.ts'

/**
 * The player's collections (avatars, spirits, items, achievements) as the API answers them, kept
 * in the `collections` table by kind, so My Page and the detail screens show offline. This
 * repository is their one writer; each kind is replaced whole in one transaction.
 */

export type { PlayerAchievement, PlayerAvatar, PlayerItem, PlayerSpirit }

export type CollectionKind = 'avatar' | 'spirit' | 'item' | 'achievement' | 'coupon' | 'result' | 'topolo-get' | 'topolo-use' | 'reservation' | 'slot-watch'

export const collectionKey = (kind: CollectionKind) => playerKey(`collection:${kind}`)

/** Replaces every stored row of a kind, stamped now; `total` is the server's count when it pages. */
export async function replaceCollection(kind: CollectionKind, rows: readonly { id: string; data: unknown }[], total?: number): Promise<void> {
  await db.transaction('rw', db.collections, db.syncMeta, async () => {
    await db.collections.where('kind').equals(kind).delete()
    await db.collections.bulkPut(rows.map((row) => ({ kind, id: row.id, data: row.data })))
    await db.syncMeta.put({ collection: collectionKey(kind), syncedAt: Date.now(), ...(total === undefined ? {} : { total }) })
  })
}

export type StoredCollection<T> = { readonly rows: T[]; readonly total: number }

/** The stored rows of a kind that parse, in the order `order` gives; undefined when never stored. */
export async function readCollection<S extends v.GenericSchema>(
  kind: CollectionKind,
  schema: S,
  order?: (a: v.InferOutput<S>, b: v.InferOutput<S>) => number,
): Promise<Synced<StoredCollection<v.InferOutput<S>>> | undefined> {
  const meta = await db.syncMeta.get(collectionKey(kind))
  if (!meta) return undefined
  const stored = await db.collections.where('kind').equals(kind).toArray()
  const rows = parseStoredList(
    schema,
    stored.map((row) => row.data),
    kind,
  )
  if (order) rows.sort(order)
  return { value: { rows, total: Math.max(meta.total ?? 0, rows.length) }, syncedAt: meta.syncedAt }
}

// Avatars: every one the player can see, with its flags (GET /user/self/avatar/available).

async function refreshAvatars(): Promise<void> {
  const avatars = await apiRequest('/user/self/avatar/available', v.array(playerAvatarSchema))
  await replaceCollection(
    'avatar',
    avatars.map((avatar) => ({ id: String(avatar.avatar_id), data: avatar })),
  )
}

const byId =
  <K extends string>(key: K) =>
  (a: Record<K, number>, b: Record<K, number>) =>
    a[key] - b[key]

export function useAvatars(): LocalFirstView<StoredCollection<PlayerAvatar>> {
  return useLocalFirst(() => readCollection('avatar', playerAvatarSchema, byId('avatar_id')), refreshAvatars, collectionKey('avatar'))
}

// Spirits (GET /user/self/spirit/available).

async function refreshSpirits(): Promise<void> {
  const spirits = await apiRequest('/user/self/spirit/available', v.array(playerSpiritSchema))
  await replaceCollection(
    'spirit',
    spirits.map((spirit) => ({ id: String(spirit.spirit_id), data: spirit })),
  )
}

export function useSpirits(): LocalFirstView<StoredCollection<PlayerSpirit>> {
  return useLocalFirst(() => readCollection('spirit', playerSpiritSchema, byId('spirit_id')), refreshSpirits, collectionKey('spirit'))
}

// Items the player owns (GET /user/self/item). Their stats for another avatar come from master
// data through the same rule (src/domain/collection/stats.ts), so they also show offline.

async function refreshItems(): Promise<void> {
  const reply = await apiReply('/user/self/item', itemListReplySchema)
  const items = reply.data ?? []
  await replaceCollection(
    'item',
    items.map((item) => ({ id: String(item.item_id), data: item })),
  )
}

export function useItems(): LocalFirstView<StoredCollection<PlayerItem>> {
  return useLocalFirst(() => readCollection('item', playerItemSchema, byId('item_id')), refreshItems, collectionKey('item'))
}

// Achievements achieved (GET /user/self/achievement).

async function refreshAchievements(): Promise<void> {
  const achievements = await apiRequest('/user/self/achievement', v.array(playerAchievementSchema))
  await replaceCollection(
    'achievement',
    achievements.map((row) => ({ id: String(row.id), data: row })),
  )
}

export function useAchievements(): LocalFirstView<StoredCollection<PlayerAchievement>> {
  return useLocalFirst(() => readCollection('achievement', playerAchievementSchema, (a, b) => b.achieved_at.localeCompare(a.achieved_at)), refreshAchievements, collectionKey('achievement'))
}
