import { describe, expect, it } from 'vitest'
import { beginStoredRead, storedReadsAnswered } from '../../src/data/repositories/firstReads.ts'

const settled = async (promise: Promise<void>) => {
  let done = false
  void promise.then(() => {
    done = true
  })
  await new Promise((resolve) => setTimeout(resolve, 0))
  return done
}

describe('first stored reads', () => {
  it('answers at once when no read is waiting', async () => {
    expect(await settled(storedReadsAnswered())).toBe(true)
  })

  it('waits for every read begun, and counts a read ended twice once', async () => {
    const first = beginStoredRead()
    const second = beginStoredRead()
    const answered = storedReadsAnswered()
    first()
    first()
    expect(await settled(answered)).toBe(false)
    second()
    expect(await settled(answered)).toBe(true)
    expect(await settled(storedReadsAnswered())).toBe(true)
  })
})
