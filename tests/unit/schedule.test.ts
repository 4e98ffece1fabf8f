import { describe, expect, it } from 'vitest'
import { tokyoDate, tokyoInstant, tokyoIso, tokyoMinuteOfDay } from '../../src/domain/schedule/tokyoTime.ts'
import { SCHEDULE } from '../../src/domain/schedule/scheduleConstants.ts'
import { dayPlan, isPeakReservationOnlyDay, monthlyMaintenanceDate, openState, type ScheduleOverride } from '../../src/domain/schedule/dayPlan.ts'
import { slotCapacity, slotOpenForReservation, slotsOf } from '../../src/domain/schedule/slots.ts'
import { scheduleEntries } from '../../src/domain/schedule/scheduleEntries.ts'
import { CROWD_LEVELS, type CrowdSnapshot, crowdLevel, playPaceMinutes, waitMinutesAt, walkInWaitMinutes } from '../../src/domain/schedule/crowdLevel.ts'
import { OPENING_HOURS } from '../../src/domain/venue.ts'

const override = (date: string, fields: Partial<ScheduleOverride>): ScheduleOverride => ({
  date,
  closure: null,
  reservationOnly: null,
  openTime: null,
  closeTime: null,
  collaborationIds: [],
  ...fields,
})

describe('Tokyo time without the machine time zone', () => {
  it.each([
    ['2026-11-21T14:59:00Z', '2026-11-21', 23 * 60 + 59],
    ['2026-11-21T15:00:00Z', '2026-11-22', 0],
    ['2026-11-22T01:00:00Z', '2026-11-22', 10 * 60],
    ['2026-12-31T15:30:00Z', '2027-01-01', 30],
    ['2024-02-28T15:00:00Z', '2024-02-29', 0],
  ])('%s is %s, minute %i', (instant, date, minute) => {
    expect(tokyoDate(new Date(instant))).toBe(date)
    expect(tokyoMinuteOfDay(new Date(instant))).toBe(minute)
  })

  it('turns a Tokyo date and time into an instant and back', () => {
    expect(tokyoInstant('2026-11-22', 10 * 60).toISOString()).toBe('2026-11-22T01:00:00.000Z')
    expect(tokyoInstant('2027-01-01').toISOString()).toBe('2026-12-31T15:00:00.000Z')
    expect(tokyoIso(new Date('2026-11-22T01:00:00Z'))).toBe('2026-11-22T10:00:00+09:00')
  })
})

describe('opening hours', () => {
  it.each([
    ['2026-11-20', 'a Friday', '11:00', 23],
    ['2026-11-21', 'a Saturday', '10:00', 25],
    ['2026-11-22', 'a Sunday', '10:00', 25],
    ['2026-11-23', 'Labour Thanksgiving Day, a Monday', '10:00', 25],
    ['2026-05-06', 'a substitute holiday, a Wednesday', '10:00', 25],
    ['2026-09-22', "a citizens' holiday, a Tuesday", '10:00', 25],
    ['2026-11-24', 'a Tuesday', '11:00', 23],
  ])('%s (%s) opens at %s with %i slots', (date, _what, open, slotCount) => {
    const plan = dayPlan(date)
    expect(plan.hours).toEqual({ open, close: '23:00', lastReception: '22:00' })
    const slots = slotsOf(plan)
    expect(slots).toHaveLength(slotCount)
    expect(slots[0]).toEqual({ start: open, end: open === '10:00' ? '10:30' : '11:30' })
    expect(slots.at(-1)).toEqual({ start: '22:00', end: '22:30' })
    for (const slot of slots) expect(slot.start).toMatch(/^\d{2}:(00|30)$/)
  })

  it('agrees with the venue facts shown to visitors', () => {
    expect(dayPlan('2026-11-21').hours?.open).toBe(OPENING_HOURS.weekendsAndHolidays.open)
    expect(dayPlan('2026-11-20').hours?.open).toBe(OPENING_HOURS.weekdays.open)
    expect(dayPlan('2026-11-20').hours?.lastReception).toBe(OPENING_HOURS.lastReception)
  })

  it('keeps last reception an hour before special closing hours', () => {
    const plan = dayPlan('2026-12-31', override('2026-12-31', { closeTime: '20:00' }))
    expect(plan.hours).toEqual({ open: '11:00', close: '20:00', lastReception: '19:00' })
    expect(slotsOf(plan).at(-1)).toEqual({ start: '19:00', end: '19:30' })
    expect(dayPlan('2026-12-30', override('2026-12-30', { openTime: '13:00', closeTime: '18:00' })).hours).toEqual({
      open: '13:00',
      close: '18:00',
      lastReception: '17:00',
    })
  })
})

