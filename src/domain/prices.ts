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
