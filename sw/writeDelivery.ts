/// <reference lib="webworker" />
import { WRITE_QUEUE_SYNC_TAG } from '../src/data/sync/syncTags.ts'
import { type DeliveryReport, deliverQueue, fetchSender, storedDeliveryAuth } from '../src/data/sync/writeQueue.ts'

/**
 * The worker delivers the app's write queue (src/data/sync/writeQueue.ts): on the Background Sync
 * event the page registers when it queues a write (the browser fires it once the network is there,
 * even with every tab closed), and whenever the worker starts. It sends with the token the page
 * last kept; once that has expired, what waits stays for the page's next delivery.
 */

declare const self: ServiceWorkerGlobalScope

/** The Background Sync event (not in TypeScript's worker library yet). */
type SyncEvent = ExtendableEvent & { readonly tag: string; readonly lastChance: boolean }

const workerSender = fetchSender(() => storedDeliveryAuth())

export function deliverFromWorker(): Promise<DeliveryReport> {
  return deliverQueue(workerSender)
}

/** Delivers on the sync event; a delivery cut short by the network fails the event, so the browser tries again later. */
export function listenForWriteSync(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent
    if (sync.tag !== WRITE_QUEUE_SYNC_TAG) return
    sync.waitUntil(
      deliverFromWorker().then((report) => {
        if (report.unreachable) throw new Error('the server could not be reached; the queue waits')
      }),
    )
  })
  // Whenever the worker starts (a page opened, a push, a sync): whatever waits goes, if it can.
  void deliverFromWorker().catch((error: unknown) => console.warn('write queue', error))
}
