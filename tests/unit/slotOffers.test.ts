import { describe, expect, it } from 'vitest'
import { slotStartOf } from '../../src/domain/reservation/reservationRules.ts'
import { OFFER_HOLD_MINUTES, offerDeadline, placesToOffer } from '../../src/domain/reservation/slotOffers.ts'

const slot = slotStartOf('2026-12-10', '15:00')
const minutesBefore = (minutes: number) => new Date(slot.getTime() - minutes * 60_000)

describe('offerDeadline: ten minutes, never past the slot’s reservation deadline (30 minutes before it)', () => {
  it.each([
    ['an hour before', 60, minutesBefore(60 - OFFER_HOLD_MINUTES)],
    ['exactly 40 minutes before', 40, minutesBefore(30)],
    ['35 minutes before: until the deadline', 35, minutesBefore(30)],
    ['at the deadline: no offer', 30, null],
    ['after it began: no offer', -5, null],
  ])('%s', (_, before, until) => {
    expect(offerDeadline(slot, minutesBefore(before as number))).toEqual(until)
  })
})

describe('placesToOffer: the free places to the first ones waiting, one each', () => {
  it.each([
    ['one freed place, three waiting', ['a', 'b', 'c'], [2], 2, [{ watcher: 'a', seat: 1 }]],
    [
      'two free places, three waiting',
      ['a', 'b', 'c'],
      [],
      2,
      [
        { watcher: 'a', seat: 1 },
        { watcher: 'b', seat: 2 },
      ],
    ],
    ['a held place counts as taken', ['b', 'c'], [1, 3], 3, [{ watcher: 'b', seat: 2 }]],
    ['no free place', ['a'], [1, 2], 2, []],
    ['no one waiting', [], [], 2, []],
  ])('%s', (_, waiting, taken, capacity, offers) => {
    expect(placesToOffer(waiting as string[], taken as number[], capacity as number)).toEqual(offers)
  })
})
