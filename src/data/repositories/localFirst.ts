import { liveQuery } from 'dexie'
import { useEffect, useState } from 'react'
import { isNetworkFailure, isOffline } from '../api/client.ts'
import type { Synced } from '../db/synced.ts'
import { reportIfStorageError } from '../storageHealth.ts'
import { beginStoredRead } from './firstReads.ts'

export type { Synced }

/** What a screen shows: the stored copy at once, then the refreshed one. */
export type LocalFirstView<T> = {
  /** The stored value; undefined until the first read, or when nothing was ever stored. */
  readonly value: T | undefined
  readonly syncedAt: number | undefined
  /** The first read of the stored copy has not answered yet. */
  readonly reading: boolean
  readonly refreshing: boolean
  /** Why the last refresh failed (network or server); the stored value may still be shown. */
  readonly error: unknown
  /** The server could not be reached: what shows is the stored copy. */
  readonly offline: boolean
}

/**
 * Follows a Dexie query: the callback runs again whenever a table it read changes, in this tab or
 * another. `read` must use only Dexie calls (liveQuery tracks them).
 */
export function useLiveRead<T>(read: () => Promise<T>, key: string): { value: T | undefined; reading: boolean } {
  const [state, setState] = useState<{ value: T | undefined; reading: boolean }>({ value: undefined, reading: true })
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names everything the query depends on
  useEffect(() => {
    const answered = beginStoredRead()
    const subscription = liveQuery(read).subscribe({
      next: (value) => {
        setState({ value, reading: false })
        answered()
      },
      error: (error: unknown) => {
        if (!reportIfStorageError(error)) console.error('could not read stored data', error)
        setState((current) => ({ ...current, reading: false }))
        answered()
      },
    })
    return () => {
      subscription.unsubscribe()
      answered()
    }
  }, [key])
  return state
}

/** Whether the browser says it has a network; follows the online and offline events. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => !isOffline())
  useEffect(() => {
    const update = () => setOnline(!isOffline())
    window.addEventListener('online', update)
    window.addEventListener('offline', update)
    return () => {
      window.removeEventListener('online', update)
      window.removeEventListener('offline', update)
    }
  }, [])
  return online
}

type RefreshState = { refreshing: boolean; error: unknown; unreachable: boolean }

/** Runs `refresh` on mount and again whenever the network comes back. */
function useRefresh(refresh: () => Promise<void>, key: string, online: boolean): RefreshState {
  const [state, setState] = useState<RefreshState>({ refreshing: true, error: undefined, unreachable: false })
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names everything the refresh depends on; `online` reruns it on reconnect
  useEffect(() => {
    if (!online) {
      setState({ refreshing: false, error: undefined, unreachable: true })
      return
    }
    let live = true
    setState((current) => ({ ...current, refreshing: true }))
    refresh().then(
      () => live && setState({ refreshing: false, error: undefined, unreachable: false }),
      (error: unknown) => {
        if (!reportIfStorageError(error) && !isNetworkFailure(error)) console.warn('refresh failed', error)
        if (live) setState({ refreshing: false, error, unreachable: isNetworkFailure(error) })
      },
    )
    return () => {
      live = false
    }
  }, [online, key])
  return state
}

/**
 * The local-first read of one aggregate: renders from IndexedDB at once, refreshes from the API
 * (which writes into IndexedDB, so the live read picks the new copy up) on mount and on
 * reconnect, and says when the copy shown could not be refreshed.
 */
export function useLocalFirst<T>(
  read: () => Promise<Synced<T> | undefined>,
  refresh: () => Promise<void>,
  /** Names everything `read` and `refresh` depend on: a new key reads and refreshes again. */
  key = '',
): LocalFirstView<T> {
  const online = useOnline()
  const stored = useLiveRead(read, key)
  const refreshed = useRefresh(refresh, key, online)
  return {
    value: stored.value?.value,
    syncedAt: stored.value?.syncedAt,
    reading: stored.reading,
    refreshing: refreshed.refreshing,
    error: refreshed.error,
    offline: !online || refreshed.unreachable,
  }
}
