import { describe, expect, it } from 'vitest'
import { BatchedRead } from '../../server/db/batchedRead.ts'

/** A fake table whose reads are recorded and answered when the test says so. */
function table() {
  const rows = new Map<string, number>()
  const queries: { keys: string[]; release: () => void }[] = []
  const reader = new BatchedRead<string, number>(
    (keys) =>
      new Promise((resolve) => {
        // The query sees the table as it is when it runs, not when it was asked for.
        const snapshot = new Map(keys.filter((key) => rows.has(key)).map((key) => [key, rows.get(key) as number]))
        queries.push({ keys, release: () => resolve(snapshot) })
      }),
  )
  return { rows, queries, reader }
}

const turn = () => new Promise((resolve) => setImmediate(resolve))

describe('reads batched by round trip', () => {
  it('reads the keys asked for in one turn with one query', async () => {
    const { rows, queries, reader } = table()
    rows.set('a', 1).set('b', 2)
    const answers = Promise.all([reader.get('a'), reader.get('b'), reader.get('a'), reader.get('missing')])
    await turn()
    expect(queries.map((query) => query.keys)).toEqual([['a', 'b', 'missing']])
    queries[0]?.release()
    expect(await answers).toEqual([1, 2, 1, undefined])
  })

  it('never answers a request from a query that started before it arrived', async () => {
    const { rows, queries, reader } = table()
    rows.set('a', 1)
    const first = reader.get('a')
    await turn()
    // The first query runs; the row changes (a write acknowledged) and another request arrives.
    rows.set('a', 2)
    const second = reader.get('a')
    const third = reader.get('b')
    await turn()
    expect(queries).toHaveLength(1)
    queries[0]?.release()
    expect(await first).toBe(1)
    await turn()
    // The next query starts only once the one in flight has answered, and serves both.
    expect(queries.map((query) => query.keys)).toEqual([['a'], ['a', 'b']])
    queries[1]?.release()
    expect(await second).toBe(2)
    expect(await third).toBeUndefined()
  })

  it('fails the requests of a failed query only, and reads again for the next', async () => {
    let fail = true
    const reader = new BatchedRead<string, number>(async (keys) => {
      if (fail) throw new Error('database down')
      return new Map(keys.map((key) => [key, 7]))
    })
    await expect(Promise.all([reader.get('a'), reader.get('b')])).rejects.toThrow('database down')
    fail = false
    expect(await reader.get('a')).toBe(7)
  })
})