describe('monthly maintenance closure', () => {
  it.each([
    [2026, '01-13 02-10 03-10 04-14 05-12 06-09 07-14 08-12 09-08 10-13 11-10 12-08'],
    [2027, '01-12 02-09 03-09 04-13 05-11 06-08 07-13 08-10 09-14 10-12 11-09 12-14'],
    [2025, '01-14 02-12 03-11 04-08 05-13 06-10 07-08 08-12 09-09 10-14 11-11 12-09'],
  ])('falls on the second Tuesday of each month of %i, or the next weekday after a holiday', (year, expected) => {
    const dates = Array.from({ length: 12 }, (_, index) => monthlyMaintenanceDate(year, index + 1).slice(5))
    expect(dates.join(' ')).toBe(expected)
  })

  it('moves off a holiday: 2026-08-11 is Mountain Day, 2025-02-11 National Foundation Day', () => {
    expect(dayPlan('2026-08-11').closedReason).toBe(null)
    expect(dayPlan('2026-08-12').closedReason).toBe('maintenance')
    expect(dayPlan('2025-02-12').closedReason).toBe('maintenance')
  })

  it('closes the day: no hours, no slots, no capacity', () => {
    const plan = dayPlan('2026-12-08')
    expect(plan).toMatchObject({ closedReason: 'maintenance', hours: null, reservationOnly: false })
    expect(slotsOf(plan)).toEqual([])
    expect(slotCapacity(plan)).toBe(0)
  })

  it.each([
    ['open', null, '11:00'],
    ['closed', 'closed', null],
    ['maintenance', 'maintenance', null],
  ] as const)('an override %s on a maintenance day gives %s', (closure, reason, open) => {
    const plan = dayPlan('2026-12-08', override('2026-12-08', { closure }))
    expect(plan.closedReason).toBe(reason)
    expect(plan.hours?.open ?? null).toBe(open)
  })

  it('an override can move maintenance to another day', () => {
    expect(dayPlan('2026-12-09', override('2026-12-09', { closure: 'maintenance' })).closedReason).toBe('maintenance')
  })
})

describe('reservation-only days', () => {
  it.each([
    ['2027-04-29', true],
    ['2027-05-05', true],
    ['2027-05-06', false],
    ['2027-04-28', false],
    ['2026-08-13', true],
    ['2026-08-16', true],
    ['2026-08-17', false],
    ['2027-01-02', true],
    ['2027-01-03', true],
    ['2027-01-04', false],
    ['2026-11-21', false],
  ])('%s by rule: %s', (date, expected) => {
    expect(isPeakReservationOnlyDay(date)).toBe(expected)
    expect(dayPlan(date).reservationOnly).toBe(expected)
  })

  it('takes all three starts of a slot by reservation, two on other days', () => {
    expect(slotCapacity(dayPlan('2027-01-02'))).toBe(3)
    expect(slotCapacity(dayPlan('2026-11-21'))).toBe(2)
  })

  it('follows the override both ways, and a closed day is never reservation-only', () => {
    expect(dayPlan('2026-12-05', override('2026-12-05', { reservationOnly: true })).reservationOnly).toBe(true)
    expect(dayPlan('2027-05-03', override('2027-05-03', { reservationOnly: false })).reservationOnly).toBe(false)
    expect(dayPlan('2027-01-01', override('2027-01-01', { closure: 'closed' })).reservationOnly).toBe(false)
  })

  it('carries the collaboration ids of the day', () => {
    expect(dayPlan('2026-12-06', override('2026-12-06', { collaborationIds: [1, 4] })).collaborationIds).toEqual([1, 4])
    expect(dayPlan('2026-12-06').collaborationIds).toEqual([])
  })
})

