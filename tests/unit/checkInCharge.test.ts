import { describe, expect, it } from 'vitest'
import { counterPrice } from '../../src/domain/prices.ts'
import {
  type ChargeCoupon,
  type ChargeDeposit,
  type ChargePlayer,
  checkInCharge,
  FREE_ITEM_HUNT_SILVER,
  inOpeningPeriod,
  type PlayerCharge,
  playFee,
  YEN_PER_TOPOLO,
} from '../../src/domain/entry/checkInCharge.ts'

/**
 * What each player pays at check-in (issue 14): the fee, the representative's deposit, the party's
 * coupon, silver before gold, and what the balances cannot cover.
 */

const adult = (userId: string, silver = 0, gold = 0): ChargePlayer => ({ userId, isChild: false, isStudent: false, firstPlay: false, silver, gold })
const child = (userId: string, silver = 0, gold = 0): ChargePlayer => ({ userId, isChild: true, isStudent: false, firstPlay: false, silver, gold })
const none = { opening: false, deposit: null, coupon: null }

/** The counter's yen price of a repeat play with each topolo fee (adult, child; opening adult, child). */
const COUNTER_YEN: Record<number, number> = { 900: 2250, 500: 1250, 720: 1800, 400: 1000 }

/** A charge with nothing off or credited, paid as given. */
const plain = (userId: string, fee: number, fromSilver: number, fromGold: number, extra: Partial<PlayerCharge> = {}): PlayerCharge => ({
  userId,
  fee,
  deposit: 0,
  discount: 0,
  creditSilver: 0,
  creditGold: 0,
  due: fee,
  fromSilver,
  fromGold,
  short: fee - fromSilver - fromGold,
  counterYen: COUNTER_YEN[fee] ?? Number.NaN,
  ...extra,
})

describe('play fees', () => {
  it.each([
    [false, false, 900],
    [true, false, 500],
    [false, true, 720],
    [true, true, 400],
  ])('child %s, opening %s: %i topolo', (isChild, opening, fee) => {
    expect(playFee(isChild, opening)).toBe(fee)
  })

  it.each([
    ['2026-12-02', null, false],
    ['2026-12-01', '2026-12-02', true],
    ['2026-12-02', '2026-12-02', true],
    ['2026-12-03', '2026-12-02', false],
  ])('%s with the opening period until %s: opening prices %s', (day, until, opening) => {
    expect(inOpeningPeriod(day, until)).toBe(opening)
  })

  it('charges the opening prices while the period lasts', () => {
    expect(checkInCharge([adult('a', 0, 1000), child('c', 0, 1000)], { ...none, opening: true })).toEqual([plain('a', 720, 0, 720), plain('c', 400, 0, 400)])
  })
})

describe('silver first, then gold', () => {
  it.each([
    ['gold only', adult('p', 0, 900), plain('p', 900, 0, 900)],
    ['silver only', adult('p', 2000, 0), plain('p', 900, 900, 0)],
    ['silver, the rest in gold', adult('p', 300, 1000), plain('p', 900, 300, 600)],
    ['a child with silver', child('p', 600, 50), plain('p', 500, 500, 0)],
    ['a child, silver and gold', child('p', 100, 1000), plain('p', 500, 100, 400)],
    ['exactly enough', adult('p', 450, 450), plain('p', 900, 450, 450)],
    ['one short', adult('p', 450, 449), plain('p', 900, 450, 449, { short: 1 })],
    ['short of both', adult('p', 100, 200), plain('p', 900, 100, 200, { short: 600 })],
    ['nothing at all', child('p'), plain('p', 500, 0, 0, { short: 500 })],
    ['a negative balance counts as none', adult('p', -50, 900), plain('p', 900, 0, 900)],
  ])('%s', (_, player, expected) => {
    expect(checkInCharge([player], none)).toEqual([expected])
  })

  it('charges each player from their own balances, in the order given', () => {
    expect(checkInCharge([adult('a', 300, 1000), child('b', 600), adult('c', 0, 100)], none)).toEqual([plain('a', 900, 300, 600), plain('b', 500, 500, 0), plain('c', 900, 0, 100, { short: 800 })])
  })
})

