import { describe, expect, it } from 'vitest'
import { slotLine } from '../../server/reservations/slotQueue.ts'

/** A promise and the function that settles it, to hold a piece of work open. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { opened, open }
}

describe('slot line', () => {
  it('runs the requests of one slot one at a time, in the order they came, each told whether it waited', async () => {
    const line = slotLine()
    const events: string[] = []
    const first = gate()
    const runs = [1, 2, 3].map((n) =>
      line('10:00', async (waited) => {
        events.push(`start ${n} ${waited ? 'waited' : 'first'}`)
        if (n === 1) await first.opened
        events.push(`end ${n}`)
        return n
      }),
    )
    await Promise.resolve()
    expect(events).toEqual(['start 1 first'])
    first.open()
    expect(await Promise.all(runs)).toEqual([1, 2, 3])
    expect(events).toEqual(['start 1 first', 'end 1', 'start 2 waited', 'end 2', 'start 3 waited', 'end 3'])
  })

  it('lets other slots run meanwhile', async () => {
    const line = slotLine()
    const held = gate()
    const busy = line('10:00', () => held.opened)
    expect(await line('10:30', async (waited) => waited)).toBe(false)
    held.open()
    await busy
  })

  it('goes on after a request that failed, which its caller hears', async () => {
    const line = slotLine()
    const failing = line('10:00', async () => {
      throw new Error('refused')
    })
    const next = line('10:00', async (waited) => waited)
    await expect(failing).rejects.toThrow('refused')
    expect(await next).toBe(true)
  })

  it('starts afresh once the line has emptied', async () => {
    const line = slotLine()
    await line('10:00', async () => 1)
    expect(await line('10:00', async (waited) => waited)).toBe(false)
  })
})
