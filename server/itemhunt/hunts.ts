import type { Item } from '../../src/domain/contract/master.ts'
import type { HuntDefinition, Rarity } from '../../src/domain/itemhunt/itemHunt.ts'
import type { AllLanguages } from '../facility/demoNews.ts'

/**
 * The item hunts on offer. A hunt's pool is the master's items it names by rule; its rates per
 * rarity are basis points. These definitions are all the draw and the published rates read.
 */
export type HuntSeed = {
  readonly id: number
  readonly name: AllLanguages
  readonly description: AllLanguages
  readonly rarityRates: HuntDefinition['rarityRates']
  /** Which master items are in the pool. */
  readonly pool: (item: Item) => boolean
  readonly startsAt: string | null
  readonly endsAt: string | null
}

export const HUNTS: readonly HuntSeed[] = [
  {
    id: 1,
    name: { ja: 'いつものアイテムハント', en: 'Item Hunt', ko: '상시 아이템 헌트', zhcn: '道具寻宝', zhtw: '道具尋寶' },
    description: {
      ja: '迷宮のオリジナルアイテムから1つ見つかります。出る確率は下の「提供割合」のとおりで、全員同じです。',
      en: 'Find one of the labyrinth’s original items. The chances are the drop rates shown under “Drop rates”, the same for everyone.',
      ko: '미궁의 오리지널 아이템 중 하나를 찾을 수 있어요. 나올 확률은 아래 ‘획득 확률’과 같으며 모두에게 똑같아요.',
      zhcn: '从迷宫的原创道具中找到一件。获得概率如下方“获取概率”所示，对所有人都相同。',
      zhtw: '從迷宮的原創道具中找到一件。出現機率如下方「提供機率」所示，對所有人都相同。',
    },
    rarityRates: [6000, 2800, 1000, 200],
    pool: (item) => item.origin === 'original',
    startsAt: null,
    endsAt: null,
  },
]

/** A hunt's drawable definition from the master items. */
export function huntDefinition(seed: HuntSeed, items: readonly Item[]): HuntDefinition {
  return {
    id: seed.id,
    rarityRates: seed.rarityRates,
    items: items.filter(seed.pool).map((item) => ({ id: item.id, rarity: item.rarity as Rarity })),
  }
}

/** Whether a hunt runs on a Tokyo day (yyyy-mm-dd). */
export function huntRunning(seed: HuntSeed, day: string): boolean {
  return (seed.startsAt === null || seed.startsAt <= day) && (seed.endsAt === null || day <= seed.endsAt)
}