describe("the representative's deposit", () => {
  const deposit = (amount: number, userId = 'leader'): ChargeDeposit => ({ userId, amount })

  it.each([
    ['covers an adult fee', adult('leader'), 900, { fee: 900, deposit: 900, due: 0, short: 0 }],
    ['is larger than a child fee: only the fee counts', child('leader'), 900, { fee: 500, deposit: 500, due: 0, short: 0 }],
    ['is smaller than the fee: the rest is paid', adult('leader', 100, 100), 720, { fee: 900, deposit: 720, due: 180, fromSilver: 100, fromGold: 80, short: 0 }],
    ['is smaller and the rest is short', adult('leader'), 720, { fee: 900, deposit: 720, due: 180, short: 180 }],
  ])('%s', (_, player, amount, expected) => {
    expect(checkInCharge([player], { ...none, deposit: deposit(amount) })[0]).toMatchObject(expected)
  })

  it("counts toward the depositor's fee only", () => {
    const [leader, member] = checkInCharge([adult('leader'), adult('member', 0, 900)], { ...none, deposit: deposit(900) })
    expect(leader).toMatchObject({ deposit: 900, due: 0, fromGold: 0, short: 0 })
    expect(member).toEqual(plain('member', 900, 0, 900))
  })
})

describe("the party's coupon", () => {
  const coupon = (benefit: ChargeCoupon['benefit'], amount: number, ownerId = 'owner'): ChargeCoupon => ({ ownerId, benefit, amount })

  it.each([
    ['500 yen off: 200 topolo at 2.5 yen each', adult('owner', 0, 700), coupon('discount_yen', 500), { discount: 200, due: 700, fromGold: 700, short: 0 }],
    ['501 yen off: rounded up to 201 topolo', adult('owner', 0, 700), coupon('discount_yen', 501), { discount: 201, due: 699, fromGold: 699, short: 0 }],
    ['more yen off than the fee: the fee at most', child('owner'), coupon('discount_yen', 3000), { fee: 500, discount: 500, due: 0, short: 0 }],
    ['300 silver credited, then spent first', adult('owner', 0, 900), coupon('silver_topolo', 300), { creditSilver: 300, due: 900, fromSilver: 300, fromGold: 600, short: 0 }],
    ['200 gold credited, then spent', adult('owner', 0, 700), coupon('gold_topolo', 200), { creditGold: 200, due: 900, fromSilver: 0, fromGold: 900, short: 0 }],
    ['a credit that covers more than the fee', child('owner'), coupon('gold_topolo', 600), { creditGold: 600, due: 500, fromGold: 500, short: 0 }],
    ['one free item hunt: one silver draw credited', adult('owner', 0, 800), coupon('free_item_hunt', 1), { creditSilver: FREE_ITEM_HUNT_SILVER, fromSilver: 100, fromGold: 800, short: 0 }],
    ['two free item hunts', adult('owner', 0, 700), coupon('free_item_hunt', 2), { creditSilver: 2 * FREE_ITEM_HUNT_SILVER, fromSilver: 200, fromGold: 700, short: 0 }],
    ['a credit that still leaves the player short', adult('owner'), coupon('silver_topolo', 300), { creditSilver: 300, fromSilver: 300, short: 600 }],
  ])('%s', (_, player, given, expected) => {
    expect(checkInCharge([player], { ...none, coupon: given })[0]).toMatchObject(expected)
  })

  it('is worth 2.5 yen a topolo', () => {
    expect(YEN_PER_TOPOLO).toBe(2.5)
    expect(FREE_ITEM_HUNT_SILVER).toBe(100)
  })

  it('applies to its owner only, whoever that is in the party', () => {
    const charges = checkInCharge([adult('leader', 0, 900), adult('owner', 0, 900)], { ...none, coupon: coupon('silver_topolo', 300) })
    expect(charges[0]).toEqual(plain('leader', 900, 0, 900))
    expect(charges[1]).toEqual(plain('owner', 900, 300, 600, { creditSilver: 300 }))
  })

  it('takes its discount off what the deposit leaves', () => {
    const options = { opening: false, deposit: { userId: 'owner', amount: 720 }, coupon: coupon('discount_yen', 500) }
    expect(checkInCharge([adult('owner', 0, 100)], options)[0]).toMatchObject({ deposit: 720, discount: 180, due: 0, fromGold: 0, short: 0 })
    // A deposit that covers the fee leaves nothing to discount.
    const covered = { ...options, deposit: { userId: 'owner', amount: 900 } }
    expect(checkInCharge([adult('owner')], covered)[0]).toMatchObject({ deposit: 900, discount: 0, due: 0, short: 0 })
  })

  it('works with the opening prices', () => {
    expect(checkInCharge([child('owner', 0, 1000)], { opening: true, deposit: null, coupon: coupon('discount_yen', 500) })[0]).toMatchObject({
      fee: 400,
      discount: 200,
      due: 200,
      fromGold: 200,
    })
  })
})

