import { describe, expect, it } from 'vitest'
import { isFollowQrIndex, isItemCategoryParam, isMasterId, mayShowEntryComplete } from '../../src/domain/entryRules.ts'

describe('entry route parameters', () => {
  it.each([
    ['phys', true],
    ['exp', true],
    ['coin', true],
    ['PHYS', false],
    ['physical', false],
    ['', false],
  ])('item category %j: %s', (value, ok) => expect(isItemCategoryParam(value)).toBe(ok))

  it.each([
    ['1', true],
    ['2', true],
    ['0', false],
    ['3', false],
    ['01', false],
    ['1.0', false],
  ])('follow QR index %j: %s', (value, ok) => expect(isFollowQrIndex(value)).toBe(ok))

  it.each([
    ['1', true],
    ['12345', true],
    ['0', false],
    ['-1', false],
    ['abc', false],
    ['1e3', false],
    ['9999999999', false],
  ])('master id %j: %s', (value, ok) => expect(isMasterId(value)).toBe(ok))
})

describe('entry complete screen', () => {
  const idle = { entryReady: false, disbandNotice: false, fastCheckIn: false }
  it.each([
    [idle, '/entry-04', true],
    [idle, '/entry-06', true],
    [idle, '/entry-05', false],
    [idle, undefined, false],
    [{ ...idle, entryReady: true }, '/', true],
    [{ ...idle, fastCheckIn: true }, undefined, true],
    [{ ...idle, disbandNotice: true }, undefined, true],
  ])('%j after %s: %s', (progress, previous, expected) => {
    expect(mayShowEntryComplete(progress, previous)).toBe(expected)
  })
})
