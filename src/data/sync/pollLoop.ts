import { POLL_TICK_MS } from './polling.ts'

/**
 * The loop around the polling step (src/data/sync/polling.ts): a tick every 5 s that polls when a
 * poll is due, never two at once, only while the page is visible (and at once when it shows
 * again), and only in the one tab that leads: with several tabs open, one poller runs, not one per
 * tab. What it touches of the browser is handed in, so tests drive it with fakes and fake timers.
 */
export type PollLoopDeps = {
  /** Whether a poll is due now (enabled, and the interval since the last one has passed). */
  isDue(): boolean
  /** One poll; its failures are only logged. */
  poll(): Promise<void>
  isVisible(): boolean
  /** Calls `listener` when the page shows again; answers the unsubscribe. */
  onVisible(listener: () => void): () => void
  /** Calls `onLeader` once this tab leads the polling; answers the release. */
  lead(onLeader: () => void): () => void
  tickMs?: number
}

/** Starts the loop; answers its stop. */
export function startPollLoop(deps: PollLoopDeps): () => void {
  let stopped = false
  let leading = false
  let running = false
  const tick = async () => {
    if (stopped || !leading || running || !deps.isVisible() || !deps.isDue()) return
    running = true
    try {
      await deps.poll()
    } catch (error) {
      console.warn('poll failed', error)
    } finally {
      running = false
    }
  }
  const release = deps.lead(() => {
    leading = true
    void tick()
  })
  const timer = setInterval(() => void tick(), deps.tickMs ?? POLL_TICK_MS)
  const unsubscribe = deps.onVisible(() => void tick())
  return () => {
    stopped = true
    clearInterval(timer)
    unsubscribe()
    release()
  }
}

/**
 * Leadership across the tabs of this origin by a Web Lock: the tab holding the lock polls; when it
 * closes, the browser hands the lock to a waiting tab. Without Web Locks every tab leads.
 */
export function webLockLeadership(name: string): PollLoopDeps['lead'] {
  return (onLeader) => {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
    if (!locks) {
      onLeader()
      return () => undefined
    }
    const controller = new AbortController()
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    locks
      .request(name, { signal: controller.signal }, async () => {
        onLeader()
        await held
      })
      .catch(() => undefined)
    return () => {
      controller.abort()
      release()
    }
  }
}

/** The page's visibility, for the loop. */
export const documentVisibility = {
  isVisible: () => document.visibilityState !== 'hidden',
  onVisible(listener: () => void): () => void {
    const handler = () => {
      if (document.visibilityState === 'visible') listener()
    }
    document.addEventListener('visibilitychange', handler)
    return () => document.removeEventListener('visibilitychange', handler)
  },
}
