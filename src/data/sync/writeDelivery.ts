import type { Table } from 'dexie'
import { appConfig } from '../../config.ts'
import { isOffline } from '../api/client.ts'
import { session } from '../auth/session.ts'
import { db } from '../db/database.ts'
import { reportIfStorageError } from '../storageHealth.ts'
import { WRITE_QUEUE_SYNC_TAG } from './syncTags.ts'
import { DELIVERY_AUTH_KEY, type DeliveryAuth, type DeliveryReport, deliverQueue, fetchSender, type NewWrite, putInQueue, type QueuedWrite, tokenExpiry } from './writeQueue.ts'

/**
 * The page's side of the write queue (writeQueue.ts): queue a write with its local change, keep the
 * token the service worker sends with, and ask the worker to deliver (Background Sync). Where the
 * browser has no Background Sync, or no worker controls the page yet, the page delivers itself.
 */

type SyncCapableRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }

/** Sends with the session's own token: the page's delivery. */
const pageSender = fetchSender(async () => ({ apiBase: appConfig.apiBase, token: (await session.token()) ?? null, expiresAt: null }))

/** The worker's registration when it can deliver by Background Sync, else undefined. */
async function backgroundSync(): Promise<SyncCapableRegistration | undefined> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return undefined
  const registration = (await navigator.serviceWorker.getRegistration()) as SyncCapableRegistration | undefined
  return registration?.active && registration.sync ? registration : undefined
}

/** Keeps the signed-in player's current token where the worker reads it (it is valid for about an hour). */
async function rememberDeliveryAuth(): Promise<void> {
  const token = session.isSignedIn() ? ((await session.token()) ?? null) : null
  const auth: DeliveryAuth = { apiBase: appConfig.apiBase, token, expiresAt: tokenExpiry(token) }
  await db.player.put({ key: DELIVERY_AUTH_KEY, data: auth, syncedAt: Date.now() })
}

/** The page sends the queue itself (no Background Sync, or a last chance at sign-out). */
export function deliverFromPage(): Promise<DeliveryReport> {
  return deliverQueue(pageSender)
}

/**
 * Has what waits delivered: by the worker's Background Sync when the browser has it (the browser
 * fires it once the network is there, even after the tab closed), else by the page when online:
 * also where Background Sync is refused.
 */
export async function requestDelivery(): Promise<void> {
  try {
    if (session.isRestoring()) await session.ready()
    if (!session.isSignedIn()) return
    if ((await db.outbox.where('state').equals('pending').count()) === 0) return
    await rememberDeliveryAuth()
    const registration = await backgroundSync()
    // Refused where a visitor blocked Background Sync in the site's settings: then the page sends.
    const registered = await registration?.sync?.register(WRITE_QUEUE_SYNC_TAG).then(
      () => true,
      () => false,
    )
    if (!registered && !isOffline()) await deliverFromPage()
  } catch (error) {
    if (!reportIfStorageError(error)) console.warn('could not deliver the queued writes', error)
  }
}

/**
 * Queues `write` and runs `applyLocally` in the same transaction (over `tables`), so the screen
 * shows the change and the queue holds it, or neither; then asks for its delivery.
 */
export async function queueWrite(write: NewWrite, tables: readonly Table[] = [], applyLocally?: () => Promise<void>): Promise<QueuedWrite> {
  let row: QueuedWrite
  try {
    row = await db.transaction('rw', [db.outbox, ...tables], async () => {
      const queued = await putInQueue(write)
      await applyLocally?.()
      return queued
    })
  } catch (error) {
    reportIfStorageError(error)
    throw error
  }
  void requestDelivery()
  return row
}
