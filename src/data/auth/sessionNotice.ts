/**
 * A one-time notice about the session that the next screen shows (after an automatic sign-out,
 * a deleted account or a sign-in that found no registered player).
 */
export type SessionNotice = 'signedOut' | 'inactive' | 'accountDeleted' | 'accountNotRegistered'

type Listener = (notice: SessionNotice | null) => void

let current: SessionNotice | null = null
const listeners = new Set<Listener>()

export function postSessionNotice(notice: SessionNotice | null): void {
  current = notice
  for (const listener of listeners) listener(current)
}

export function currentSessionNotice(): SessionNotice | null {
  return current
}

export function subscribeSessionNotice(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
