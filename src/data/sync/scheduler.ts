/**
 * The app's one clock (issue 33): the poll of spec section 4, the write queue's retries, the entry's
 * 5-second refresh and the kiosk's line all run as jobs here instead of each keeping a timer. One
 * tick a second looks at each job: it runs when due, never two runs of one job at once, only while
 * the page is visible (and at once when it shows again or the network comes back) and, unless
 * `offline` says so, only online.
 *
 * - `app` jobs (the poll, the write queue) run in the one tab that leads, chosen by a Web Lock:
 *   with several tabs open, one poller, not one per tab.
 * - `screen` jobs (a screen's refresh) run in the tab that shows the screen, while it is mounted.
 *
 * What it touches of the browser is handed in, so tests drive it with fakes and fake timers.
 */

export type ScheduledJob = {
  readonly name: string
  readonly scope: 'app' | 'screen'
  /** Whether a run is due, given when the last run started (null: never, or woken). */
  readonly due: (lastRunAt: number | null, now: number) => boolean
  /** One run; its failures are only logged. */
  readonly run: () => Promise<void>
  /** Runs offline too (default: only while the browser says it is online). */
  readonly offline?: boolean
}

export type SchedulerDeps = {
  now(): number
  isVisible(): boolean
  /** Calls `listener` when the page shows again; answers the unsubscribe. */
  onVisible(listener: () => void): () => void
  isOnline(): boolean
  onOnline(listener: () => void): () => void
  /** Calls `onLeader` once this tab leads the app jobs; answers the release. */
  lead(onLeader: () => void): () => void
  tickMs?: number
}

export const SCHEDULER_TICK_MS = 1_000

/** Due every `ms` from the start of the last run, and at once the first time. */
export function every(ms: number): ScheduledJob['due'] {
  return (lastRunAt, now) => lastRunAt === null || now - lastRunAt >= ms
}

type JobState = { job: ScheduledJob; lastRunAt: number | null; running: boolean }

export type Scheduler = {
  /** Adds a job; answers its removal. A job with the name of one already there replaces it. */
  add(job: ScheduledJob): () => void
  /** Makes the named job due now (a screen opened, a write queued) and ticks. */
  wake(name: string): void
  stop(): void
}

export function createScheduler(deps: SchedulerDeps): Scheduler {
  const jobs = new Map<string, JobState>()
  let leading = false
  let release: (() => void) | null = null
  let timer: ReturnType<typeof setInterval> | null = null
  const unsubscribers: (() => void)[] = []

  const runJob = async (state: JobState) => {
    state.running = true
    state.lastRunAt = deps.now()
    try {
      await state.job.run()
    } catch (error) {
      console.warn(`${state.job.name} failed`, error)
    } finally {
      state.running = false
    }
  }

  const tick = () => {
    if (!deps.isVisible()) return
    const online = deps.isOnline()
    const now = deps.now()
    for (const state of jobs.values()) {
      if (state.running) continue
      if (state.job.scope === 'app' && !leading) continue
      if (!online && !state.job.offline) continue
      if (state.job.due(state.lastRunAt, now)) void runJob(state)
    }
  }

  const start = () => {
    if (timer !== null) return
    timer = setInterval(tick, deps.tickMs ?? SCHEDULER_TICK_MS)
    unsubscribers.push(deps.onVisible(tick), deps.onOnline(tick))
  }

  const stopClock = () => {
    if (timer !== null) clearInterval(timer)
    timer = null
    for (const unsubscribe of unsubscribers.splice(0)) unsubscribe()
    release?.()
    release = null
    leading = false
  }

  return {
    add(job) {
      const state: JobState = { job, lastRunAt: null, running: false }
      jobs.set(job.name, state)
      start()
      if (job.scope === 'app' && release === null) {
        release = deps.lead(() => {
          leading = true
          tick()
        })
      }
      tick()
      return () => {
        if (jobs.get(job.name) === state) jobs.delete(job.name)
        if (jobs.size === 0) stopClock()
      }
    },
    wake(name) {
      const state = jobs.get(name)
      if (!state) return
      state.lastRunAt = null
      tick()
    },
    stop() {
      jobs.clear()
      stopClock()
    },
  }
}

/**
 * Leadership across the tabs of this origin by a Web Lock: the tab holding the lock runs the app
 * jobs; when it closes, the browser hands the lock to a waiting tab. Without Web Locks every tab leads.
 */
export function webLockLeadership(name: string): SchedulerDeps['lead'] {
  return (onLeader) => {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
    if (!locks) {
      onLeader()
      return () => undefined
    }
    const controller = new AbortController()
    let releaseLock: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      releaseLock = resolve
    })
    locks
      .request(name, { signal: controller.signal }, async () => {
        onLeader()
        await held
      })
      .catch(() => undefined)
    return () => {
      controller.abort()
      releaseLock()
    }
  }
}

/** The page's visibility and network, for the scheduler. */
export const browserConditions = {
  isVisible: () => document.visibilityState !== 'hidden',
  onVisible(listener: () => void): () => void {
    const handler = () => {
      if (document.visibilityState === 'visible') listener()
    }
    document.addEventListener('visibilitychange', handler)
    return () => document.removeEventListener('visibilitychange', handler)
  },
  isOnline: () => navigator.onLine !== false,
  onOnline(listener: () => void): () => void {
    window.addEventListener('online', listener)
    return () => window.removeEventListener('online', listener)
  },
}

let appScheduler: Scheduler | null = null

/** The app's scheduler (one per tab). */
export function scheduler(): Scheduler {
  appScheduler ??= createScheduler({ now: Date.now, ...browserConditions, lead: webLockLeadership('dp-scheduler') })
  return appScheduler
}
