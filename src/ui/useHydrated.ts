import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while React draws on the server (the build's pre-render) and while the page hydrates what
 * the server drew; true in every render after that. What a screen draws from the clock (today's
 * date) waits for it: the frame was drawn on another day, and hydration must find the same markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
