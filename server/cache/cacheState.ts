import type { Database, Queryable } from '../db/database.ts'

/** The kinds of public data with cached replies: the counters of `cache_version` (migration 0016). */
export const CACHE_SCOPES = ['master', 'news', 'facility', 'ranking', 'maintenance'] as const
export type CacheScope = (typeof CACHE_SCOPES)[number]

/** What every request learns from the database before it is answered: the counters and the maintenance switch. */
export type CacheState = { versions: Record<CacheScope, number>; maintenance: boolean }

type StateRow = Record<CacheScope, string | number> & { enabled: boolean }

const STATE_QUERY = `select v.master, v.news, v.facility, v.ranking, v.maintenance, m.enabled
  from cache_version v, maintenance m where v.id = 1 and m.id = 1`

/**
 * Reads the state once for many requests, and never too early for any of them: a request waits for
 * a query that starts after it arrived, so a write acknowledged before it (by any instance) is
 * always seen. One query at a time: it starts once this turn of the event loop is over, or once the
 * query in flight has answered, and serves every request that arrived before it started. Under load
 * that is one small prepared query per round trip to the database, not one per request. On PGlite,
 * which only this process can reach, the state is read again only after some other statement finished.
 */
export class CacheStateReader {
  readonly #db: Queryable & Pick<Database, 'statementsDone'>
  /** The query that has not started yet: every request arriving now joins it. */
  #next: Promise<CacheState> | null = null
  /** The query started and not yet answered. */
  #inFlight: Promise<CacheState> | null = null
  /** On PGlite: the last state read, and the statements done when it was read. */
  #known: { state: CacheState; statements: number } | null = null

  constructor(db: Queryable & Pick<Database, 'statementsDone'>) {
    this.#db = db
  }

  read(): Promise<CacheState> {
    // PGlite: no statement has finished since the last read (its own included), so nothing changed.
    if (this.#known && this.#known.statements === this.#db.statementsDone?.()) return Promise.resolve(this.#known.state)
    if (this.#next) return this.#next
    const after = this.#inFlight ? this.#inFlight.then(ignore, ignore) : new Promise<void>((resolve) => setImmediate(resolve))
    const next = after.then(() => {
      this.#next = null
      const query = this.#query()
      this.#inFlight = query
      const done = () => {
        if (this.#inFlight === query) this.#inFlight = null
      }
      query.then(done, done)
      return query
    })
    this.#next = next
    return next
  }

  async #query(): Promise<CacheState> {
    const [row] = await this.#db.query<StateRow>(STATE_QUERY, [], 'cache_state')
    if (!row) throw new Error('The cache_version or maintenance row is missing; are the migrations applied?')
    const versions = Object.fromEntries(CACHE_SCOPES.map((scope) => [scope, Number(row[scope])])) as Record<CacheScope, number>
    const state = { versions, maintenance: row.enabled }
    const statements = this.#db.statementsDone?.()
    this.#known = statements === undefined ? null : { state, statements }
    return state
  }
}

function ignore(): void {}
