/**
 * Whether the update dialog shows: set by the page side of the service worker (serviceWorker.ts,
 * loaded after the first screen), read by the app shell, which loads the dialog only then.
 */

type Listener = () => void

let visible = false
const listeners = new Set<Listener>()

/** Whether the update dialog should show now (a version waits and the player was not asked yet). */
export function updatePromptVisible(): boolean {
  return visible
}

export function subscribeToUpdates(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function setUpdatePromptVisible(next: boolean): void {
  if (next === visible) return
  visible = next
  for (const listener of listeners) listener()
}