describe('reservation deadline', () => {
  const slot = tokyoInstant('2026-11-22', 14 * 60)
  it.each([
    ['2026-11-22T13:29:00+09:00', true],
    ['2026-11-22T13:30:00+09:00', true],
    ['2026-11-22T13:31:00+09:00', false],
    ['2026-11-22T14:10:00+09:00', false],
  ])('at %s the 14:00 slot takes reservations: %s', (now, expected) => {
    expect(slotOpenForReservation(slot, new Date(now))).toBe(expected)
  })
})

describe('padding of the schedule reply', () => {
  const today = '2026-11-22'

  it('uses the reservation page offset of spec section 9 (8 days)', () => {
    expect(SCHEDULE.pageOffsetDays).toBe(8)
  })

  it('lists the covered period for real and pads up to 8 days after it as closed', () => {
    const entries = scheduleEntries(today, today, 62)
    expect(entries).toHaveLength(SCHEDULE.uiPeriodDays + SCHEDULE.pageOffsetDays)
    expect(entries.filter((entry) => !entry.padded)).toHaveLength(28)
    expect(entries[27]).toEqual({ date: '2026-12-19', padded: false })
    expect(entries[28]).toEqual({ date: '2026-12-20', padded: true })
    expect(entries.at(-1)).toEqual({ date: '2026-12-27', padded: true })
  })

  it('pads up to 8 past days as closed and leaves out older ones', () => {
    const entries = scheduleEntries(today, '2026-11-10', 14)
    expect(entries.map((entry) => `${entry.date.slice(8)}${entry.padded ? 'p' : ''}`).join(' ')).toBe('14p 15p 16p 17p 18p 19p 20p 21p 22 23')
  })

  it('returns nothing far outside the calendar', () => {
    expect(scheduleEntries(today, '2027-02-01', 62)).toEqual([])
    expect(scheduleEntries(today, '2026-01-01', 30)).toEqual([])
  })

  it('returns exactly the requested days inside the period', () => {
    expect(scheduleEntries(today, '2026-11-25', 7)).toEqual(
      ['25', '26', '27', '28', '29', '30'].map((day) => ({ date: `2026-11-${day}`, padded: false })).concat([{ date: '2026-12-01', padded: false }]),
    )
  })
})

describe('open state', () => {
  const planOf = (date: string) => dayPlan(date, date === '2026-11-25' ? override(date, { closure: 'closed' }) : null)
  it.each([
    ['2026-11-22T09:59:00+09:00', false, false, '2026-11-22T10:00:00+09:00'],
    ['2026-11-22T10:00:00+09:00', true, true, null],
    ['2026-11-22T22:00:00+09:00', true, true, null],
    ['2026-11-22T22:01:00+09:00', true, false, null],
    ['2026-11-22T23:00:00+09:00', false, false, '2026-11-23T10:00:00+09:00'],
    ['2026-11-24T23:30:00+09:00', false, false, '2026-11-26T11:00:00+09:00'],
    ['2026-12-08T12:00:00+09:00', false, false, '2026-12-09T11:00:00+09:00'],
  ])('at %s: open %s, accepting %s, next opening %s', (now, isOpen, accepting, next) => {
    const state = openState(new Date(now), planOf)
    expect(state.isOpen).toBe(isOpen)
    expect(state.acceptingEntries).toBe(accepting)
    expect(state.nextOpenAt ? tokyoIso(state.nextOpenAt) : null).toBe(next)
  })
})

