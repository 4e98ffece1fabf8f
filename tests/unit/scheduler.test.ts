import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createScheduler, every, type ScheduledJob, webLockLeadership } from '../../src/data/sync/scheduler.ts'

/** A scheduler over fakes: leadership given by hand, visibility and network switched by the test. */
function harness(options: { visible?: boolean; online?: boolean; leads?: boolean } = {}) {
  const world = { visible: options.visible ?? true, online: options.online ?? true, released: false, leadRequests: 0 }
  let becomeLeader: () => void = () => undefined
  const visibleListeners = new Set<() => void>()
  const onlineListeners = new Set<() => void>()
  const scheduler = createScheduler({
    tickMs: 1_000,
    now: Date.now,
    isVisible: () => world.visible,
    onVisible: (listener) => {
      visibleListeners.add(listener)
      return () => visibleListeners.delete(listener)
    },
    isOnline: () => world.online,
    onOnline: (listener) => {
      onlineListeners.add(listener)
      return () => onlineListeners.delete(listener)
    },
    lead: (onLeader) => {
      world.leadRequests += 1
      becomeLeader = onLeader
      if (options.leads ?? true) onLeader()
      return () => {
        world.released = true
      }
    },
  })
  const show = () => {
    world.visible = true
    for (const listener of visibleListeners) listener()
  }
  const reconnect = () => {
    world.online = true
    for (const listener of onlineListeners) listener()
  }
  return { world, scheduler, show, reconnect, lead: () => becomeLeader(), listeners: () => visibleListeners.size + onlineListeners.size }
}

/** A job that counts its runs; `hang` makes a run never end (a request hanging on a weak signal). */
function counted(name: string, scope: ScheduledJob['scope'], everyMs: number, extra: Partial<ScheduledJob> & { hang?: boolean } = {}) {
  const job = {
    runs: 0,
    spec: {
      name,
      scope,
      due: every(everyMs),
      run: async () => {
        job.runs += 1
        if (extra.hang) await new Promise<void>(() => undefined)
      },
      ...extra,
    } satisfies ScheduledJob,
  }
  return job
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the app’s one clock', () => {
  it('runs a job at once, then each time it is due; a job whose rule says no waits', async () => {
    const { scheduler } = harness()
    const poll = counted('poll', 'app', 5_000)
    let enabled = true
    const gated = counted('gated', 'app', 1_000, { due: () => enabled })
    scheduler.add(poll.spec)
    scheduler.add({ ...gated.spec, run: gated.spec.run })
    await vi.advanceTimersByTimeAsync(0)
    expect(poll.runs).toBe(1)
    await vi.advanceTimersByTimeAsync(15_000)
    expect(poll.runs).toBe(4)
    const gatedRuns = gated.runs
    enabled = false
    await vi.advanceTimersByTimeAsync(10_000)
    expect(gated.runs).toBe(gatedRuns)
    scheduler.stop()
  })

  it('runs app jobs only in the tab that leads, and screen jobs in any tab', async () => {
    const { scheduler, lead } = harness({ leads: false })
    const poll = counted('poll', 'app', 5_000)
    const screen = counted('entry', 'screen', 5_000)
    scheduler.add(poll.spec)
    scheduler.add(screen.spec)
    await vi.advanceTimersByTimeAsync(20_000)
    expect(poll.runs).toBe(0)
    expect(screen.runs).toBe(5)
    lead()
    await vi.advanceTimersByTimeAsync(0)
    expect(poll.runs).toBe(1)
    scheduler.stop()
  })

  it.each([
    ['while the page is hidden (everything waits), and runs at once when it shows', { visible: false }, 'show', 0],
    ['offline (only jobs that work offline run), and runs at once when back online', { online: false }, 'reconnect', 3],
  ] as const)('waits %s', async (_name, conditions, resume, offlineRuns) => {
    const world = harness(conditions)
    const poll = counted('poll', 'app', 5_000)
    const local = counted('local', 'screen', 5_000, { offline: true })
    world.scheduler.add(poll.spec)
    world.scheduler.add(local.spec)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(poll.runs).toBe(0)
    expect(local.runs).toBe(offlineRuns)
    world[resume]()
    await vi.advanceTimersByTimeAsync(0)
    expect(poll.runs).toBe(1)
    world.scheduler.stop()
  })

  it('never runs two runs of one job at once', async () => {
    const { scheduler } = harness()
    const hanging = counted('poll', 'app', 1_000, { hang: true })
    scheduler.add(hanging.spec)
    await vi.advanceTimersByTimeAsync(20_000)
    expect(hanging.runs).toBe(1)
    scheduler.stop()
  })

  it('a failed run is only logged and the clock goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { scheduler } = harness()
    let runs = 0
    scheduler.add({
      name: 'poll',
      scope: 'app',
      due: every(5_000),
      run: async () => {
        runs += 1
        throw new Error('offline')
      },
    })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(runs).toBe(3)
    expect(warn).toHaveBeenCalledTimes(3)
    scheduler.stop()
    warn.mockRestore()
  })

  it('wake makes a job due now, whatever its interval', async () => {
    const { scheduler } = harness()
    const poll = counted('poll', 'app', 60_000)
    scheduler.add(poll.spec)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(poll.runs).toBe(1)
    scheduler.wake('poll')
    await vi.advanceTimersByTimeAsync(0)
    expect(poll.runs).toBe(2)
    scheduler.stop()
  })

  it('removing the last job ends the ticks, the listeners and the leadership; one lead request for many app jobs', async () => {
    const { scheduler, world, listeners, show } = harness()
    const poll = counted('poll', 'app', 5_000)
    const remove = scheduler.add(poll.spec)
    const removeQueue = scheduler.add(counted('writeQueue', 'app', 15_000).spec)
    expect(world.leadRequests).toBe(1)
    await vi.advanceTimersByTimeAsync(0)
    remove()
    removeQueue()
    expect(world.released).toBe(true)
    expect(listeners()).toBe(0)
    show()
    await vi.advanceTimersByTimeAsync(30_000)
    expect(poll.runs).toBe(1)
  })

  it('a job added under a name already there replaces it; removing the old one leaves the new', async () => {
    const { scheduler } = harness()
    const first = counted('entry', 'screen', 5_000)
    const second = counted('entry', 'screen', 5_000)
    const removeFirst = scheduler.add(first.spec)
    scheduler.add(second.spec)
    removeFirst()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(first.runs).toBe(1)
    expect(second.runs).toBe(3)
    scheduler.stop()
  })
})

