import { useEffect, useEffectEvent } from 'react'
import { useOnline } from '../../data/repositories/localFirst.ts'
import { documentVisibility } from '../../data/sync/pollLoop.ts'

/** The refresh of the entry's waiting screens (spec section 4: every 5 s while fast). */
export const ENTRY_REFRESH_MS = 5_000

/**
 * Runs `tick` at once and then every `everyMs` while `enabled`, the device is online and the page
 * is visible; a tick never overlaps the previous one. Errors are the tick's own business.
 */
export function useEvery(tick: () => Promise<void>, everyMs: number, enabled: boolean): void {
  const online = useOnline()
  const onTick = useEffectEvent(tick)
  useEffect(() => {
    if (!enabled || !online) return
    let live = true
    let running = false
    const run = async () => {
      if (running || !documentVisibility.isVisible()) return
      running = true
      try {
        await onTick()
      } finally {
        running = false
      }
    }
    void run()
    const timer = window.setInterval(() => {
      if (live) void run()
    }, everyMs)
    const stopWatching = documentVisibility.onVisible(() => void run())
    return () => {
      live = false
      window.clearInterval(timer)
      stopWatching()
    }
  }, [enabled, online, everyMs])
}
