import { isOffline } from '../api/client.ts'
import { clearPlayerTables } from '../db/database.ts'
import { deliverFromPage } from '../sync/writeDelivery.ts'
import { turnOffPush } from './pushRepository.ts'

/** How long a sign-out waits for its last requests (queued writes, the push subscription) first. */
const LAST_REQUESTS_MS = 3_000

/**
 * The sign-out's steps past the first load's code (loaded when a player signs out): queued writes
 * (message read...) get one short chance to reach the server; this device stops receiving the
 * player's notifications (the next player opts in for their own; offline, the subscription ends on
 * the device and the push service forgets it); then the player's rows go.
 */
export async function finishSignOut(): Promise<void> {
  const timeout = new Promise((resolve) => setTimeout(resolve, LAST_REQUESTS_MS))
  const lastRequests = Promise.all([isOffline() ? undefined : deliverFromPage().catch(() => undefined), turnOffPush().catch(() => undefined)])
  await Promise.race([lastRequests, timeout])
  await clearPlayerTables()
}
