/**
 * Party rules (spec sections 3, 4, 5 and 9): 2 or 3 players, the leader and one or two members;
 * one coupon per party, the leader's first.
 */

export const PARTY_SIZES = [2, 3] as const
export type PartySize = (typeof PARTY_SIZES)[number]
export const DEFAULT_PARTY_SIZE: PartySize = 3

export function isPartySize(value: unknown): value is PartySize {
  return value === 2 || value === 3
}

/** The member places of a party of `size`: 1 (and 2), as the follow QR indexes. */
export function memberIndexes(size: PartySize): readonly (1 | 2)[] {
  return size === 2 ? [1] : [1, 2]
}

/** Party origin 2: organised on a smartphone (spec section 4). */
export const PARTY_ORIGIN_SMARTPHONE = 2

/** The party's states: forming (members being added), entered (confirmed, waiting at the counter), playing, ended, disbanded. */
export const PARTY_STATUSES = ['forming', 'organized', 'entered', 'playing', 'ended', 'disbanded'] as const
export type PartyStatus = (typeof PARTY_STATUSES)[number]

/** Once confirmed (entered) a party cannot be edited until the game ends; before, the leader may change it. */
export function partyEditable(status: PartyStatus): boolean {
  return status === 'forming' || status === 'organized'
}

/** A party that still holds its players: they cannot be in another one. */
export function partyOpen(status: PartyStatus): boolean {
  return status !== 'ended' && status !== 'disbanded'
}

/** Cancelling is possible until the party is called in to play. */
export function partyCancellable(status: PartyStatus): boolean {
  return status === 'forming' || status === 'organized' || status === 'entered'
}

/**
 * One coupon per party: the leader's if the leader chose one, else the first member's (in the order
 * they were added); null when nobody chose one.
 */
export function partyCoupon(leaderCoupon: number | null, memberCoupons: readonly (number | null)[]): { couponId: number; fromLeader: boolean } | null {
  if (leaderCoupon !== null) return { couponId: leaderCoupon, fromLeader: true }
  const first = memberCoupons.find((coupon) => coupon !== null)
  return first === undefined || first === null ? null : { couponId: first, fromLeader: false }
}

/** Why a disbanded party ended, as the other players' screens say it. */
export const DISBAND_REASONS = ['leaderCancelled', 'memberCancelled', 'reservationCancelled', 'recreated'] as const
export type DisbandReason = (typeof DISBAND_REASONS)[number]
