/**
 * Topolo, the venue's currency (spec section 4): its two kinds and why an amount moved. Shared by
 * the server's ledger, its demo data and, later, the app's topolo history screens.
 */

/** Silver (type 1, earned by playing or bought) and gold (type 2, bought). */
export const TOPOLO_TYPE = { silver: 1, gold: 2 } as const
export type TopoloType = (typeof TOPOLO_TYPE)[keyof typeof TOPOLO_TYPE]

/** Spec section 4, "topolo get labels": why topolo was received. */
export const TOPOLO_GET_LABEL = { purchase: 1, present: 2, gamePlay: 3, coupon: 4 } as const
export type TopoloGetLabel = (typeof TOPOLO_GET_LABEL)[keyof typeof TOPOLO_GET_LABEL]

/** Spec section 4, "topolo use labels": what topolo was spent on. */
export const TOPOLO_USE_LABEL = { reserve: 1, gameJoin: 2, itemHunt: 3, sameDayReserve: 4, continue: 5, purchase: 6 } as const
export type TopoloUseLabel = (typeof TOPOLO_USE_LABEL)[keyof typeof TOPOLO_USE_LABEL]

/**
 * The ledger's `reason` column holds both label lists in one number: a get label as it is (1 to 4),
 * a use label plus USE_REASON_OFFSET (101 to 106), since both lists start at 1.
 */
export const USE_REASON_OFFSET = 100

export const TOPOLO_REASON = {
  purchase: TOPOLO_GET_LABEL.purchase,
  present: TOPOLO_GET_LABEL.present,
  gamePlay: TOPOLO_GET_LABEL.gamePlay,
  coupon: TOPOLO_GET_LABEL.coupon,
  useReserve: USE_REASON_OFFSET + TOPOLO_USE_LABEL.reserve,
  useGameJoin: USE_REASON_OFFSET + TOPOLO_USE_LABEL.gameJoin,
  useItemHunt: USE_REASON_OFFSET + TOPOLO_USE_LABEL.itemHunt,
  useSameDayReserve: USE_REASON_OFFSET + TOPOLO_USE_LABEL.sameDayReserve,
  useContinue: USE_REASON_OFFSET + TOPOLO_USE_LABEL.continue,
  usePurchase: USE_REASON_OFFSET + TOPOLO_USE_LABEL.purchase,
} as const
export type TopoloReason = (typeof TOPOLO_REASON)[keyof typeof TOPOLO_REASON]

/** The gold history's categories (spec section 2, "gold topolo history"). */
export const TOPOLO_CATEGORIES = ['itemHunt', 'playPurchase', 'buy', 'present', 'other'] as const
export type TopoloCategory = (typeof TOPOLO_CATEGORIES)[number]

/**
 * The category of a history line: bought by card is "buy", a present "present", spent on the item
 * hunt "item hunt", spent on a play (reserve, join, same-day reserve, continue) "play purchase";
 * everything else (earned by playing, from a coupon, spent on a purchase in the app) "other".
 */
export function topoloCategory(direction: 'get' | 'use', label: number): TopoloCategory {
  if (direction === 'get') {
    if (label === TOPOLO_GET_LABEL.purchase) return 'buy'
    return label === TOPOLO_GET_LABEL.present ? 'present' : 'other'
  }
  if (label === TOPOLO_USE_LABEL.itemHunt) return 'itemHunt'
  const play: number[] = [TOPOLO_USE_LABEL.reserve, TOPOLO_USE_LABEL.gameJoin, TOPOLO_USE_LABEL.sameDayReserve, TOPOLO_USE_LABEL.continue]
  return play.includes(label) ? 'playPurchase' : 'other'
}

/** A ledger reason as the label of its direction: get labels as they are, use labels without the offset. */
export function labelOfReason(reason: number): { direction: 'get' | 'use'; label: number } {
  return reason > USE_REASON_OFFSET ? { direction: 'use', label: reason - USE_REASON_OFFSET } : { direction: 'get', label: reason }
}
