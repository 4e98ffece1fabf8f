import { every, scheduler } from './scheduler.ts'
import { requestDelivery } from './writeDelivery.ts'

/** While writes wait, the app asks for their delivery this often (a server's passing failure is retried). */
export const REDELIVER_EVERY_MS = 15_000

let watching = false

/**
 * While a player is signed in: deliver now, whenever the browser comes back online, and every 15 s
 * while writes wait (a job of the app's one clock, in the leading tab).
 */
export function startWriteDelivery(): void {
  if (watching) return
  watching = true
  window.addEventListener('online', () => void requestDelivery())
  scheduler().add({ name: 'writeQueue', scope: 'app', due: every(REDELIVER_EVERY_MS), run: requestDelivery })
}
