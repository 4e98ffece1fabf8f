import { beforeEach, describe, expect, it } from 'vitest'
import { forgetFreshness, markFresh, markStale, remember } from '../../src/data/sync/freshness.ts'

/** A load that counts its calls and answers the count. */
function counting() {
  let calls = 0
  return {
    calls: () => calls,
    load: async () => {
      calls += 1
      return calls
    },
  }
}

beforeEach(() => forgetFreshness())

describe('freshness windows', () => {
  it.each([
    ['within the window: the kept answer', 29_999, 1, 1],
    ['at the end of the window: asked again', 30_000, 2, 2],
  ])('%s', async (_name, later, answer, calls) => {
    const read = counting()
    expect(await remember('schedule', 30_000, read.load, 1_000)).toBe(1)
    expect(await remember('schedule', 30_000, read.load, 1_000 + later)).toBe(answer)
    expect(read.calls()).toBe(calls)
  })

  it('callers asking while a load is under way share it', async () => {
    const read = counting()
    const answers = await Promise.all([remember('remain:20261206', 30_000, read.load), remember('remain:20261206', 30_000, read.load), remember('remain:20261207', 30_000, read.load)])
    expect(answers).toEqual([1, 1, 2])
    expect(read.calls()).toBe(2)
  })

  it('a failed load is not kept: the next call asks again', async () => {
    await expect(remember('hunts', 60_000, () => Promise.reject(new Error('offline')))).rejects.toThrow('offline')
    const read = counting()
    expect(await remember('hunts', 60_000, read.load)).toBe(1)
  })

  it('a write marks a read stale (with the keys under it) or fresh', async () => {
    const read = counting()
    await remember('remain:20261206', 30_000, read.load)
    await remember('remain:20261207', 30_000, read.load)
    await remember('remaining', 30_000, read.load)
    markStale('remain')
    await remember('remain:20261206', 30_000, read.load)
    await remember('remaining', 30_000, read.load)
    expect(read.calls()).toBe(4)
    markFresh('reservations')
    await remember('reservations', 60_000, read.load)
    expect(read.calls()).toBe(4)
  })
})
