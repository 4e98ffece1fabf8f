import { BatchedRead } from '../db/batchedRead.ts'
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
 * Reads the state once for many requests, and never too early for any of them: the requests
 * arriving while no query waits to start share the next one, which starts after they arrived
 * (server/db/batchedRead.ts), so a write acknowledged before a request (by any instance) is always
 * seen. Under load that is one small prepared query per round trip to the database, not one per
 * request. On PGlite, which only this process can reach, the state is read again only after some
 * other statement finished.
 */
export class CacheStateReader {
  readonly #db: Queryable & Pick<Database, 'statementsDone'>
  readonly #reads = new BatchedRead<'state', CacheState>(async () => new Map([['state', await this.#query()]]))
  /** On PGlite: the last state read, and the statements done when it was read. */
  #known: { state: CacheState; statements: number } | null = null

  constructor(db: Queryable & Pick<Database, 'statementsDone'>) {
    this.#db = db
  }

  async read(): Promise<CacheState> {
    // PGlite: no statement has finished since the last read (its own included), so nothing changed.
    if (this.#known && this.#known.statements === this.#db.statementsDone?.()) return this.#known.state
    const state = await this.#reads.get('state')
    if (!state) throw new Error('the cache state query answered nothing')
    return state
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
