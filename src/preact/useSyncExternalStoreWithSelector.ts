import { useDebugValue, useEffect, useMemo, useRef, useSyncExternalStore } from 'react'

/**
 * `use-sync-external-store/shim/with-selector` (what the router's store reads) as an ES module on
 * the renderer's own `useSyncExternalStore`: the package is CommonJS that requires React, which
 * neither Preact's aliases nor the tests' module loader can point at preact/compat. Same logic as
 * React's shim: the selection is kept while the snapshot is the same or `isEqual` says it did not change.
 */
export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const instance = useRef<{ hasValue: boolean; value: Selection | null }>({ hasValue: false, value: null }).current
  const [getSelection, getServerSelection] = useMemo(() => {
    let hasMemo = false
    let memoizedSnapshot: Snapshot
    let memoizedSelection: Selection
    const memoizedSelector = (nextSnapshot: Snapshot): Selection => {
      if (!hasMemo) {
        hasMemo = true
        memoizedSnapshot = nextSnapshot
        const nextSelection = selector(nextSnapshot)
        if (isEqual !== undefined && instance.hasValue) {
          const current = instance.value as Selection
          if (isEqual(current, nextSelection)) {
            memoizedSelection = current
            return current
          }
        }
        memoizedSelection = nextSelection
        return nextSelection
      }
      if (Object.is(memoizedSnapshot, nextSnapshot)) return memoizedSelection
      const nextSelection = selector(nextSnapshot)
      if (isEqual?.(memoizedSelection, nextSelection)) {
        memoizedSnapshot = nextSnapshot
        return memoizedSelection
      }
      memoizedSnapshot = nextSnapshot
      memoizedSelection = nextSelection
      return nextSelection
    }
    const serverSnapshot = getServerSnapshot ?? undefined
    return [() => memoizedSelector(getSnapshot()), serverSnapshot === undefined ? undefined : () => memoizedSelector(serverSnapshot())]
  }, [getSnapshot, getServerSnapshot, selector, isEqual, instance])
  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection)
  useEffect(() => {
    instance.hasValue = true
    instance.value = value
  }, [value, instance])
  useDebugValue(value)
  return value
}
