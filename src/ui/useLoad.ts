import { useEffect, useState } from 'react'

export type LoadState<T> = { kind: 'loading' } | { kind: 'loaded'; value: T } | { kind: 'failed'; error: unknown }

/**
 * Runs `load` once when the screen mounts and follows it through loading, loaded and failed;
 * a result that arrives after the screen has gone is dropped.
 */
export function useLoad<T>(load: () => Promise<T>): LoadState<T> {
  const [state, setState] = useState<LoadState<T>>({ kind: 'loading' })
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per mount, like a page load
  useEffect(() => {
    let live = true
    load().then(
      (value) => live && setState({ kind: 'loaded', value }),
      (error: unknown) => live && setState({ kind: 'failed', error }),
    )
    return () => {
      live = false
    }
  }, [])
  return state
}
