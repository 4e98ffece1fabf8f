import { describe, expect, it } from 'vitest'
import { isPageToWorker, MAX_CACHE_URLS } from '../../src/domain/workerMessages.ts'

describe('page-to-worker messages', () => {
  it.each([
    [{ type: 'SKIP_WAITING' }, true],
    [{ type: 'GET_VERSION' }, true],
    [{ type: 'KEEP_LOADED_FILES', urls: ['/assets/a.js', '/assets/b.css'] }, true],
    [{ type: 'KEEP_LOADED_FILES', urls: [] }, true],
    [{ type: 'KEEP_LOADED_FILES', urls: [42] }, false],
    [{ type: 'KEEP_LOADED_FILES', urls: '/assets/a.js' }, false],
    [{ type: 'KEEP_LOADED_FILES', urls: Array.from({ length: MAX_CACHE_URLS + 1 }, (_, i) => `/assets/${i}.js`) }, false],
    [{ type: 'CLEAR_EVERYTHING' }, false],
    [null, false],
    ['SKIP_WAITING', false],
  ])('%j is accepted: %s', (message, accepted) => {
    expect(isPageToWorker(message)).toBe(accepted)
  })
})
