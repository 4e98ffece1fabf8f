import type { Database } from '../../../server/db/database.ts'

/** A database whose every call fails, for tests that must not reach it. */
export function failingDatabase(message = 'database unavailable'): Database {
  const failure = () => Promise.reject(new Error(message))
  return { kind: 'pglite', query: failure, exec: failure, transaction: failure, close: async () => {} }
}
