import { isInactive } from '../../domain/inactivity.ts'
import { renewCardAvatar } from './cardAvatarCookie.ts'

const LAST_OPERATION_KEY = 'dp.lastOperationAt'
/** Writing on every key press is wasteful; one write per this interval is exact enough. */
const TOUCH_THROTTLE_MS = 5_000

let lastWrite = 0

function read(): number | undefined {
  try {
    const raw = localStorage.getItem(LAST_OPERATION_KEY)
    return raw === null ? undefined : Number(raw)
  } catch {
    return undefined
  }
}

/** Records an operation by the user (a navigation, a tap, a key press). */
export function touchActivity(now = Date.now(), force = false): void {
  if (!force && now - lastWrite < TOUCH_THROTTLE_MS) return
  lastWrite = now
  try {
    localStorage.setItem(LAST_OPERATION_KEY, String(now))
  } catch {
    // Storage unavailable: the timer then only covers this page's lifetime.
  }
  // In a task of its own: the cookie is read and written through the browser process, and at
  // start-up this runs in the same task as the first screen's code.
  setTimeout(renewCardAvatar, 0)
}

/** True when the gap since the last recorded operation exceeds the timeout. */
export function inactivityExpired(timeoutMinutes: number, now = Date.now()): boolean {
  return isInactive(read(), now, timeoutMinutes)
}

export function watchActivity(target: Window = window): () => void {
  const onOperation = () => touchActivity()
  const events = ['pointerdown', 'keydown'] as const
  for (const name of events) target.addEventListener(name, onOperation, { passive: true })
  return () => {
    for (const name of events) target.removeEventListener(name, onOperation)
  }
}
