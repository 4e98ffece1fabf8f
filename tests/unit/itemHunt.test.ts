import { describe, expect, it } from 'vitest'
import { drawCost, drawItems, type HuntDefinition, huntValid, publishedRates, type RandomInt, RARITIES, type Rarity, RATE_TOTAL, ratePercent } from '../../src/domain/itemhunt/itemHunt.ts'
import { TOPOLO_TYPE } from '../../src/domain/topolo.ts'

/**
 * The item hunt's pure rules (issue 15): what a draw costs, when a hunt is drawable, the published
 * rates, and that the draw follows them: 100,000 draws from a seeded generator, checked with a
 * chi-square goodness-of-fit test against the published rates (rarities, and items within each
 * rarity), and the same check failing for a generator that favours 0.
 */

/** A pool shaped like hunt 1's: 12 N, 10 R, 9 SR, 6 SSR (the seeded original items), rates 60 / 28 / 10 / 2 %. */
const POOL_SIZES: Record<Rarity, number> = { 0: 12, 1: 10, 2: 9, 3: 6 }
const poolOf = (sizes: Record<Rarity, number>) => RARITIES.flatMap((rarity) => Array.from({ length: sizes[rarity] }, (_, index) => ({ id: 100 * (rarity + 1) + index + 1, rarity })))
const HUNT: HuntDefinition = { id: 1, rarityRates: [6000, 2800, 1000, 200], items: poolOf(POOL_SIZES) }
const hunt = (rarityRates: HuntDefinition['rarityRates'], items: HuntDefinition['items'] = HUNT.items): HuntDefinition => ({ id: 9, rarityRates, items })

// --- a seeded generator -------------------------------------------------------------------------

/** mulberry32 (Tommy Ettinger's 32-bit generator): a uint32 per call, deterministic from the seed. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return (t ^ (t >>> 14)) >>> 0
  }
}

const UINT32 = 2 ** 32

/** Uniform integers in [0, n) from uint32s: values at or above the largest multiple of n are redrawn (no modulo bias). */
function seededRandom(seed: number): RandomInt {
  const next = mulberry32(seed)
  return (n) => {
    if (!Number.isInteger(n) || n < 1 || n > UINT32) throw new Error(`bad range ${n}`)
    const limit = UINT32 - (UINT32 % n)
    for (;;) {
      const value = next()
      if (value < limit) return value % n
    }
  }
}

/** A broken source: one call in twenty answers 0, the others are uniform. */
function favoursZero(seed: number): RandomInt {
  const uniform = seededRandom(seed)
  return (n) => (uniform(20) === 0 ? 0 : uniform(n))
}

/** A source that answers the scripted values in turn. */
function scripted(...values: number[]): RandomInt & { asked: number[] } {
  const asked: number[] = []
  const random = (n: number) => {
    asked.push(n)
    const value = values.shift()
    if (value === undefined) throw new Error('the script ran out')
    return value
  }
  return Object.assign(random, { asked })
}

// --- chi-square -----------------------------------------------------------------------------------

/** ln Γ(x) for x > 0 (Lanczos, g = 7, n = 9: about 15 significant digits). */
function logGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ]
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x)
  const z = x - 1
  let sum = c[0] ?? 0
  for (let i = 1; i < 9; i += 1) sum += (c[i] ?? 0) / (z + i)
  const t = z + 7.5
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum)
}

/** The regularized upper incomplete gamma function Q(a, x) (series below a + 1, Lentz's continued fraction above). */
function gammaQ(a: number, x: number): number {
  if (x <= 0) return 1
  const front = Math.exp(-x + a * Math.log(x) - logGamma(a))
  if (x < a + 1) {
    let term = 1 / a
    let sum = term
    for (let n = 1; n < 10_000 && Math.abs(term) > Math.abs(sum) * 1e-16; n += 1) {
      term *= x / (a + n)
      sum += term
    }
    return 1 - sum * front
  }
  const tiny = 1e-300
  let b = x + 1 - a
  let c = 1 / tiny
  let d = 1 / b
  let h = d
  for (let i = 1; i < 10_000; i += 1) {
    const an = -i * (i - a)
    b += 2
    d = an * d + b
    if (Math.abs(d) < tiny) d = tiny
    c = b + an / c
    if (Math.abs(c) < tiny) c = tiny
    d = 1 / d
    const step = d * c
    h *= step
    if (Math.abs(step - 1) < 1e-16) break
  }
  return front * h
}

/** P(X ≥ statistic) for X chi-square with `df` degrees of freedom. */
const chiSquareSurvival = (statistic: number, df: number) => gammaQ(df / 2, statistic / 2)

