import { addDays, compactDate, minutesOf, tokyoDate, tokyoInstant, tokyoMinuteOfDay } from '../../src/domain/schedule/tokyoTime.ts'
import { dayPlan, type ScheduleOverride } from '../../src/domain/schedule/dayPlan.ts'
import { slotCapacity, slotsOf } from '../../src/domain/schedule/slots.ts'
import { RESERVATION_ARRIVAL_WINDOW_MINUTES } from '../../src/domain/schedule/crowdLevel.ts'

/** The days of the demo news: the Starfall Luminaria collaboration (master collaboration id 1), its reservation-only first day, year-end hours. */
export function demoOverrides(): ScheduleOverride[] {
  const none = { closure: null, reservationOnly: null, openTime: null, closeTime: null, collaborationIds: [] }
  const overrides: ScheduleOverride[] = []
  for (let date = '2026-12-05'; date <= '2026-12-25'; date = addDays(date, 1)) {
    overrides.push({ ...none, date, collaborationIds: [1], reservationOnly: date === '2026-12-05' ? true : null })
  }
  overrides.push({ ...none, date: '2026-12-31', openTime: '10:00', closeTime: '20:00' })
  overrides.push({ ...none, date: '2027-01-01', closure: 'closed' })
  return overrides
}

/** A reservation of the demo crowd: no player account, a stable key that keeps the seed idempotent. */
export type DemoReservation = { demoKey: string; slotStart: Date; seat: number; status: 'reserved' | 'checked_in' }
export type DemoWaitingParty = {
  sessionId: string
  partyName: string
  persons: number
  queuedAt: Date
  status: 'waiting' | 'playing' | 'done'
  /** When staff sent it in (playing and done), and when its result came (done). */
  startedAt: Date | null
  endedAt: Date | null
}

/** How full the demo makes slot `slot` of day `day` (0 = today): a fixed, uneven pattern. */
const PATTERN = [0, 1, 2, 0, 1, 0, 2, 1, 0, 0, 1, 3]

/**
 * Reservations for today and the next six days, so the calendar shows some full and some free
 * slots; today's earlier slots have already checked in. `overrides` are the days' staff overrides.
 */
export function demoReservations(now: Date, overrides: Map<string, ScheduleOverride>): DemoReservation[] {
  const today = tokyoDate(now)
  const arrivalCutoff = now.getTime() - RESERVATION_ARRIVAL_WINDOW_MINUTES * 60_000
  const reservations: DemoReservation[] = []
  for (let day = 0; day < 7; day += 1) {
    const date = addDays(today, day)
    const plan = dayPlan(date, overrides.get(date))
    const capacity = slotCapacity(plan)
    slotsOf(plan).forEach((slot, index) => {
      const count = Math.min(capacity, PATTERN[(index + day * 5) % PATTERN.length] ?? 0)
      const slotStart = tokyoInstant(date, minutesOf(slot.start))
      for (let party = 0; party < count; party += 1) {
        reservations.push({
          demoKey: `demo-${compactDate(date)}-${slot.start.replace(':', '')}-${party + 1}`,
          slotStart,
          seat: party + 1,
          status: slotStart.getTime() < arrivalCutoff ? 'checked_in' : 'reserved',
        })
      }
    })
  }
  return reservations
}

const PARTY_NAMES = ['ひかり探検隊', 'Team Comet', '별빛 원정대', '星辰小队', '勇者同盟']

/** The demo's plays that ended today: minutes ago each began, and how long it took. */
const DEMO_ENDED_PLAYS = [
  { ago: 170, minutes: 52 },
  { ago: 150, minutes: 48 },
  { ago: 125, minutes: 55 },
  { ago: 100, minutes: 50 },
] as const

/**
 * The waiting line while the venue is open: three parties playing and two waiting, queued over
 * the last hour, and the plays that ended since opening (they set the pace the waits follow).
 * Nothing when closed (a closed venue has no line).
 */
export function demoWaitingParties(now: Date, overrides: Map<string, ScheduleOverride>): DemoWaitingParty[] {
  const today = tokyoDate(now)
  const hours = dayPlan(today, overrides.get(today)).hours
  const minute = tokyoMinuteOfDay(now)
  if (!hours || minute < minutesOf(hours.open) || minute >= minutesOf(hours.close)) return []
  const opening = tokyoInstant(today, minutesOf(hours.open)).getTime()
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000)
  const minutesAgo = [50, 35, 20, 10, 4]
  const line = minutesAgo.map((queued, index): DemoWaitingParty => {
    // Not before opening, so the line belongs to today.
    const queuedAt = new Date(Math.max(ago(queued).getTime(), opening))
    const playing = index < 3
    return {
      sessionId: `demo-${compactDate(today)}-${index + 1}`,
      partyName: PARTY_NAMES[index] ?? `Party ${index + 1}`,
      persons: index % 2 === 0 ? 3 : 2,
      queuedAt,
      status: playing ? 'playing' : 'waiting',
      startedAt: playing ? new Date(Math.min(queuedAt.getTime() + 5 * 60_000, now.getTime())) : null,
      endedAt: null,
    }
  })
  const ended = DEMO_ENDED_PLAYS.filter((play) => ago(play.ago + 5).getTime() >= opening).map(
    (play, index): DemoWaitingParty => ({
      sessionId: `demo-${compactDate(today)}-done-${index + 1}`,
      partyName: PARTY_NAMES[(index + 3) % PARTY_NAMES.length] ?? `Party ${index + 1}`,
      persons: 3,
      queuedAt: ago(play.ago + 5),
      status: 'done',
      startedAt: ago(play.ago),
      endedAt: ago(play.ago - play.minutes),
    }),
  )
  return [...line, ...ended]
}
