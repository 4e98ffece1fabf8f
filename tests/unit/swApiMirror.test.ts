import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '../../src/data/db/database.ts'
import { OFFLINE_COPY_HEADER as OFFLINE_HEADER } from '../../src/domain/offlineCopy.ts'
import { mirroredFetch, storedReply, storeReply } from '../../sw/apiMirror.ts'
import { MIRRORED_ENDPOINTS, type MirroredEndpoint, mirroredEndpointFor } from '../../sw/mirroredEndpoints.ts'

const ORIGIN = 'http://app.test'
const url = (path: string) => new URL(path, ORIGIN)
const news = (id: number, day: number) => ({ id, published_at: `2026-11-${String(day).padStart(2, '0')}T00:00:00Z`, title: { ja: `お知らせ${id}` } })

function endpoint(path: string): MirroredEndpoint {
  const found = mirroredEndpointFor(url(path))
  if (!found) throw new Error(`${path} is not mirrored`)
  return found
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()))
})
afterEach(() => {
  vi.useRealTimers()
})

describe('service worker: API mirror', () => {
  it('mirrors the endpoints of its table and nothing else (master data has its own writer, the repository)', () => {
    expect(MIRRORED_ENDPOINTS.map((row) => row.name)).toEqual(['news', 'news item'])
    expect(mirroredEndpointFor(url('/api/v1/facility/news'))?.name).toBe('news')
    expect(mirroredEndpointFor(url('/api/v1/facility/news/12'))?.name).toBe('news item')
    expect(mirroredEndpointFor(url('/api/v1/facility/news/12/x'))).toBeUndefined()
    expect(mirroredEndpointFor(url('/api/v1/facility/news/abc'))).toBeUndefined()
    expect(mirroredEndpointFor(url('/api/v1/facility/news?offset=10&limit=10'))?.name).toBe('news')
    expect(mirroredEndpointFor(url('/api/v1/master/data/items'))).toBeUndefined()
    expect(mirroredEndpointFor(url('/api/v1/master/data/avatar_params/3_0'))).toBeUndefined()
    expect(mirroredEndpointFor(url('/api/v1/user/self/profile'))).toBeUndefined()
    expect(mirroredEndpointFor(url('/api/v1/facility/summary'))).toBeUndefined()
  })

  it('stores nothing from a failed reply', async () => {
    const news = endpoint('/api/v1/facility/news')
    await storeReply(news, url('/api/v1/facility/news'), { result: { status: 1500 }, data: [] })
    expect(await storedReply(news, url('/api/v1/facility/news'))).toBeUndefined()
  })

  it('answers news pages in the API envelope with the total the server reported, marked with the sync time', async () => {
    const row = endpoint('/api/v1/facility/news')
    await storeReply(row, url('/api/v1/facility/news?offset=0&limit=2'), { result: { status: 0 }, data: [news(3, 3), news(2, 2)], total: 3 })
    const reply = await storedReply(row, url('/api/v1/facility/news?offset=0&limit=1'))
    expect(reply?.headers.get(OFFLINE_HEADER)).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(await reply?.json()).toEqual({ result: { status: 0 }, data: [news(3, 3)], total: 3 })
  })

  it('network first: a good reply passes through and is mirrored; offline the stored copy answers', async () => {
    const row = endpoint('/api/v1/facility/news')
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ result: { status: 0 }, data: [news(1, 1)], total: 1 })),
    )
    const online = await mirroredFetch(row, new Request(`${ORIGIN}/api/v1/facility/news?offset=0&limit=5`))
    expect(online.headers.get(OFFLINE_HEADER)).toBeNull()
    await vi.waitFor(async () => expect(await db.news.count()).toBe(1))

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    const offline = await mirroredFetch(row, new Request(`${ORIGIN}/api/v1/facility/news?offset=0&limit=5`))
    expect(offline.headers.get(OFFLINE_HEADER)).not.toBeNull()
    expect((await offline.json()).data).toEqual([news(1, 1)])
  })

  it('answers an item listed before, or opened before, in the envelope of its own call', async () => {
    const page = endpoint('/api/v1/facility/news')
    const item = endpoint('/api/v1/facility/news/2')
    await storeReply(page, url('/api/v1/facility/news?offset=0&limit=2'), { result: { status: 0 }, data: [news(3, 3), news(2, 2)], total: 3 })
    const listed = await storedReply(item, url('/api/v1/facility/news/2'))
    expect(listed?.headers.get(OFFLINE_HEADER)).toMatch(/^\d{4}-/)
    expect(await listed?.json()).toEqual({ result: { status: 0 }, data: news(2, 2) })
    // One not listed is stored when it is opened, and then lists with the others.
    expect(await storedReply(item, url('/api/v1/facility/news/1'))).toBeUndefined()
    await storeReply(item, url('/api/v1/facility/news/1'), { result: { status: 0 }, data: news(1, 1) })
    expect(await (await storedReply(item, url('/api/v1/facility/news/1')))?.json()).toEqual({ result: { status: 0 }, data: news(1, 1) })
    const all = await storedReply(page, url('/api/v1/facility/news?offset=0&limit=5'))
    expect((await all?.json())?.data).toEqual([news(3, 3), news(2, 2), news(1, 1)])
  })

  it('offline with nothing stored: a network error, never an invented reply', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    await expect(mirroredFetch(endpoint('/api/v1/facility/news'), new Request(`${ORIGIN}/api/v1/facility/news`))).rejects.toBeInstanceOf(TypeError)
  })
})
