/**
 * Problems with the browser's storage that the player should hear about: a full disk, a lost or
 * refused IndexedDB connection, another tab upgrading the database. Kept free of Dexie so the
 * layout can listen without loading it.
 */
export type StorageProblem = 'quota' | 'unavailable' | 'upgradedElsewhere'

type Listener = (problem: StorageProblem | null) => void
const listeners = new Set<Listener>()
let current: StorageProblem | null = null

function nameOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string' ? error.name : undefined
}

/** Dexie wraps the browser's error: the quota error may be the error itself or its `inner`. */
export function storageProblemOf(error: unknown): Exclude<StorageProblem, 'upgradedElsewhere'> | undefined {
  const inner = typeof error === 'object' && error !== null && 'inner' in error ? error.inner : undefined
  const names = [nameOf(error), nameOf(inner)]
  if (names.includes('QuotaExceededError')) return 'quota'
  const lost = ['DatabaseClosedError', 'InvalidStateError', 'UnknownError', 'OpenFailedError', 'MissingAPIError', 'VersionChangeError', 'AbortError']
  if (names.some((name) => name !== undefined && lost.includes(name))) return 'unavailable'
  return undefined
}

export function reportStorageProblem(problem: StorageProblem): void {
  // The upgrade in another tab outranks the rest: only a reload helps then.
  if (current === 'upgradedElsewhere') return
  current = problem
  for (const listener of listeners) listener(problem)
}

/**
 * Reports a storage failure the player should know about and answers whether it was one;
 * other errors are left to the caller.
 */
export function reportIfStorageError(error: unknown): boolean {
  const problem = storageProblemOf(error)
  if (!problem) return false
  console.error('storage failed', error)
  reportStorageProblem(problem)
  return true
}

export function currentStorageProblem(): StorageProblem | null {
  return current
}

export function dismissStorageProblem(): void {
  if (current === 'upgradedElsewhere') return
  current = null
  for (const listener of listeners) listener(null)
}

export function onStorageProblem(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
