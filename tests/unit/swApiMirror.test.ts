import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '../../src/data/db/database.ts'
import { OFFLINE_COPY_HEADER as OFFLINE_HEADER } from '../../src/domain/offlineCopy.ts'
import { isMirrored, mirroredFetch, storedReply, storeReply } from '../../sw/apiMirror.ts'

const ORIGIN = 'http://app.test'
const url = (path: string) => new URL(path, ORIGIN)
const news = (id: number, day: number) => ({ id, published_at: `2026-11-${String(day).padStart(2, '0')}T00:00:00Z`, title: { ja: `お知らせ${id}` } })

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()))
})
afterEach(() => {
  vi.useRealTimers()
})

describe('service worker: API mirror', () => {
  it('mirrors only master data and news', () => {
    expect(isMirrored(url('/api/v1/master/data/items'))).toBe(true)
    expect(isMirrored(url('/api/v1/master/data/avatar_params/3_0'))).toBe(true)
    expect(isMirrored(url('/api/v1/facility/news'))).toBe(true)
    expect(isMirrored(url('/api/v1/user/self/profile'))).toBe(false)
    expect(isMirrored(url('/api/v1/facility/summary'))).toBe(false)
  })

  it('answers a stored master set and record in the API envelope, marked with the sync time', async () => {
    await storeReply(url('/api/v1/master/data/avatar_params'), { result: { status: 0 }, data: [{ avatar_id: 3, level: 1, hp: 10 }] })
    const set = await storedReply(url('/api/v1/master/data/avatar_params'))
    expect(set?.headers.get(OFFLINE_HEADER)).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(await set?.json()).toEqual({ result: { status: 0 }, data: [{ avatar_id: 3, level: 1, hp: 10 }] })
    // Level 0 reads as level 1, as the server does.
    const record = await storedReply(url('/api/v1/master/data/avatar_params/3_0'))
    const body = record ? await record.json() : undefined
    expect(body?.data).toEqual({ avatar_id: 3, level: 1, hp: 10 })
    expect(await storedReply(url('/api/v1/master/data/avatar_params/x'))).toBeUndefined()
    expect(await storedReply(url('/api/v1/master/data/unknown_set'))).toBeUndefined()
  })

  it('stores nothing from a failed reply', async () => {
    await storeReply(url('/api/v1/master/data/items'), { result: { status: 1500 }, data: [{ id: 1 }] })
    expect(await storedReply(url('/api/v1/master/data/items'))).toBeUndefined()
  })

  it('answers news pages with the total the server reported', async () => {
    await storeReply(url('/api/v1/facility/news?offset=0&limit=2'), { result: { status: 0 }, data: [news(3, 3), news(2, 2)], total: 3 })
    const reply = await storedReply(url('/api/v1/facility/news?offset=0&limit=1'))
    expect(await reply?.json()).toEqual({ result: { status: 0 }, data: [news(3, 3)], total: 3 })
  })

  it('network first: a good reply passes through and is mirrored; offline the stored copy answers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ result: { status: 0 }, data: [news(1, 1)], total: 1 })),
    )
    const online = await mirroredFetch(new Request(`${ORIGIN}/api/v1/facility/news?offset=0&limit=5`))
    expect(online.headers.get(OFFLINE_HEADER)).toBeNull()
    await vi.waitFor(async () => expect(await db.news.count()).toBe(1))

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    const offline = await mirroredFetch(new Request(`${ORIGIN}/api/v1/facility/news?offset=0&limit=5`))
    expect(offline.headers.get(OFFLINE_HEADER)).not.toBeNull()
    expect((await offline.json()).data).toEqual([news(1, 1)])
  })

  it('offline with nothing stored: a network error, never an invented reply', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    await expect(mirroredFetch(new Request(`${ORIGIN}/api/v1/master/data/items`))).rejects.toBeInstanceOf(TypeError)
  })
})
