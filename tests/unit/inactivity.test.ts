import { beforeEach, describe, expect, it } from 'vitest'
import { inactivityExpired, touchActivity } from '../../src/data/auth/inactivity.ts'
import { isInactive } from '../../src/domain/inactivity.ts'

const NOW = Date.parse('2026-11-21T10:00:00+09:00')
const MIN = 60_000

describe('isInactive', () => {
  it.each([
    [undefined, false],
    [NOW, false],
    [NOW - 30 * MIN, false],
    [NOW - 30 * MIN - 1, true],
    [NOW - 24 * 60 * MIN, true],
    [Number.NaN, false],
  ])('last operation %s with a 30-minute timeout: %s', (last, expected) => {
    expect(isInactive(last, NOW, 30)).toBe(expected)
  })
})

describe('activity tracker', () => {
  beforeEach(() => localStorage.clear())

  it('expires only after the configured gap since the last recorded operation', () => {
    touchActivity(NOW, true)
    expect(inactivityExpired(30, NOW + 29 * MIN)).toBe(false)
    expect(inactivityExpired(30, NOW + 31 * MIN)).toBe(true)
    touchActivity(NOW + 31 * MIN, true)
    expect(inactivityExpired(30, NOW + 32 * MIN)).toBe(false)
  })

  it('never expires without a recorded operation', () => {
    expect(inactivityExpired(1, NOW)).toBe(false)
  })
})