describe('crowd level and waiting time', () => {
  const snapshot = (playing: number, waiting: number, reservedSoon: number): CrowdSnapshot => ({ playing, waiting, reservedSoon })

  it.each([
    [snapshot(0, 0, 0), 0, 'vacant'],
    [snapshot(2, 0, 0), 0, 'vacant'],
    [snapshot(2, 0, 1), 0, 'comfortable'],
    [snapshot(5, 0, 0), 0, 'comfortable'],
    [snapshot(6, 0, 0), 10, 'slightly_crowded'],
    [snapshot(3, 2, 2), 20, 'slightly_crowded'],
    [snapshot(6, 2, 0), 30, 'slightly_crowded'],
    [snapshot(6, 3, 0), 40, 'crowded'],
    [snapshot(6, 3, 2), 60, 'crowded'],
    [snapshot(6, 6, 0), 70, 'congested'],
    [snapshot(6, 20, 3), 240, 'congested'],
  ])('%o: walk-in wait %i minutes, %s', (state, wait, level) => {
    expect(walkInWaitMinutes(state)).toBe(wait)
    expect(crowdLevel(state)).toBe(level)
  })

  it('never gets less crowded when more parties come', () => {
    for (let playing = 0; playing <= 8; playing += 1) {
      for (let waiting = 0; waiting <= 10; waiting += 1) {
        for (let reserved = 0; reserved <= 4; reserved += 1) {
          const level = CROWD_LEVELS.indexOf(crowdLevel(snapshot(playing, waiting, reserved)))
          expect(CROWD_LEVELS.indexOf(crowdLevel(snapshot(playing, waiting + 1, reserved)))).toBeGreaterThanOrEqual(level)
          expect(CROWD_LEVELS.indexOf(crowdLevel(snapshot(playing, waiting, reserved + 1)))).toBeGreaterThanOrEqual(level)
        }
      }
    }
  })

  it.each([
    // [what, lanes, position, minutes]
    ['a free lane: at once', { playing: 0 }, 1, 0],
    ['the sixth of six free lanes: at once', { playing: 0 }, 6, 0],
    ['the seventh with six starting now waits a whole game', { playing: 0 }, 7, 60],
    ['lanes full, starts unknown: one frees every 10 minutes', { playing: 6 }, 1, 10],
    ['one free lane, five unknown', { playing: 5 }, 4, 30],
    ['known starts: each lane frees when its game reaches the pace', { playing: 6, playedMinutes: [50, 40, 30, 20, 10, 0], paceMinutes: 60 }, 3, 30],
    ['and after the six, the first lane again, one game later', { playing: 6, playedMinutes: [50, 40, 30, 20, 10, 0], paceMinutes: 60 }, 7, 70],
    ['a faster pace frees them sooner', { playing: 6, playedMinutes: [30, 30, 30, 30, 30, 30], paceMinutes: 42 }, 1, 12],
    ['a game past the pace ends any minute, never now', { playing: 6, playedMinutes: [55, 55, 55, 55, 55, 55], paceMinutes: 45 }, 1, 1],
    ['free lanes, then lanes past the pace, then the ones just started', { playing: 2, playedMinutes: [44, 50], paceMinutes: 45 }, 7, 45],
    ['known and unknown starts together', { playing: 3, playedMinutes: [30], paceMinutes: 60 }, 6, 30],
  ])('%s', (_, lanes, position, minutes) => {
    expect(waitMinutesAt(position, lanes)).toBe(minutes)
  })

  it.each([
    // [what, the last plays (most recent first), pace]
    ['no play yet: a full game', [], 60],
    ['fewer than three: a full game', [40, 50], 60],
    ['three: their median', [40, 50, 45], 45],
    ['an even count: the middle two averaged', [40, 50, 45, 47], 46],
    ['never under 30 minutes', [10, 12, 11], 30],
    ['never over 90 minutes', [200, 180, 190], 90],
    ['the last ten only', [...Array.from({ length: 10 }, () => 35), 90, 90, 90, 90, 90], 35],
    ['a play with no length is left out', [0, -5, 40, 41, 42], 41],
  ])('pace: %s', (_, plays, pace) => {
    expect(playPaceMinutes(plays)).toBe(pace)
  })
})