/**
 * The 0.99 quantiles of the chi-square distribution (the critical values at α = 0.01), from the
 * table "Critical values of the chi-square distribution", NIST/SEMATECH e-Handbook of Statistical
 * Methods, section 1.3.6.7.4. A statistic above one rejects the fit at p < 0.01.
 */
const CHI_SQUARE_99: Readonly<Record<number, number>> = { 1: 6.635, 2: 9.21, 3: 11.345, 5: 15.086, 8: 20.09, 9: 21.666, 11: 24.725, 36: 58.619 }

type Fit = { statistic: number; df: number; p: number }

/** Pearson's goodness-of-fit of observed counts against expected probabilities (which sum to 1). */
function chiSquareFit(observed: readonly number[], probabilities: readonly number[]): Fit {
  const total = observed.reduce((sum, count) => sum + count, 0)
  let statistic = 0
  for (const [index, count] of observed.entries()) {
    const expected = total * (probabilities[index] ?? 0)
    if (expected < 5) throw new Error(`expected count ${expected} is too small for the chi-square test`)
    statistic += (count - expected) ** 2 / expected
  }
  const df = observed.length - 1
  return { statistic, df, p: chiSquareSurvival(statistic, df) }
}

/** The fit passes at the 1 % level: p above 0.01, and (the same, by the table) the statistic below the 0.99 quantile. */
function fits(fit: Fit): boolean {
  const critical = CHI_SQUARE_99[fit.df]
  if (critical === undefined) throw new Error(`no tabled quantile for ${fit.df} degrees of freedom`)
  const byP = fit.p > 0.01
  if (byP !== fit.statistic < critical) throw new Error(`the p-value ${fit.p} and the table (${fit.statistic} vs ${critical}) disagree`)
  return byP
}

/** 100,000 draws (10,000 of ten) and the fits of the rarity counts and of the item counts within each rarity. */
function drawAndFit(random: RandomInt): { rarities: Fit; withinRarity: Record<Rarity, Fit>; draws: number } {
  const byItem = new Map<number, number>()
  const byRarity = [0, 0, 0, 0]
  let draws = 0
  for (let call = 0; call < 10_000; call += 1) {
    for (const item of drawItems(HUNT, 10, random)) {
      draws += 1
      byItem.set(item.id, (byItem.get(item.id) ?? 0) + 1)
      byRarity[item.rarity] = (byRarity[item.rarity] ?? 0) + 1
    }
  }
  const rates = publishedRates(HUNT)
  const rarities = chiSquareFit(
    byRarity,
    rates.rarities.map((rarity) => rarity.rate / RATE_TOTAL),
  )
  const within = (rarity: Rarity): Fit => {
    const items = rates.items.filter((item) => item.rarity === rarity)
    const share = items.reduce((sum, item) => sum + item.numerator / item.denominator, 0)
    return chiSquareFit(
      items.map((item) => byItem.get(item.item_id) ?? 0),
      items.map((item) => item.numerator / item.denominator / share),
    )
  }
  return { rarities, withinRarity: { 0: within(0), 1: within(1), 2: within(2), 3: within(3) }, draws }
}

// --- the tests ------------------------------------------------------------------------------------

describe('what a draw costs', () => {
  it.each([
    [TOPOLO_TYPE.gold, 1, 50],
    [TOPOLO_TYPE.gold, 10, 500],
    [TOPOLO_TYPE.silver, 1, 100],
    [TOPOLO_TYPE.silver, 10, 1000],
  ])('type %i, %i draws: %i topolo', (type, round, cost) => {
    expect(drawCost(type, round)).toBe(cost)
  })
})

describe('when a hunt is drawable', () => {
  const onlyN = poolOf({ 0: 3, 1: 0, 2: 0, 3: 0 })
  const noSsr = poolOf({ ...POOL_SIZES, 3: 0 })
  it.each<[string, HuntDefinition, boolean]>([
    ['hunt 1’s shape', HUNT, true],
    ['rates summing to 9,999', hunt([6000, 2800, 1000, 199]), false],
    ['rates summing to 10,001', hunt([6000, 2800, 1000, 201]), false],
    ['rates summing to 0', hunt([0, 0, 0, 0]), false],
    ['a rate for SSR but no SSR item', hunt([6000, 2800, 1000, 200], noSsr), false],
    ['no SSR item and no SSR rate', hunt([6200, 2800, 1000, 0], noSsr), true],
    ['everything on N, only N items', hunt([10_000, 0, 0, 0], onlyN), true],
    ['a rate for R with only N items', hunt([9_999, 1, 0, 0], onlyN), false],
    ['a negative rate (the sum still 10,000)', hunt([6400, 2800, 1000, -200]), false],
    ['a fractional rate', hunt([6000.5, 2799.5, 1000, 200]), false],
    ['an empty pool', hunt([6000, 2800, 1000, 200], []), false],
  ])('%s: %s', (_, definition, valid) => {
    expect(huntValid(definition)).toBe(valid)
    if (!valid) expect(() => drawItems(definition, 1, seededRandom(1))).toThrow(/not drawable/)
  })
})

