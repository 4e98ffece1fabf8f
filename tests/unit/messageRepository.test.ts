import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '../../src/data/db/database.ts'
import { markMessageRead, refreshMessages } from '../../src/data/repositories/messageRepository.ts'
import { deliverFromPage } from '../../src/data/sync/writeDelivery.ts'
import { queuedWrites as pendingWrites } from '../../src/data/sync/writeQueue.ts'
import { markTitleRead, refreshTitles } from '../../src/data/repositories/titleRepository.ts'

const text = (ja: string) => ({ ja, en: null, zhcn: null, zhtw: null, ko: null })
const message = (id: number, isRead: boolean) => ({ id, title: text(`件名${id}`), content: text(`本文${id}`), is_read: isRead, created_at: `2026-11-0${id}T00:00:00Z` })

/** A stand-in API holding the player's inbox and titles; PUTs change it as the server would. */
function fakeApi() {
  const messages = [message(1, true), message(2, false), message(3, false)]
  const titles = [{ id: 5, is_read: false, achieved_at: '2026-11-01T00:00:00Z' }]
  const puts: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://app.test')
      if (init?.method === 'PUT') {
        puts.push(url.pathname)
        const id = Number(url.pathname.split('/').at(-1))
        const target = url.pathname.includes('/message/') ? messages.find((m) => m.id === id) : titles.find((t) => t.id === id)
        if (!target) return Response.json({ result: { status: 1404 } }, { status: 404 })
        target.is_read = (JSON.parse(String(init.body)) as { is_read: boolean }).is_read
        return Response.json({ result: { status: 0 }, data: target })
      }
      if (url.pathname.endsWith('/user/self/message')) {
        const data = [...messages].reverse()
        return Response.json({ result: { status: 0 }, data, total: data.length, total_unread: data.filter((m) => !m.is_read).length })
      }
      if (url.pathname.endsWith('/user/self/title')) return Response.json({ result: { status: 0 }, data: titles })
      return Response.json({ result: { status: 1404 } }, { status: 404 })
    }),
  )
  return { messages, titles, puts }
}

let online = false
beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()))
  online = false
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
})

const storedMessage = async (id: number) => (await db.messages.get(id))?.data as { is_read: boolean } | undefined

describe('message repository', () => {
  it('stores the inbox newest first with the total', async () => {
    online = true
    fakeApi()
    await refreshMessages()
    expect((await db.messages.toArray()).map((row) => row.id).sort()).toEqual([1, 2, 3])
    expect((await db.syncMeta.get('player:messages'))?.total).toBe(3)
  })

  it('offline, reading a message shows it read at once and queues one write; reconnecting sends it once', async () => {
    online = true
    const api = fakeApi()
    await refreshMessages()
    online = false
    await markMessageRead(2)
    await markMessageRead(2)
    expect((await storedMessage(2))?.is_read).toBe(true)
    expect((await pendingWrites()).map((row) => row.path)).toEqual(['/user/self/message/2'])
    expect(api.puts).toEqual([])

    // A refresh before the write reached the server keeps the message read.
    online = true
    await refreshMessages()
    expect((await storedMessage(2))?.is_read).toBe(true)

    await deliverFromPage()
    expect(api.puts).toEqual(['/api/v1/user/self/message/2'])
    expect(api.messages.find((m) => m.id === 2)?.is_read).toBe(true)
    expect(await pendingWrites()).toEqual([])
    await deliverFromPage()
    expect(api.puts).toHaveLength(1)
  })

  it('queues nothing for a message already read or not stored', async () => {
    online = true
    fakeApi()
    await refreshMessages()
    online = false
    await markMessageRead(1)
    await markMessageRead(99)
    expect(await pendingWrites()).toEqual([])
  })

  it('titles: marked read offline, kept read across a refresh, sent on reconnect', async () => {
    online = true
    const api = fakeApi()
    await refreshTitles()
    online = false
    await markTitleRead(5)
    online = true
    await refreshTitles()
    const stored = await db.collections.get(['title', '5'])
    expect((stored?.data as { is_read: boolean } | undefined)?.is_read).toBe(true)
    await deliverFromPage()
    expect(api.puts).toEqual(['/api/v1/user/self/title/5'])
    expect(api.titles[0]?.is_read).toBe(true)
  })
})
