import type { ItemParam } from '../../../src/domain/contract/master.ts'

/**
 * Stat bonuses per item id as [atk, def, spd, stm, tec, sen] (param_a..param_f). Heavy gear
 * trades speed for power; coin and experience items mostly work through their bonus_percent.
 */
const PARAMS: Record<number, readonly [number, number, number, number, number, number]> = {
  1: [3, 0, 1, 0, 1, 0],
  2: [7, 1, 0, 0, 2, 0],
  3: [12, 2, 2, 0, 4, 2],
  4: [20, 4, -2, 4, 4, 0],
  5: [5, 0, -1, 1, 0, 0],
  6: [15, 1, -1, 3, 1, 0],
  7: [4, 1, 0, 0, 1, 0],
  8: [17, 2, 5, 0, 4, 2],
  9: [5, 0, 5, 0, 3, 1],
  10: [3, 0, 1, 0, 3, 1],
  11: [9, 0, 4, 0, 8, 3],
  12: [1, 1, 0, 0, 1, 4],
  13: [3, 2, 1, 0, 4, 12],
  14: [0, 4, -1, 1, 0, 0],
  15: [0, 9, -1, 3, 0, 1],
  16: [0, 3, 0, 2, 0, 0],
  17: [0, 3, 1, 2, 0, 0],
  18: [0, 13, 2, 6, 0, 1],
  19: [0, 1, 8, 1, 1, 0],
  20: [7, 3, -1, 2, 0, 0],
  21: [0, 0, 1, 0, 7, 3],
  22: [0, 0, 0, 1, 1, 4],
  23: [4, 4, 4, 4, 6, 12],
  24: [6, 3, 3, 0, 6, 16],
  25: [13, 2, 3, 0, 3, 0],
  26: [0, 0, 0, 0, 0, 0],
  27: [0, 0, 0, 0, 0, 0],
  28: [0, 0, 0, 0, 0, 1],
  29: [0, 0, 0, 0, 1, 1],
  30: [0, 1, 0, 0, 0, 1],
  31: [1, 1, 0, 0, 0, 0],
  32: [2, 2, 0, 2, 0, 2],
  33: [1, 0, 0, 0, 1, 1],
  34: [0, 0, 0, 0, 1, 0],
  35: [0, 0, 0, 0, 1, 1],
  36: [0, 0, 0, 1, 0, 1],
  37: [0, 0, 0, 0, 2, 2],
  38: [0, 0, 0, 0, 1, 3],
  39: [1, 0, 1, 3, 0, 2],
  40: [0, 0, 2, 0, 2, 2],
  41: [0, 0, 0, 2, 0, 0],
}

export const itemParams: ItemParam[] = Object.entries(PARAMS).map(([id, [a, b, c, d, e, f]]) => ({
  item_id: Number(id),
  param_a: a,
  param_b: b,
  param_c: c,
  param_d: d,
  param_e: e,
  param_f: f,
}))
