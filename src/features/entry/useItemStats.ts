import { useMasterSet } from '../../data/repositories/masterRepository.ts'
import { itemStats, type Stats } from '../../domain/collection/stats.ts'

/** An item's bonuses for the chosen avatar, worked out on the device from master data (as My Page does). */
export function useItemStats(avatarId: number | null): (itemId: number) => Stats {
  const params = useMasterSet('item_params')
  const corrections = useMasterSet('item_corrections')
  return (itemId) => {
    const param = params.value?.find((row) => row.item_id === itemId)
    const correction = corrections.value?.find((row) => row.item_id === itemId && row.avatar_id === avatarId)?.correction
    return itemStats(param, correction ?? 100)
  }
}
