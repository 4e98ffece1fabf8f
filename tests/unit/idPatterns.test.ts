import { describe, expect, it } from 'vitest'
import { INTEGER_PATTERN, INT32_MAX, MASTER_ID_PATTERN, ROW_ID_PATTERN } from '../../src/domain/idPatterns.ts'
import { isIsoInstant } from '../../src/domain/isoInstant.ts'

describe('id patterns', () => {
  it.each([
    ['1', true, true],
    ['42', true, true],
    ['999999999', true, true],
    ['1000000000', false, true],
    [String(INT32_MAX), false, true],
    ['99999999999', false, false],
    ['0', false, false],
    ['012', false, false],
    ['-1', false, false],
    ['1e3', false, false],
    [' 1', false, false],
    ['', false, false],
  ])('%j: master id %s, row id %s', (value, master, row) => {
    expect(MASTER_ID_PATTERN.test(value)).toBe(master)
    expect(ROW_ID_PATTERN.test(value)).toBe(row)
  })

  it.each([
    ['0', true],
    ['-5', true],
    ['123456789', true],
    ['1234567890', false],
    ['-0', false],
    ['007', false],
    ['+1', false],
  ])('integer %j: %s', (value, ok) => expect(INTEGER_PATTERN.test(value)).toBe(ok))
})

describe('ISO instants', () => {
  it.each([
    ['2026-12-01T10:00+09:00', true],
    ['2026-12-01T10:00:30.5Z', true],
    ['2026-02-29T10:00Z', false],
    ['2026-12-01T10:00', false],
    ['2026-12-01', false],
    ['2026-13-01T10:00Z', false],
  ])('%j: %s', (value, ok) => expect(isIsoInstant(value)).toBe(ok))
})
