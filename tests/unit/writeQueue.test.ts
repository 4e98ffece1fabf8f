import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { checkInWrite, db, type QueuedWrite } from '../../src/data/db/database.ts'
import { queueWrite } from '../../src/data/sync/writeDelivery.ts'
import { DELIVERY_AUTH_KEY, deliverQueue, fetchSender, type NewWrite, outcomeOfReply, queuedWrites, type SendOutcome, storedDeliveryAuth, tokenExpiry } from '../../src/data/sync/writeQueue.ts'

const read = (id: number): NewWrite => ({ kind: 'messageRead', key: `message:${id}`, method: 'PUT', path: `/user/self/message/${id}`, body: { is_read: true } })
const scan = (n: number): NewWrite => checkInWrite({ id: `scan-${n}`, ticket: `DPT1.${n}.sig`, partyId: `party-${n}`, entryNumber: n })

/** A stand-in server: records what arrives, and answers each path the way it is told to. */
function fakeServer() {
  const received: string[] = []
  const answers = new Map<string, SendOutcome>()
  let everything: SendOutcome | null = null
  return {
    received,
    answer(path: string, outcome: SendOutcome) {
      answers.set(path, outcome)
    },
    answerAll(outcome: SendOutcome | null) {
      everything = outcome
    },
    send: async (write: QueuedWrite): Promise<SendOutcome> => {
      const outcome = everything ?? answers.get(write.path) ?? { kind: 'sent' }
      if (outcome.kind === 'sent') received.push(write.path)
      return outcome
    },
  }
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()))
})

