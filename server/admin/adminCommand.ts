import type { Database } from '../db/database.ts'

/** Wrong arguments: the CLI prints the message and the usage, and exits with code 2. */
export class UsageError extends Error {}

/** A request the CLI can make through the running server's admin endpoint or straight on the database. */
export type AdminRequest<T> = {
  /** Path under /api/v1/admin, e.g. `/maintenance`. */
  endpoint: string
  body: unknown
  direct(db: Database): Promise<T>
}

export type AdminContext = {
  perform<T>(request: AdminRequest<T>): Promise<{ data: T; via: string }>
  print(line: string): void
}

export type AdminCommand = {
  name: string
  /** Lines shown in the usage text. */
  usage: string[]
  run(args: string[], context: AdminContext): Promise<void>
}