describe('the published rates', () => {
  /** Exact sums of fractions, as BigInt numerator over denominator. */
  const addFraction = (a: [bigint, bigint], n: number, d: number): [bigint, bigint] => [a[0] * BigInt(d) + BigInt(n) * a[1], a[1] * BigInt(d)]
  const sameFraction = (a: [bigint, bigint], n: number, d: number) => a[0] * BigInt(d) === BigInt(n) * a[1]

  it.each<[string, HuntDefinition]>([
    ['hunt 1’s shape', HUNT],
    ['no SSR', hunt([6200, 2800, 1000, 0], poolOf({ ...POOL_SIZES, 3: 0 }))],
    ['one item per rarity', hunt([7000, 2000, 900, 100], poolOf({ 0: 1, 1: 1, 2: 1, 3: 1 }))],
    ['everything on N', hunt([10_000, 0, 0, 0], poolOf({ 0: 7, 1: 0, 2: 0, 3: 0 }))],
  ])('%s: the rarities sum to 10,000, the items of each rarity to its rate, the whole to 1', (_, definition) => {
    const rates = publishedRates(definition)
    expect(rates.rarities.map((rarity) => rarity.rarity)).toEqual([0, 1, 2, 3])
    expect(rates.rarities.reduce((sum, rarity) => sum + rarity.rate, 0)).toBe(RATE_TOTAL)
    expect(rates.items.map((item) => item.item_id)).toEqual(definition.items.map((item) => item.id))
    let whole: [bigint, bigint] = [0n, 1n]
    for (const rarity of rates.rarities) {
      const items = rates.items.filter((item) => item.rarity === rarity.rarity)
      expect(rarity.items).toBe(items.length)
      expect(rarity.rate).toBe(definition.rarityRates[rarity.rarity])
      let sum: [bigint, bigint] = [0n, 1n]
      for (const item of items) {
        sum = addFraction(sum, item.numerator, item.denominator)
        whole = addFraction(whole, item.numerator, item.denominator)
      }
      expect(sameFraction(sum, rarity.rate, RATE_TOTAL), `rarity ${rarity.rarity}`).toBe(true)
    }
    expect(sameFraction(whole, 1, 1)).toBe(true)
  })

  it('gives each item of a rarity the same share: hunt 1’s N item is 6000 / 120,000, its SSR item 200 / 60,000', () => {
    const rates = publishedRates(HUNT)
    expect(rates.items[0]).toEqual({ item_id: 101, rarity: 0, numerator: 6000, denominator: 120_000 })
    expect(rates.items.at(-1)).toEqual({ item_id: 406, rarity: 3, numerator: 200, denominator: 60_000 })
    expect(rates.rarities).toEqual([
      { rarity: 0, rate: 6000, items: 12 },
      { rarity: 1, rate: 2800, items: 10 },
      { rarity: 2, rate: 1000, items: 9 },
      { rarity: 3, rate: 200, items: 6 },
    ])
  })

  it.each([
    [6000, RATE_TOTAL, 60],
    [200, RATE_TOTAL, 2],
    [10_000, RATE_TOTAL, 100],
    [0, RATE_TOTAL, 0],
    [6000, 120_000, 5],
    [2800, 100_000, 2.8],
    [1000, 90_000, 1.111],
    [200, 60_000, 0.333],
    [2, 3, 66.667],
  ])('ratePercent(%i, %i) = %d', (numerator, denominator, percent) => {
    expect(ratePercent(numerator, denominator)).toBe(percent)
  })
})

