import * as v from 'valibot'

/**
 * Rows come back from IndexedDB as whatever an earlier version of the app (or a broken write)
 * left there. Each is parsed with the contract's schema; a row that does not parse is dropped
 * and logged, so a screen shows what is good instead of crashing.
 */
export function parseStored<S extends v.GenericSchema>(schema: S, data: unknown, where: string): v.InferOutput<S> | undefined {
  if (data === undefined) return undefined
  const parsed = v.safeParse(schema, data)
  if (parsed.success) return parsed.output
  console.warn(`dropped a stored ${where} that does not match its schema`, v.flatten(parsed.issues))
  return undefined
}

export function parseStoredList<S extends v.GenericSchema>(schema: S, rows: readonly unknown[], where: string): v.InferOutput<S>[] {
  const good: v.InferOutput<S>[] = []
  for (const row of rows) {
    const parsed = parseStored(schema, row, where)
    if (parsed !== undefined) good.push(parsed)
  }
  return good
}
