/**
 * What each player pays at check-in (issue 14, spec section 9): the play in topolo (game join, use
 * label 2), 900 for an adult and 500 for a child, or 720 and 400 while an opening period lasts. The
 * representative's reservation deposit counts toward their own fee; the party's one coupon is
 * applied to its owner (a yen discount lowers their fee at 2.5 yen a topolo; a topolo coupon is
 * credited first and may pay the fee). Silver is spent before gold. Pure: the server applies it in
 * the check-in transaction, the kiosk shows it before staff confirm.
 */
import type { Coupon } from '../contract/master.ts'
import { counterPrice, TOPOLO_COSTS } from '../prices.ts'

/** Yen per topolo, as the gold packs sell it (a play's 2,250 yen is 900 topolo). */
export const YEN_PER_TOPOLO = 2.5

/** A free item hunt coupon used at entry is credited as one silver draw. */
export const FREE_ITEM_HUNT_SILVER = TOPOLO_COSTS.itemHuntSilver

export function playFee(isChild: boolean, opening: boolean): number {
  if (opening) return isChild ? TOPOLO_COSTS.openingPlayChild : TOPOLO_COSTS.openingPlay
  return isChild ? TOPOLO_COSTS.playChild : TOPOLO_COSTS.play
}

/** Whether `day` (yyyy-mm-dd) is within an opening period ending on `openingUntil` (inclusive). */
export function inOpeningPeriod(day: string, openingUntil: string | null): boolean {
  return openingUntil !== null && day <= openingUntil
}

export type ChargePlayer = {
  readonly userId: string
  readonly isChild: boolean
  /** Staff saw a student ID (the yen price at the counter only: topolo has no student price). */
  readonly isStudent: boolean
  /** No earlier play: the counter's first-play price (with the companion item). */
  readonly firstPlay: boolean
  readonly silver: number
  readonly gold: number
}
export type ChargeCoupon = { readonly ownerId: string; readonly benefit: Coupon['benefit']; readonly amount: number }
export type ChargeDeposit = { readonly userId: string; readonly amount: number }

export type PlayerCharge = {
  readonly userId: string
  readonly fee: number
  /** The deposit already paid at reservation that counts toward the fee. */
  readonly deposit: number
  /** The coupon's yen discount, in topolo. */
  readonly discount: number
  /** Topolo the coupon credits before paying. */
  readonly creditSilver: number
  readonly creditGold: number
  /** What is left to pay, and how it is paid. */
  readonly due: number
  readonly fromSilver: number
  readonly fromGold: number
  /** What the balances cannot cover (0 when they can). */
  readonly short: number
  /**
   * What the play costs in yen when taken at the counter: the counter price less the deposit (at
   * 2.5 yen a topolo) and what a yen coupon took off; topolo a coupon credits stay on the balance.
   */
  readonly counterYen: number
}

export function checkInCharge(players: readonly ChargePlayer[], options: { opening: boolean; deposit: ChargeDeposit | null; coupon: ChargeCoupon | null }): PlayerCharge[] {
  return players.map((player) => {
    const fee = playFee(player.isChild, options.opening)
    const deposit = options.deposit?.userId === player.userId ? Math.min(fee, options.deposit.amount) : 0
    const coupon = options.coupon?.ownerId === player.userId ? options.coupon : null
    const discount = coupon?.benefit === 'discount_yen' ? Math.min(fee - deposit, Math.ceil(coupon.amount / YEN_PER_TOPOLO)) : 0
    const creditSilver = coupon?.benefit === 'silver_topolo' ? coupon.amount : coupon?.benefit === 'free_item_hunt' ? FREE_ITEM_HUNT_SILVER * coupon.amount : 0
    const creditGold = coupon?.benefit === 'gold_topolo' ? coupon.amount : 0
    const due = fee - deposit - discount
    const silver = player.silver + creditSilver
    const gold = player.gold + creditGold
    const fromSilver = Math.min(due, Math.max(0, silver))
    const fromGold = Math.min(due - fromSilver, Math.max(0, gold))
    const price = counterPrice({ firstPlay: player.firstPlay, student: player.isStudent, child: player.isChild, opening: options.opening })
    // The yen coupon takes off what it took off in topolo (none when the deposit covers the fee: it stays available).
    const couponYen = Math.min(coupon?.amount ?? 0, discount * YEN_PER_TOPOLO)
    const counterYen = Math.max(0, Math.round(price - deposit * YEN_PER_TOPOLO - couponYen))
    return { userId: player.userId, fee, deposit, discount, creditSilver, creditGold, due, fromSilver, fromGold, short: due - fromSilver - fromGold, counterYen }
  })
}
