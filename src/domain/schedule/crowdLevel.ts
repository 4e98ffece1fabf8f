/** The crowd level of spec section 1 and the wait of a party, from the venue's lanes and line. */
import { RESERVATION } from '../prices.ts'
import { VENUE_CAPACITY } from './scheduleConstants.ts'

/** The five crowd levels of spec section 1, from least to most crowded. */
export const CROWD_LEVELS = ['vacant', 'comfortable', 'slightly_crowded', 'crowded', 'congested'] as const
export type CrowdLevel = (typeof CROWD_LEVELS)[number]

/** The longest walk-in wait (minutes) of each waiting level: more than the last is congested. */
export const CROWD_WAIT_LIMITS = { slightly_crowded: 30, crowded: 60 } as const

/** A reservation this close to its slot (before or after its start) is expected at the counter now. */
export const RESERVATION_ARRIVAL_WINDOW_MINUTES = RESERVATION.lateCancelMinutes

export type CrowdSnapshot = {
  /** Parties playing now. */
  playing: number
  /** Parties in the waiting line (checked in, not yet playing). */
  waiting: number
  /** Reserved parties not yet arrived whose slot starts within 30 minutes before or after now. */
  reservedSoon: number
}

/**
 * Minutes until the party at `position` in line (1 = next) can start: parties start at once while
 * lanes are free; after that a lane frees up every gameMinutes / lanes minutes (10).
 */
export function waitMinutesAt(position: number, playing: number): number {
  const freeLanes = Math.max(0, VENUE_CAPACITY.lanes - playing)
  const beyond = position - freeLanes
  if (beyond <= 0) return 0
  return Math.ceil((beyond * VENUE_CAPACITY.gameMinutes) / VENUE_CAPACITY.lanes)
}

/** The wait of a party arriving now without a reservation: reserved parties due now go first. */
export function walkInWaitMinutes(snapshot: CrowdSnapshot): number {
  return waitMinutesAt(snapshot.waiting + snapshot.reservedSoon + 1, snapshot.playing)
}

/**
 * The crowd level: by the wait a walk-in party would have; without a wait, by how many of the
 * lanes are taken or claimed (playing, waiting and reserved parties due now).
 *   no wait, under half the lanes -> vacant; no wait, half or more -> comfortable;
 *   up to 30 minutes -> slightly_crowded; up to 60 -> crowded; over 60 -> congested.
 */
export function crowdLevel(snapshot: CrowdSnapshot): CrowdLevel {
  const wait = walkInWaitMinutes(snapshot)
  if (wait === 0) {
    const claimed = snapshot.playing + snapshot.waiting + snapshot.reservedSoon
    return claimed * 2 < VENUE_CAPACITY.lanes ? 'vacant' : 'comfortable'
  }
  if (wait <= CROWD_WAIT_LIMITS.slightly_crowded) return 'slightly_crowded'
  if (wait <= CROWD_WAIT_LIMITS.crowded) return 'crowded'
  return 'congested'
}
