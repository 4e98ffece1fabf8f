/**
 * The waiting line at the counter (spec sections 4 and 9, issue 31): who goes in next, and how long
 * each checked-in party waits. Pure: the server orders its line with it, the tests pin the clock.
 *
 * - A reservation holds until 30 minutes after its slot begins; from the next instant it is late:
 *   cancelled, its deposit kept (as any cancelled reservation's), and a party checking in after
 *   that is a walk-in at the end of the line.
 * - A party that checked in with a reservation that held is served first once its slot has begun,
 *   by slot, then by check-in; before its slot it waits like everyone else.
 * - Everyone else (walk-ins, late parties, reserved parties early for their slot) goes by check-in.
 */
import { type Lanes, nextStarts } from './crowdLevel.ts'

const MINUTE_MS = 60_000

/** A party in the line: when it checked in, and the slot of the reservation it checked in with (null: a walk-in). */
export type LineParty = { readonly id: string; readonly queuedAt: Date; readonly reservedSlot: Date | null }

/** A party served ahead of the walk-ins at `now`: it checked in with a reservation whose slot has begun. */
export function servedFirst(party: LineParty, now: Date): boolean {
  return party.reservedSlot !== null && party.reservedSlot.getTime() <= now.getTime()
}

function compareLine(now: Date) {
  return (a: LineParty, b: LineParty): number => {
    const aFirst = servedFirst(a, now)
    const bFirst = servedFirst(b, now)
    if (aFirst !== bFirst) return aFirst ? -1 : 1
    if (aFirst && bFirst) {
      const bySlot = (a.reservedSlot?.getTime() ?? 0) - (b.reservedSlot?.getTime() ?? 0)
      if (bySlot !== 0) return bySlot
    }
    const byQueue = a.queuedAt.getTime() - b.queuedAt.getTime()
    return byQueue !== 0 ? byQueue : a.id < b.id ? -1 : a.id > b.id ? 1 : 0
  }
}

/** The waiting parties in the order they go in at `now`. */
export function lineOrder<T extends LineParty>(parties: readonly T[], now: Date): T[] {
  return [...parties].sort(compareLine(now))
}

export type LineLoad = Lanes & {
  /** Reserved parties not yet here whose slot begins within 30 minutes either side of now. */
  readonly reservedSoon: number
}

/** A waiting party's place in the line (1 goes in next) and the minutes it should still wait. */
export type LinePlace = { readonly position: number; readonly minutes: number }

/**
 * Every waiting party's place and wait, the line ordered once. A party served first waits for the
 * served-first parties ahead of it; anyone else also for the reserved parties due now. A reserved
 * party early for its slot waits no longer than until its slot (and the served-first parties then
 * ahead of it), if that is sooner than its turn as a walk-in.
 */
export function linePlaces(parties: readonly LineParty[], load: LineLoad, now: Date): Map<string, LinePlace> {
  const order = lineOrder(parties, now)
  const firstCount = order.filter((party) => servedFirst(party, now)).length
  // The minutes of the next starts, once for the whole line: the n-th party to go in starts at starts[n - 1].
  const starts = nextStarts(load, order.length + load.reservedSoon + 1)
  const waitMinutesAt = (position: number) => Math.ceil(starts[position - 1] ?? 0)
  const minutesAt = (party: LineParty, index: number): number => {
    if (servedFirst(party, now)) return waitMinutesAt(index + 1)
    const asWalkIn = waitMinutesAt(index + 1 + load.reservedSoon)
    if (party.reservedSlot === null) return asWalkIn
    const untilSlot = Math.ceil((party.reservedSlot.getTime() - now.getTime()) / MINUTE_MS)
    return Math.min(asWalkIn, Math.max(untilSlot, waitMinutesAt(firstCount + 1)))
  }
  return new Map(order.map((party, index) => [party.id, { position: index + 1, minutes: minutesAt(party, index) }]))
}
