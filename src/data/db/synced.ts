/** A stored value and when it was last refreshed from the server (ms since the epoch). */
export type Synced<T> = { readonly value: T; readonly syncedAt: number }
