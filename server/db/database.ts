/** What server code needs from a database; implemented over PGlite and over a `pg` pool. */
export type Queryable = {
  /** `name` prepares the statement once per connection where the database supports it (PostgreSQL). */
  query<T>(sql: string, params?: unknown[], name?: string): Promise<T[]>
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>
}

export type Database = Queryable & {
  readonly kind: 'pglite' | 'postgres'
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>
  close(): Promise<void>
  /**
   * Only for a database no other process can write (PGlite): how many statements and transactions
   * have finished through this handle. Unchanged, nothing can have changed (server/cache/).
   */
  statementsDone?: () => number
  /** A pool's figures for /metrics (PostgreSQL): connections open, idle, and requests waiting for one. */
  poolStats?: () => { total: number; idle: number; waiting: number; max: number }
}

export type DatabaseOptions = {
  /** PostgreSQL connection string; PGlite under `dataDir` when absent. */
  databaseUrl?: string
  dataDir: string
}
