/** The Background Sync tag the service worker delivers the write queue on (shared by page and worker). */
export const WRITE_QUEUE_SYNC_TAG = 'write-queue'
