import type { AvatarClass, ItemCorrection, ItemMotif } from '../../../src/domain/contract/master.ts'
import { avatars } from './avatars.ts'
import { items } from './items.ts'

/**
 * Affinities between item motifs and avatar classes, in percent of the item's params: a knight
 * handles a shield best, a warrior is clumsy with a staff. Pairs not listed stay at 100.
 */
const AFFINITY: Partial<Record<ItemMotif, Partial<Record<AvatarClass, number>>>> = {
  sword: { knight: 120, warrior: 110, mage: 80 },
  axe: { warrior: 130, mage: 70, bard: 80 },
  spear: { dragoon: 150, knight: 110 },
  dagger: { rogue: 130, ninja: 140, bard: 110 },
  bow: { ranger: 150, ninja: 110 },
  staff: { mage: 130, summoner: 120, cleric: 110, warrior: 70 },
  shield: { knight: 130, cleric: 110, ninja: 80 },
  armor: { knight: 120, warrior: 110, ninja: 80 },
  boots: { ninja: 120, rogue: 110 },
  gauntlet: { monk: 140, warrior: 110 },
  ring: { ranger: 120, alchemist: 110 },
  amulet: { cleric: 120, bard: 110, summoner: 110 },
  book: { mage: 120, alchemist: 120 },
  potion: { alchemist: 150 },
  coin: { rogue: 120 },
  pouch: { rogue: 120, bard: 110 },
  orb: { summoner: 130 },
}

/** Awakened forms handle their gear a little better than their base form. */
const AWAKENED_BONUS = 10

export const itemCorrections: ItemCorrection[] = items.flatMap((item) =>
  avatars.flatMap((avatar) => {
    const base = AFFINITY[item.motif]?.[avatar.class]
    if (base === undefined) return []
    const correction = base + (avatar.transform_of !== null && base >= 100 ? AWAKENED_BONUS : 0)
    return [{ item_id: item.id, avatar_id: avatar.id, correction }]
  }),
)
