/** The crowd level of spec section 1 and the wait of a party, from the venue's lanes and line. */
import { PLAY_MINUTES, RESERVATION } from '../prices.ts'
import { VENUE_CAPACITY } from './scheduleConstants.ts'

/** The five crowd levels of spec section 1, from least to most crowded. */
export const CROWD_LEVELS = ['vacant', 'comfortable', 'slightly_crowded', 'crowded', 'congested'] as const
export type CrowdLevel = (typeof CROWD_LEVELS)[number]

/** The longest walk-in wait (minutes) of each waiting level: more than the last is congested. */
export const CROWD_WAIT_LIMITS = { slightly_crowded: 30, crowded: 60 } as const

/** A reservation this close to its slot (before or after its start) is expected at the counter now. */
export const RESERVATION_ARRIVAL_WINDOW_MINUTES = RESERVATION.lateCancelMinutes

/**
 * The venue's lanes as the waits are estimated from them: how many parties play, how long those
 * whose start is known have played, and today's pace.
 */
export type Lanes = {
  /** Parties playing now. */
  readonly playing: number
  /**
   * Minutes each playing party whose start is known has played so far; the others are taken as
   * spread evenly over a game (one lane frees every pace / lanes minutes).
   */
  readonly playedMinutes?: readonly number[]
  /** Minutes a game takes at today's pace (`playPaceMinutes`); a full game when not given. */
  readonly paceMinutes?: number
}

export type CrowdSnapshot = Lanes & {
  /** Parties in the waiting line (checked in, not yet playing). */
  readonly waiting: number
  /** Reserved parties not yet arrived whose slot starts within 30 minutes before or after now. */
  readonly reservedSoon: number
}

/** Plays that decide the pace: the last ones ended (most recent first), at least this many of them. */
export const PACE_SAMPLE = { least: 3, most: 10 } as const
/** The pace stays within these minutes, whatever a mistaken result time says. */
export const PACE_BOUNDS = { min: PLAY_MINUTES.min - 10, max: PLAY_MINUTES.max + 30 } as const

/**
 * Today's pace: the median length (minutes) of the last plays that ended (most recent first), from
 * the start staff gave to the result; a full game until PACE_SAMPLE.least have ended.
 */
export function playPaceMinutes(recentPlays: readonly number[]): number {
  const sample = recentPlays.slice(0, PACE_SAMPLE.most).filter((minutes) => Number.isFinite(minutes) && minutes > 0)
  if (sample.length < PACE_SAMPLE.least) return VENUE_CAPACITY.gameMinutes
  const sorted = [...sample].sort((a, b) => a - b)
  const middle = sorted.length / 2
  const median = sorted.length % 2 === 1 ? (sorted[Math.floor(middle)] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
  return Math.min(PACE_BOUNDS.max, Math.max(PACE_BOUNDS.min, median))
}

/**
 * Minutes from now of each of the next `count` starts: free lanes start at once; a playing party's
 * lane frees when its game reaches the pace (a game already past it ends any minute, never "now",
 * so no one is called in before a lane is free); each party started takes its lane for one pace.
 */
export function nextStarts(lanes: Lanes, count: number): number[] {
  const pace = lanes.paceMinutes ?? VENUE_CAPACITY.gameMinutes
  const known = (lanes.playedMinutes ?? []).slice(0, lanes.playing)
  const unknown = lanes.playing - known.length
  const free: number[] = [
    ...Array.from({ length: Math.max(0, VENUE_CAPACITY.lanes - lanes.playing) }, () => 0),
    ...known.map((played) => Math.max(1, pace - played)),
    ...Array.from({ length: unknown }, (_, index) => ((index + 1) * pace) / VENUE_CAPACITY.lanes),
  ]
  const starts: number[] = []
  for (let index = 0; index < count; index += 1) {
    let earliest = 0
    for (let lane = 1; lane < free.length; lane += 1) if ((free[lane] ?? 0) < (free[earliest] ?? 0)) earliest = lane
    const start = free[earliest] ?? 0
    starts.push(start)
    free[earliest] = start + pace
  }
  return starts
}

/** Minutes until the party at `position` in line (1 = next) can start (`nextStarts`). */
export function waitMinutesAt(position: number, lanes: Lanes): number {
  if (position < 1) return 0
  return Math.ceil(nextStarts(lanes, position).at(-1) ?? 0)
}

/** The wait of a party arriving now without a reservation: reserved parties due now go first. */
export function walkInWaitMinutes(snapshot: CrowdSnapshot): number {
  return waitMinutesAt(snapshot.waiting + snapshot.reservedSoon + 1, snapshot)
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
