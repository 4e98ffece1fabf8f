import { describe, expect, it } from 'vitest'
import { TOPOLO_GET_LABEL, TOPOLO_REASON, TOPOLO_TYPE, TOPOLO_USE_LABEL } from '../../src/domain/topolo.ts'

describe('topolo labels', () => {
  it('has the types and labels of spec section 4', () => {
    expect(TOPOLO_TYPE).toEqual({ silver: 1, gold: 2 })
    expect(Object.entries(TOPOLO_GET_LABEL)).toEqual([
      ['purchase', 1],
      ['present', 2],
      ['gamePlay', 3],
      ['coupon', 4],
    ])
    expect(Object.entries(TOPOLO_USE_LABEL)).toEqual([
      ['reserve', 1],
      ['gameJoin', 2],
      ['itemHunt', 3],
      ['sameDayReserve', 4],
      ['continue', 5],
      ['purchase', 6],
    ])
  })

  // Ledger rows already stored carry these numbers: they must never shift.
  it('stores get labels as they are and use labels from 101', () => {
    expect(TOPOLO_REASON).toEqual({
      purchase: 1,
      present: 2,
      gamePlay: 3,
      coupon: 4,
      useReserve: 101,
      useGameJoin: 102,
      useItemHunt: 103,
      useSameDayReserve: 104,
      useContinue: 105,
      usePurchase: 106,
    })
  })
})