describe('leadership by Web Lock', () => {
  it('without Web Locks, the tab leads at once', () => {
    const locks = Object.getOwnPropertyDescriptor(navigator, 'locks')
    Object.defineProperty(navigator, 'locks', { value: undefined, configurable: true })
    try {
      const onLeader = vi.fn()
      webLockLeadership('scheduler')(onLeader)()
      expect(onLeader).toHaveBeenCalledTimes(1)
    } finally {
      if (locks) Object.defineProperty(navigator, 'locks', locks)
      else Reflect.deleteProperty(navigator, 'locks')
    }
  })

  it('with Web Locks, one holder at a time: the second leads once the first releases', async () => {
    let holder: Promise<unknown> | null = null
    const queue: (() => Promise<void>)[] = []
    const fakeLocks = {
      request: (_name: string, _options: unknown, run: () => Promise<void>) => {
        const next = async () => {
          holder = run()
          await holder
          holder = null
          const waiting = queue.shift()
          if (waiting) await waiting()
        }
        if (holder) {
          return new Promise<void>((resolve) => queue.push(async () => resolve(await next())))
        }
        return next()
      },
    }
    const locks = Object.getOwnPropertyDescriptor(navigator, 'locks')
    Object.defineProperty(navigator, 'locks', { value: fakeLocks, configurable: true })
    try {
      const first = vi.fn()
      const second = vi.fn()
      const releaseFirst = webLockLeadership('scheduler')(first)
      const releaseSecond = webLockLeadership('scheduler')(second)
      await vi.advanceTimersByTimeAsync(0)
      expect(first).toHaveBeenCalledTimes(1)
      expect(second).not.toHaveBeenCalled()
      releaseFirst()
      await vi.advanceTimersByTimeAsync(0)
      expect(second).toHaveBeenCalledTimes(1)
      releaseSecond()
    } finally {
      if (locks) Object.defineProperty(navigator, 'locks', locks)
      else Reflect.deleteProperty(navigator, 'locks')
    }
  })
})