describe('the write queue', () => {
  it('applies the local change and queues the write in one transaction', async () => {
    await db.messages.put({ id: 1, data: { id: 1, is_read: false } })
    await queueWrite(read(1), [db.messages], async () => {
      await db.messages.update(1, { data: { id: 1, is_read: true } })
    })
    expect((await db.messages.get(1))?.data).toEqual({ id: 1, is_read: true })
    const [row] = await queuedWrites()
    expect(row).toMatchObject({ kind: 'messageRead', path: '/user/self/message/1', state: 'pending', attempts: 0 })
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('keeps neither the local change nor the write when the local change fails', async () => {
    await expect(
      queueWrite(read(1), [db.messages], async () => {
        throw new Error('broken row')
      }),
    ).rejects.toThrow('broken row')
    expect(await queuedWrites()).toEqual([])
  })

  it('sends in the order queued, each write once, and empties the queue', async () => {
    for (const id of [3, 1, 2]) await queueWrite(read(id))
    const server = fakeServer()
    expect(await deliverQueue(server.send)).toEqual({ sent: 3, dropped: 0, conflicts: 0, waiting: 0, unreachable: false })
    expect(await deliverQueue(server.send)).toMatchObject({ sent: 0, waiting: 0 })
    expect(server.received).toEqual(['/user/self/message/3', '/user/self/message/1', '/user/self/message/2'])
  })

  it('replaces a waiting write with the same key instead of sending both', async () => {
    await queueWrite({ ...read(7), body: { is_read: false } })
    await queueWrite(read(8))
    await queueWrite(read(7))
    expect((await queuedWrites()).map((row) => [row.path, row.body])).toEqual([
      ['/user/self/message/8', { is_read: true }],
      ['/user/self/message/7', { is_read: true }],
    ])
  })

  it('stops everything at an unreachable server and keeps every write for the reconnect', async () => {
    for (const id of [1, 2]) await queueWrite(read(id))
    await queueWrite(scan(5))
    const server = fakeServer()
    server.answerAll({ kind: 'unreachable' })
    expect(await deliverQueue(server.send)).toEqual({ sent: 0, dropped: 0, conflicts: 0, waiting: 3, unreachable: true })
    expect((await queuedWrites()).map((row) => row.attempts)).toEqual([0, 0, 0])
    server.answerAll(null)
    expect(await deliverQueue(server.send)).toMatchObject({ sent: 3, waiting: 0 })
    expect(server.received).toEqual(['/user/self/message/1', '/user/self/message/2', '/staff/checkin'])
  })

  it('a passing failure holds back its own kind only, in order, counting the attempt', async () => {
    await queueWrite(read(1))
    await queueWrite(scan(5))
    await queueWrite(read(2))
    const server = fakeServer()
    server.answer('/user/self/message/1', { kind: 'later' })
    expect(await deliverQueue(server.send)).toMatchObject({ sent: 1, waiting: 2 })
    // The check-in went; the second read waits behind the first, which counts one attempt.
    expect(server.received).toEqual(['/staff/checkin'])
    expect((await queuedWrites()).map((row) => [row.path, row.attempts])).toEqual([
      ['/user/self/message/1', 1],
      ['/user/self/message/2', 0],
    ])
  })

  it.each([
    ['a read the server refuses is dropped', read(1), { sent: 1, dropped: 1, conflicts: 0 }, []],
    ['a scan the server refuses stays as a conflict, with its code', scan(1), { sent: 1, dropped: 0, conflicts: 1 }, [['conflict', 3021]]],
  ] as const)('%s; the next write still goes', async (_name, first, report, left) => {
    await queueWrite(first)
    await queueWrite(read(2))
    const server = fakeServer()
    server.answer(first.path, { kind: 'refused', code: 3021 })
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(await deliverQueue(server.send)).toMatchObject(report)
    expect(server.received).toEqual(['/user/self/message/2'])
    expect((await queuedWrites()).map((row) => [row.state, row.code])).toEqual(left)
    // A conflict is not sent again until someone decides.
    expect(await deliverQueue(server.send)).toMatchObject({ sent: 0, waiting: 0 })
  })

  it('runs one delivery at a time: a second call joins the first', async () => {
    for (const id of [1, 2]) await queueWrite(read(id))
    const server = fakeServer()
    const [a, b] = await Promise.all([deliverQueue(server.send), deliverQueue(server.send)])
    expect(a).toBe(b)
    expect(server.received).toHaveLength(2)
  })
})

describe('what a reply means', () => {
  it.each([
    [200, 0, 'sent'],
    [409, 3026, 'refused'],
    [404, 1404, 'refused'],
    [400, 1400, 'refused'],
    [401, 1401, 'later'],
    [408, undefined, 'later'],
    [429, 1429, 'later'],
    [500, 1500, 'later'],
    [503, 1503, 'later'],
    [200, undefined, 'later'],
  ] as const)('HTTP %i with result %s: %s', (http, result, kind) => {
    expect(outcomeOfReply(http, result).kind).toBe(kind)
  })

  it('the sender sends the request id and the token, and reads a dropped connection as unreachable', async () => {
    const calls: { url: string; headers: Record<string, string>; body: unknown }[] = []
    const fetcher = (async (url: string, init: RequestInit) => {
      calls.push({ url, headers: init.headers as Record<string, string>, body: JSON.parse(String(init.body)) })
      return Response.json({ result: { status: 0 } })
    }) as unknown as typeof fetch
    const send = fetchSender(async () => ({ apiBase: '/api/v1', token: 'tok', expiresAt: null }), fetcher)
    const row = { ...(await queueWrite(scan(4))) }
    expect(await send(row)).toEqual({ kind: 'sent' })
    expect(calls[0]).toMatchObject({ url: '/api/v1/staff/checkin', headers: { authorization: 'Bearer tok', 'idempotency-key': 'scan-4' }, body: { scan_id: 'scan-4' } })
    const broken = fetchSender(async () => ({ apiBase: '/api/v1', token: 'tok', expiresAt: null }), (async () => {
      throw new TypeError('Failed to fetch')
    }) as unknown as typeof fetch)
    expect(await broken(row)).toEqual({ kind: 'unreachable' })
  })
})

describe('the token the worker sends with', () => {
  const jwt = (claims: object) => `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`

  it('reads the expiry of a token, and none of text that is not one', () => {
    expect(tokenExpiry(jwt({ exp: 1_800_000_000 }))).toBe(1_800_000_000_000)
    expect(tokenExpiry(jwt({}))).toBeNull()
    expect(tokenExpiry('not a token')).toBeNull()
    expect(tokenExpiry(null)).toBeNull()
  })

  it('is used until it expires, then the queue waits for the page', async () => {
    await db.player.put({ key: DELIVERY_AUTH_KEY, data: { apiBase: '/api/v1', token: 't', expiresAt: 2_000 }, syncedAt: 0 })
    expect(await storedDeliveryAuth(1_999)).toEqual({ apiBase: '/api/v1', token: 't', expiresAt: 2_000 })
    expect(await storedDeliveryAuth(2_000)).toBeUndefined()
    const send = fetchSender(() => storedDeliveryAuth(2_000))
    expect(await send({ ...(await queueWrite(read(1))) })).toEqual({ kind: 'later' })
  })
})
