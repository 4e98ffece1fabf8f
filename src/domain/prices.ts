/** Business constants of spec section 9. Amounts in yen; topolo in topolo. */
export const PLAY_FEES = {
  /** First visit: the play fee plus an original companion item. */
  first: { adult: 2750, student: 2300, child: 1750 },
  /** From the second visit on. */
  regular: { adult: 2250, student: 1800, child: 1250 },
  /** Opening-period price. */
  opening: { adult: 1800, child: 1000 },
} as const

export const TOPOLO_COSTS = {
  play: 900,
  playChild: 500,
  openingPlay: 720,
  openingPlayChild: 400,
  /** Per draw; multiplied by the number of draws. */
  itemHuntGold: 50,
  itemHuntSilver: 100,
} as const

/** Who a player is at the counter: what decides their play's yen price. */
export type CounterPriceKind = { readonly firstPlay: boolean; readonly student: boolean; readonly child: boolean; readonly opening: boolean }

/**
 * The yen price of one play at the counter (spec section 9). A child pays the child price even with
 * a student ID (it is the lower); the opening period has no student price, so a student pays the
 * opening adult price, already at or below any student price (docs/decisions.md).
 */
export function counterPrice(kind: CounterPriceKind): number {
  if (kind.opening) return kind.child ? PLAY_FEES.opening.child : PLAY_FEES.opening.adult
  const fees = kind.firstPlay ? PLAY_FEES.first : PLAY_FEES.regular
  if (kind.child) return fees.child
  return kind.student ? fees.student : fees.adult
}

export const CHILD_MAX_AGE = 12
export const PARTY_SIZE = { min: 2, max: 3, default: 3 } as const
export const PLAY_MINUTES = { min: 40, max: 60 } as const
export const RESERVATION = {
  slotMinutes: 30,
  maxSlotsPerPersonPerDay: 2,
  lateCancelMinutes: 30,
  maxWaitWithReservationMinutes: 30,
} as const

/**
 * The reservation deposit: one person's play fee at the adult price (spec section 9). The play fee
 * is the same on every visit; a first visit adds the companion item on top, which is no part of
 * the deposit (docs/decisions.md).
 */
export const RESERVATION_DEPOSIT: number = PLAY_FEES.regular.adult
