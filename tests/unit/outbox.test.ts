import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../src/data/api/client.ts'
import { db } from '../../src/data/db/database.ts'
import { enqueueWrite, flushOutbox, type OutboxWrite, pendingWrites } from '../../src/data/repositories/outbox.ts'

const read = (id: number): OutboxWrite => ({ key: `message:${id}`, method: 'PUT', path: `/user/self/message/${id}`, body: { is_read: true } })

/** A stand-in server: records what arrives, and fails the way it is told to. */
function fakeServer() {
  const received: string[] = []
  let failure: (() => unknown) | null = null
  return {
    received,
    failWith(make: (() => unknown) | null) {
      failure = make
    },
    send: async (write: OutboxWrite) => {
      if (failure) throw failure()
      received.push(write.path)
    },
  }
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()))
  // Queued writes would flush on their own while "online": these tests flush by hand.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
})

describe('outbox', () => {
  it('applies the local change and queues the write in one transaction', async () => {
    await db.messages.put({ id: 1, data: { id: 1, is_read: false } })
    await enqueueWrite(read(1), [db.messages], async () => {
      await db.messages.update(1, { data: { id: 1, is_read: true } })
    })
    expect((await db.messages.get(1))?.data).toEqual({ id: 1, is_read: true })
    expect((await pendingWrites()).map((row) => row.path)).toEqual(['/user/self/message/1'])
  })

  it('keeps neither the local change nor the write when the local change fails', async () => {
    await expect(
      enqueueWrite(read(1), [db.messages], async () => {
        throw new Error('broken row')
      }),
    ).rejects.toThrow('broken row')
    expect(await pendingWrites()).toEqual([])
  })

  it('sends in the order queued, each write once, and empties the queue', async () => {
    for (const id of [3, 1, 2]) await enqueueWrite(read(id))
    const server = fakeServer()
    expect(await flushOutbox(server.send)).toEqual({ sent: 3, dropped: 0, waiting: 0 })
    expect(await flushOutbox(server.send)).toEqual({ sent: 0, dropped: 0, waiting: 0 })
    expect(server.received).toEqual(['/user/self/message/3', '/user/self/message/1', '/user/self/message/2'])
  })

  it('replaces a waiting write with the same key instead of sending both', async () => {
    await enqueueWrite({ ...read(7), body: { is_read: false } })
    await enqueueWrite(read(8))
    await enqueueWrite(read(7))
    const rows = await pendingWrites()
    expect(rows.map((row) => [row.path, row.body])).toEqual([
      ['/user/self/message/8', { is_read: true }],
      ['/user/self/message/7', { is_read: true }],
    ])
  })

  it('stops at a network failure and keeps that write and the rest for the reconnect', async () => {
    for (const id of [1, 2]) await enqueueWrite(read(id))
    const server = fakeServer()
    server.failWith(() => new TypeError('Failed to fetch'))
    expect(await flushOutbox(server.send)).toEqual({ sent: 0, dropped: 0, waiting: 2 })
    const kept = await pendingWrites()
    expect(kept.map((row) => row.attempts)).toEqual([0, 0])
    server.failWith(null)
    expect(await flushOutbox(server.send)).toEqual({ sent: 2, dropped: 0, waiting: 0 })
    expect(server.received).toEqual(['/user/self/message/1', '/user/self/message/2'])
  })

  it('drops a write the server refuses for good and goes on with the next', async () => {
    for (const id of [1, 2]) await enqueueWrite(read(id))
    const server = fakeServer()
    let first = true
    const send = async (write: OutboxWrite) => {
      if (first) {
        first = false
        throw new ApiError({ status: 1404 }, 404)
      }
      await server.send(write)
    }
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(await flushOutbox(send)).toEqual({ sent: 1, dropped: 1, waiting: 0 })
    expect(server.received).toEqual(['/user/self/message/2'])
  })

  it('keeps a write after a passing server failure, counting the attempt', async () => {
    await enqueueWrite(read(1))
    const server = fakeServer()
    server.failWith(() => new ApiError({ status: 1500 }, 500))
    expect(await flushOutbox(server.send)).toEqual({ sent: 0, dropped: 0, waiting: 1 })
    expect((await pendingWrites())[0]?.attempts).toBe(1)
  })

  it('runs one flush at a time: a second call joins the first', async () => {
    for (const id of [1, 2]) await enqueueWrite(read(id))
    const server = fakeServer()
    const [a, b] = await Promise.all([flushOutbox(server.send), flushOutbox(server.send)])
    expect(a).toBe(b)
    expect(server.received).toHaveLength(2)
  })
})
