import { useAvatars, useItems, useSpirits } from '../../data/repositories/collectionRepository.ts'
import { useMasterSet } from '../../data/repositories/masterRepository.ts'
import { usePlayer } from '../../data/repositories/playerRepository.ts'
import { avatarOwnership, spiritOwnership } from '../../domain/collection/ownership.ts'
import { avatarStats, paramAtLevel, type Stats } from '../../domain/collection/stats.ts'
import { settled, useMasterById } from '../collection/useMaster.ts'

/** The avatars the player owns (only those can be taken into a game), with master data. */
export function useOwnedAvatars() {
  const avatars = useAvatars()
  const master = useMasterById('avatars')
  const params = useMasterSet('avatar_params')
  const player = usePlayer(['property'])
  const level = player.value?.property?.level ?? 1
  const owned = (avatars.value?.rows ?? [])
    .filter((row) => avatarOwnership(row) === 'owned')
    .map((row) => master.byId.get(row.avatar_id))
    .filter((avatar) => avatar !== undefined)
    .sort((a, b) => a.id - b.id)
  const statsOf = (avatarId: number): Stats | undefined => {
    const param = paramAtLevel(
      (params.value ?? []).filter((row) => row.avatar_id === avatarId),
      level,
    )
    return param ? avatarStats(param) : undefined
  }
  return { owned, byId: master.byId, statsOf, level, view: avatars, known: settled(master.view, avatars) }
}

export function useOwnedSpirits() {
  const spirits = useSpirits()
  const master = useMasterById('spirits')
  const owned = (spirits.value?.rows ?? [])
    .filter((row) => spiritOwnership(row) === 'owned')
    .map((row) => master.byId.get(row.spirit_id))
    .filter((spirit) => spirit !== undefined)
    .sort((a, b) => a.id - b.id)
  return { owned, byId: master.byId, view: spirits, known: settled(master.view, spirits) }
}

export function useOwnedItems() {
  const items = useItems()
  const master = useMasterById('items')
  return { rows: items.value?.rows ?? [], byId: master.byId, view: items, known: settled(master.view, items) }
}
