import { describe, expect, it, vi } from 'vitest'
import { reportIfStorageError, storageProblemOf } from '../../src/data/storageHealth.ts'

const named = (name: string, inner?: unknown) => Object.assign(new Error(name), { name, inner })

describe('storage problems', () => {
  it.each([
    [named('QuotaExceededError'), 'quota'],
    // Dexie wraps the browser's error: the quota error is its `inner`.
    [named('AbortError', named('QuotaExceededError')), 'quota'],
    [named('DatabaseClosedError'), 'unavailable'],
    [named('OpenFailedError', named('UnknownError')), 'unavailable'],
    [named('InvalidStateError'), 'unavailable'],
    [new TypeError('Failed to fetch'), undefined],
    [named('ConstraintError'), undefined],
    ['not an error', undefined],
  ])('%s is %s', (error, problem) => {
    expect(storageProblemOf(error)).toBe(problem)
  })

  it('reports a storage failure and leaves other errors to the caller', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(reportIfStorageError(named('AbortError', named('QuotaExceededError')))).toBe(true)
    expect(reportIfStorageError(new Error('other'))).toBe(false)
  })
})
