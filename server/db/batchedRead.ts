import type { Queryable } from './database.ts'

/**
 * Reads rows by key for many requests with one query, never too early for any of them (issue 36):
 * the keys asked for while no query is waiting to start are read together by one query that starts
 * once this turn of the event loop is over, or once the query in flight has answered. A request
 * thus always waits for a query that started after it arrived, so a write acknowledged before it
 * (by any instance) is always seen; under load, one query per round trip to the database serves
 * every request of that round trip instead of one query each (the status poll, and the cache
 * counters every request reads: server/cache/cacheState.ts).
 */
export class BatchedRead<K extends string, V> {
  readonly #read: (keys: K[]) => Promise<Map<K, V>>
  /** The batch that has not started yet: keys asked for now join it. */
  #next: { keys: Set<K>; answer: Promise<Map<K, V>> } | null = null
  /** The query started and not yet answered. */
  #inFlight: Promise<unknown> | null = null

  /** `read` answers the rows of the keys it is given (missing keys: no row). */
  constructor(read: (keys: K[]) => Promise<Map<K, V>>) {
    this.#read = read
  }

  async get(key: K): Promise<V | undefined> {
    if (!this.#next) {
      const keys = new Set<K>()
      const after = this.#inFlight ? this.#inFlight.then(ignore, ignore) : new Promise<void>((resolve) => setImmediate(resolve))
      const answer = after.then(() => {
        this.#next = null
        const query = this.#read([...keys])
        this.#inFlight = query
        const done = () => {
          if (this.#inFlight === query) this.#inFlight = null
        }
        query.then(done, done)
        return query
      })
      this.#next = { keys, answer }
    }
    this.#next.keys.add(key)
    return (await this.#next.answer).get(key)
  }
}

function ignore(): void {}

/** A BatchedRead over `db` of one row per key, the key being the row's `key` column. */
export function batchedRows<V extends { key: string }>(db: Queryable, sql: string, name: string): BatchedRead<string, V> {
  return new BatchedRead(async (keys) => new Map((await db.query<V>(sql, [keys], name)).map((row) => [row.key, row])))
}
