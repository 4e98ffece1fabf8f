import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startPollLoop, webLockLeadership } from '../../src/data/sync/pollLoop.ts'

/** A loop over fakes: leadership given by hand, visibility and due-ness switched by the test. */
function harness(options: { due?: boolean; visible?: boolean; leads?: boolean; hang?: boolean } = {}) {
  const world = { due: options.due ?? true, visible: options.visible ?? true, polls: 0, released: false, hang: options.hang ?? false }
  let becomeLeader: () => void = () => undefined
  const visibleListeners = new Set<() => void>()
  const stop = startPollLoop({
    tickMs: 5_000,
    isDue: () => world.due,
    isVisible: () => world.visible,
    onVisible: (listener) => {
      visibleListeners.add(listener)
      return () => visibleListeners.delete(listener)
    },
    lead: (onLeader) => {
      becomeLeader = onLeader
      if (options.leads ?? true) onLeader()
      return () => {
        world.released = true
      }
    },
    poll: async () => {
      world.polls += 1
      // A poll that never answers (a request hanging on a weak signal).
      if (world.hang) await new Promise<void>(() => undefined)
    },
  })
  const show = () => {
    world.visible = true
    for (const listener of visibleListeners) listener()
  }
  return { world, stop, show, lead: () => becomeLeader(), listeners: visibleListeners }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the poll loop', () => {
  it('polls at once when it leads, then at every tick while a poll is due', async () => {
    const { world, stop } = harness()
    await vi.advanceTimersByTimeAsync(0)
    expect(world.polls).toBe(1)
    await vi.advanceTimersByTimeAsync(15_000)
    expect(world.polls).toBe(4)
    world.due = false
    await vi.advanceTimersByTimeAsync(15_000)
    expect(world.polls).toBe(4)
    stop()
  })

  it('does not poll in a tab that does not lead, until it leads', async () => {
    const { world, stop, lead } = harness({ leads: false })
    await vi.advanceTimersByTimeAsync(20_000)
    expect(world.polls).toBe(0)
    lead()
    await vi.advanceTimersByTimeAsync(0)
    expect(world.polls).toBe(1)
    stop()
  })

  it('pauses while the page is hidden and polls at once when it shows', async () => {
    const { world, stop, show } = harness({ visible: false })
    await vi.advanceTimersByTimeAsync(30_000)
    expect(world.polls).toBe(0)
    show()
    await vi.advanceTimersByTimeAsync(0)
    expect(world.polls).toBe(1)
    stop()
  })

  it('never runs two polls at once', async () => {
    const { world, stop } = harness({ hang: true })
    await vi.advanceTimersByTimeAsync(0)
    expect(world.polls).toBe(1)
    // The first poll hangs: the ticks pass it by.
    await vi.advanceTimersByTimeAsync(20_000)
    expect(world.polls).toBe(1)
    stop()
  })

  it('a failed poll is only logged and the loop goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    let polls = 0
    const stop = startPollLoop({
      tickMs: 5_000,
      isDue: () => true,
      isVisible: () => true,
      onVisible: () => () => undefined,
      lead: (onLeader) => {
        onLeader()
        return () => undefined
      },
      poll: async () => {
        polls += 1
        throw new Error('offline')
      },
    })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(polls).toBe(3)
    expect(warn).toHaveBeenCalledTimes(3)
    stop()
    warn.mockRestore()
  })

  it('stopping ends the ticks, the visibility listener and the leadership', async () => {
    const { world, stop, show, listeners } = harness()
    await vi.advanceTimersByTimeAsync(0)
    stop()
    expect(world.released).toBe(true)
    expect(listeners.size).toBe(0)
    show()
    await vi.advanceTimersByTimeAsync(30_000)
    expect(world.polls).toBe(1)
  })
})

describe('leadership by Web Lock', () => {
  it('without Web Locks, the tab leads at once', () => {
    const locks = Object.getOwnPropertyDescriptor(navigator, 'locks')
    Object.defineProperty(navigator, 'locks', { value: undefined, configurable: true })
    try {
      const onLeader = vi.fn()
      webLockLeadership('poller')(onLeader)()
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
      const releaseFirst = webLockLeadership('poller')(first)
      const releaseSecond = webLockLeadership('poller')(second)
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
