import type { SpiritEffect } from '../../../src/domain/contract/master.ts'

type Effect = Omit<SpiritEffect, 'id' | 'spirit_id'>

const percent = (target: Effect['target'], value: number): Effect => ({ target, value, unit: 'percent' })

/** Each spirit's effects, by spirit id; spirit_effect_names gives each group its name. */
const EFFECTS: Record<number, Effect[]> = {
  1: [percent('atk', 8)],
  2: [percent('stm', 10)],
  3: [percent('spd', 10)],
  4: [percent('def', 12)],
  5: [percent('tec', 8), percent('sen', 8)],
  6: [percent('sen', 12), percent('spd', 4)],
  7: [percent('exp', 10)],
  8: [percent('gold', 15)],
  9: [percent('atk', 6), percent('tec', 6), percent('exp', 5)],
  10: [percent('spd', 8), percent('sen', 8)],
  11: [percent('def', 8), percent('stm', 8)],
  12: [percent('atk', 12), percent('gold', 5)],
}

/** Ids are `spirit id × 10 + n`, so a spirit's effects stay together and keep their ids when others change. */
export const spiritEffects: SpiritEffect[] = Object.entries(EFFECTS).flatMap(([spiritId, effects]) =>
  effects.map((effect, index) => ({ id: Number(spiritId) * 10 + index + 1, spirit_id: Number(spiritId), ...effect })),
)