describe('the yen price at the counter', () => {
  it.each([
    // first play, student, child, opening: yen
    [true, false, false, false, 2750],
    [true, true, false, false, 2300],
    [true, false, true, false, 1750],
    [true, true, true, false, 1750],
    [false, false, false, false, 2250],
    [false, true, false, false, 1800],
    [false, false, true, false, 1250],
    [false, true, true, false, 1250],
    [false, false, false, true, 1800],
    [true, false, false, true, 1800],
    [false, true, false, true, 1800],
    [true, false, true, true, 1000],
    [false, true, true, true, 1000],
  ])('first %s, student %s, child %s, opening %s: %i yen', (firstPlay, student, child, opening, yen) => {
    expect(counterPrice({ firstPlay, student, child, opening })).toBe(yen)
  })

  const player = (extra: Partial<ChargePlayer>): ChargePlayer => ({ ...adult('p'), ...extra })

  it.each([
    ['a first play', player({ firstPlay: true }), none, 2750],
    ['a student', player({ isStudent: true }), none, 1800],
    ['a first-time student child pays the child price', player({ firstPlay: true, isStudent: true, isChild: true }), none, 1750],
    ['the deposit counts at 2.5 yen a topolo', player({ firstPlay: true, userId: 'leader' }), { ...none, deposit: { userId: 'leader', amount: 900 } }, 500],
    ['a deposit above a child price leaves nothing', player({ isChild: true, userId: 'leader' }), { ...none, deposit: { userId: 'leader', amount: 900 } }, 0],
    ['a yen coupon comes off in yen', player({ userId: 'owner' }), { ...none, coupon: { ownerId: 'owner', benefit: 'discount_yen' as const, amount: 500 } }, 1750],
    ['a topolo coupon stays on the balance', player({ userId: 'owner' }), { ...none, coupon: { ownerId: 'owner', benefit: 'gold_topolo' as const, amount: 500 } }, 2250],
    [
      'a yen coupon the deposit leaves nothing to take from stays unused',
      player({ userId: 'owner', firstPlay: true }),
      { ...none, deposit: { userId: 'owner', amount: 900 }, coupon: { ownerId: 'owner', benefit: 'discount_yen' as const, amount: 500 } },
      500,
    ],
    [
      'a yen coupon larger than the fee takes the fee at most',
      player({ userId: 'owner', isChild: true }),
      { ...none, coupon: { ownerId: 'owner', benefit: 'discount_yen' as const, amount: 3000 } },
      0,
    ],
    ["another player's coupon changes nothing", player({}), { ...none, coupon: { ownerId: 'owner', benefit: 'discount_yen' as const, amount: 500 } }, 2250],
    ['the opening period', player({ isChild: true }), { ...none, opening: true }, 1000],
  ])('%s', (_, given, options, yen) => {
    expect(checkInCharge([given], options)[0]?.counterYen).toBe(yen)
  })
})
