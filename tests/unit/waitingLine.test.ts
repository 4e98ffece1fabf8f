import { describe, expect, it } from 'vitest'
import { reservationLate, reservationStatusAt } from '../../src/domain/reservation/reservationRules.ts'
import { type LineLoad, type LineParty, lineOrder, linePlaces, servedFirst } from '../../src/domain/schedule/waitingLine.ts'

/** Minutes a waiting party should still wait, or null when it is not in the line. */
const partyWaitMinutes = (parties: readonly LineParty[], id: string, load: LineLoad, now: Date) => linePlaces(parties, load, now).get(id)?.minutes ?? null

/**
 * The waiting line (issue 31) with a pinned clock: a reservation is late from the first instant
 * after 30 minutes past its slot's start; a party checked in with a reservation that held goes
 * before the walk-ins once its slot has begun; everyone else by check-in time.
 */

const at = (hhmm: string, seconds = 0, ms = 0) => new Date(`2026-12-02T${hhmm}:${String(seconds).padStart(2, '0')}.${String(ms).padStart(3, '0')}+09:00`)
const SLOT = at('14:00')

describe('a reservation is late after 30 minutes', () => {
  it.each([
    ['an hour early', at('13:00'), false],
    ['at its start', at('14:00'), false],
    ['29 minutes 59 seconds in', at('14:29', 59), false],
    ['exactly 30 minutes in (the boundary holds)', at('14:30'), false],
    ['one millisecond after 30 minutes', at('14:30', 0, 1), true],
    ['in the 31st minute', at('14:30', 30), true],
    ['31 minutes in', at('14:31'), true],
    ['the next day', new Date(SLOT.getTime() + 24 * 3_600_000), true],
  ])('%s: late %s', (_, now, late) => {
    expect(reservationLate(SLOT, now)).toBe(late)
    expect(reservationStatusAt('reserved', SLOT, now)).toBe(late ? 'no_show' : 'reserved')
  })

  it.each(['checked_in', 'cancelled', 'no_show'] as const)('a %s reservation keeps its status', (status) => {
    expect(reservationStatusAt(status, SLOT, at('15:00'))).toBe(status)
  })
})

const walkIn = (id: string, queuedAt: Date): LineParty => ({ id, queuedAt, reservedSlot: null })
const reserved = (id: string, queuedAt: Date, slot: Date): LineParty => ({ id, queuedAt, reservedSlot: slot })
const ids = (parties: readonly LineParty[]) => parties.map((party) => party.id)

describe('the order of the line', () => {
  const line = [
    walkIn('walk-13:40', at('13:40')),
    reserved('res-14:00', at('13:50'), at('14:00')),
    walkIn('walk-13:45', at('13:45')),
    reserved('res-14:30', at('13:55'), at('14:30')),
    walkIn('late-14:35', at('14:35')),
    reserved('res-14:00-b', at('14:05'), at('14:00')),
  ]

  it.each([
    // Before any slot begins: everyone by check-in.
    [at('13:59', 59), ['walk-13:40', 'walk-13:45', 'res-14:00', 'res-14:30', 'res-14:00-b', 'late-14:35']],
    // 14:00: both 14:00 reservations go first (by check-in between them), then the rest by check-in.
    [at('14:00'), ['res-14:00', 'res-14:00-b', 'walk-13:40', 'walk-13:45', 'res-14:30', 'late-14:35']],
    // 14:30: the 14:30 reservation joins them, after the earlier slot.
    [at('14:30'), ['res-14:00', 'res-14:00-b', 'res-14:30', 'walk-13:40', 'walk-13:45', 'late-14:35']],
  ])('at %s', (now, expected) => {
    expect(ids(lineOrder(line, now))).toEqual(expected)
  })

  it('orders equal check-ins by id, so every server agrees', () => {
    expect(ids(lineOrder([walkIn('b', at('13:00')), walkIn('a', at('13:00'))], at('13:00')))).toEqual(['a', 'b'])
  })

  it.each([
    [null, at('14:00'), false],
    [at('14:00'), at('13:59', 59), false],
    [at('14:00'), at('14:00'), true],
    [at('14:00'), at('15:00'), true],
  ])('slot %s at %s: served first %s', (slot, now, first) => {
    expect(servedFirst({ id: 'p', queuedAt: at('13:00'), reservedSlot: slot }, now)).toBe(first)
  })
})

describe('how long a party waits', () => {
  // Six lanes, a game of 60 minutes: one lane frees every 10 minutes once all are taken.
  const full = { playing: 6, reservedSoon: 0 }

  it.each([
    // [what, line, party, load, now, minutes]
    ['a walk-in first in line, lanes free', [walkIn('w', at('14:00'))], 'w', { playing: 0, reservedSoon: 0 }, at('14:00'), 0],
    ['a walk-in first in line, lanes full', [walkIn('w', at('14:00'))], 'w', full, at('14:00'), 10],
    ['a walk-in behind a reserved party whose slot began', [walkIn('w', at('13:40')), reserved('r', at('13:50'), at('14:00'))], 'w', full, at('14:00'), 20],
    ['that reserved party goes first', [walkIn('w', at('13:40')), reserved('r', at('13:50'), at('14:00'))], 'r', full, at('14:00'), 10],
    ['a walk-in also waits for reserved parties due now', [walkIn('w', at('14:00'))], 'w', { playing: 6, reservedSoon: 2 }, at('14:00'), 30],
    ['a reserved party does not wait for those not yet here', [reserved('r', at('13:55'), at('14:00'))], 'r', { playing: 6, reservedSoon: 2 }, at('14:00'), 10],
    [
      'a reserved party early for its slot waits until it at most',
      [walkIn('a', at('13:00')), walkIn('b', at('13:01')), walkIn('c', at('13:02')), walkIn('d', at('13:03')), reserved('r', at('13:40'), at('14:00'))],
      'r',
      full,
      at('13:40'),
      20,
    ],
    ['or less, when its turn as a walk-in comes sooner', [reserved('r', at('13:00'), at('14:00'))], 'r', full, at('13:00'), 10],
    ['a late party (a walk-in now) is behind everyone', [reserved('r', at('14:00'), at('14:00')), walkIn('w', at('14:10')), walkIn('late', at('14:31'))], 'late', full, at('14:31'), 30],
  ])('%s', (_, line, id, load, now, minutes) => {
    expect(partyWaitMinutes(line as LineParty[], id as string, load, now)).toBe(minutes)
  })

  it('is null for a party not in the line', () => {
    expect(partyWaitMinutes([walkIn('w', at('14:00'))], 'other', full, at('14:00'))).toBeNull()
  })
})