describe('drawing', () => {
  it.each<[string, number, Rarity, number]>([
    // The roll of 10,000 picks the rarity (N below 6000, R below 8800, SR below 9800, SSR above), then the item.
    ['roll 0', 0, 0, 101],
    ['roll 5999', 5999, 0, 101],
    ['roll 6000', 6000, 1, 201],
    ['roll 8799', 8799, 1, 201],
    ['roll 8800', 8800, 2, 301],
    ['roll 9799', 9799, 2, 301],
    ['roll 9800', 9800, 3, 401],
    ['roll 9999', 9999, 3, 401],
  ])('%s: rarity %i', (_, roll, rarity, firstItem) => {
    const random = scripted(roll, 0)
    expect(drawItems(HUNT, 1, random)).toEqual([{ id: firstItem, rarity }])
    expect(random.asked).toEqual([RATE_TOTAL, POOL_SIZES[rarity]])
    const last = scripted(roll, POOL_SIZES[rarity] - 1)
    expect(drawItems(HUNT, 1, last)).toEqual([{ id: firstItem + POOL_SIZES[rarity] - 1, rarity }])
  })

  it('never draws a rarity whose rate is 0, and draws as many items as asked', () => {
    const noSsr = hunt([6200, 2800, 1000, 0], poolOf({ ...POOL_SIZES, 3: 0 }))
    const drawn = drawItems(noSsr, 10, scripted(9999, 8, 9800, 0, 6200, 9, 0, 0, 6199, 11, 9000, 1, 1, 1, 2, 2, 3, 3, 4, 4))
    expect(drawn).toHaveLength(10)
    expect(drawn.slice(0, 5)).toEqual([
      { id: 309, rarity: 2 },
      { id: 301, rarity: 2 },
      { id: 210, rarity: 1 },
      { id: 101, rarity: 0 },
      { id: 112, rarity: 0 },
    ])
    expect(drawItems(HUNT, 1, seededRandom(3))).toHaveLength(1)
    expect(drawItems(noSsr, 10_000, seededRandom(5)).filter((item) => item.rarity === 3)).toEqual([])
  })

  it('the seeded source is uniform and deterministic: the same seed, the same draws', () => {
    expect(drawItems(HUNT, 10, seededRandom(42))).toEqual(drawItems(HUNT, 10, seededRandom(42)))
    expect(drawItems(HUNT, 10, seededRandom(42))).not.toEqual(drawItems(HUNT, 10, seededRandom(43)))
    // A range that does not divide 2^32 is still uniform: 3 × 100,000 values fit thirds.
    const random = seededRandom(7)
    const counts = [0, 0, 0]
    for (let i = 0; i < 300_000; i += 1) {
      const value = random(3)
      counts[value] = (counts[value] ?? 0) + 1
    }
    expect(fits(chiSquareFit(counts, [1 / 3, 1 / 3, 1 / 3]))).toBe(true)
  })
})

describe('the chi-square check itself', () => {
  it.each([1, 2, 3, 5, 8, 9, 11, 36])('the survival function at the tabled 0.99 quantile for %i degrees of freedom is 0.01', (df) => {
    expect(chiSquareSurvival(CHI_SQUARE_99[df] ?? 0, df)).toBeCloseTo(0.01, 4)
  })

  it.each([0.5, 2, 9.21, 30])('with 2 degrees of freedom the survival function at %d is e^(-x/2)', (x) => {
    expect(chiSquareSurvival(x, 2)).toBeCloseTo(Math.exp(-x / 2), 12)
  })

  it('a perfect fit has p = 1, a count far off has p near 0', () => {
    expect(chiSquareFit([600, 280, 100, 20], [0.6, 0.28, 0.1, 0.02]).p).toBeCloseTo(1, 12)
    expect(chiSquareFit([700, 200, 80, 20], [0.6, 0.28, 0.1, 0.02]).p).toBeLessThan(1e-6)
  })
})

describe('fairness: 100,000 draws from a seeded generator fit the published rates', () => {
  it.each([20_260_412, 1, 0xdeadbeef])('seed %i: the rarities and the items within each rarity fit at p > 0.01', (seed) => {
    const { rarities, withinRarity, draws } = drawAndFit(seededRandom(seed))
    expect(draws).toBe(100_000)
    expect(rarities.df).toBe(3)
    expect(fits(rarities), `rarities: ${JSON.stringify(rarities)}`).toBe(true)
    for (const rarity of RARITIES) {
      const fit = withinRarity[rarity]
      expect(fit.df).toBe(POOL_SIZES[rarity] - 1)
      expect(fits(fit), `rarity ${rarity}: ${JSON.stringify(fit)}`).toBe(true)
    }
  })

  it('a source that answers 0 one time in twenty fails the same check, for the rarities and within N', () => {
    const { rarities, withinRarity } = drawAndFit(favoursZero(20_260_412))
    expect(fits(rarities)).toBe(false)
    expect(rarities.p).toBeLessThan(1e-6)
    expect(fits(withinRarity[0])).toBe(false)
    expect(withinRarity[0].p).toBeLessThan(1e-6)
  })
})
