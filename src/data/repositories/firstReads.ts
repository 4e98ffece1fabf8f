/**
 * Local-first reads whose first answer from IndexedDB has not come yet. Start-up waits for them
 * before it loads the heavy code (identity provider, service worker), so a stored copy is drawn
 * first: loading that code while IndexedDB answers would only put the player's data behind it.
 * No imports: the entry chunk uses this without pulling Dexie in.
 */
let pending = 0
const waiting = new Set<() => void>()

/** Notes a read that has begun; the function answered ends it (once, whatever it is called again). */
export function beginStoredRead(): () => void {
  pending += 1
  let ended = false
  return () => {
    if (ended) return
    ended = true
    pending -= 1
    if (pending > 0) return
    for (const resolve of waiting) resolve()
    waiting.clear()
  }
}

/** Resolves once no first read is waiting for IndexedDB. */
export function storedReadsAnswered(): Promise<void> {
  if (pending === 0) return Promise.resolve()
  return new Promise((resolve) => waiting.add(resolve))
}
