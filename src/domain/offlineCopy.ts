/** Set by the service worker on a mirrored read it answered from IndexedDB: when that copy was synced. */
export const OFFLINE_COPY_HEADER = 'X-Offline-Synced-At'
