import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '../../src/data/db/database.ts'
import { clearPlayerTables } from '../../src/data/db/database.ts'
import { writeNewsPage } from '../../src/data/db/newsMirror.ts'
import { writeMasterSet } from '../../src/data/repositories/masterRepository.ts'
import { readPlayer, refreshPlayer, rereadPlayer, updateProfile } from '../../src/data/repositories/playerRepository.ts'

const profile = {
  user_id: '6f1c8a0e-58a4-4b9e-9d0b-1a2b3c4d5e6f',
  follow_code: 'ABCDEFGH',
  email: 'demo1@example.com',
  name: 'ゆうしゃ',
  tts_name: 'ゆうしゃ',
  avatar_id: null,
  spirit_id: null,
  is_child: false,
  mail_magazine: false,
  language: 0,
  title_id: null,
}
const status = { entry_status: 0, party_id: null, is_result_output: false }
const property = {
  level: 3,
  title_id: null,
  topolo: { silver: 40, gold: 5 },
  lottery_point: 0,
  plays: { total: 2, standard: 2, rank_battle: 0 },
  gold_medals: { cumulative: 0, current: 0, highest: 0 },
  achievements: 0,
  avatars_owned: 1,
  spirits_owned: 1,
}

const REPLIES: Record<string, unknown> = { '/api/v1/user/self/profile': profile, '/api/v1/user/self/status': status, '/api/v1/user/self/property': property }

function serveApi(overrides: Record<string, () => Response> = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://app.test').pathname
    const override = overrides[`${init?.method ?? 'GET'} ${path}`]
    if (override) return override()
    if (!(path in REPLIES)) return Response.json({ result: { status: 1404 } }, { status: 404 })
    return Response.json({ result: { status: 0 }, data: REPLIES[path] })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()))
})

describe('player repository', () => {
  it('has nothing before the first refresh, then every record with the refresh time', async () => {
    serveApi()
    expect(await readPlayer(['profile', 'property'])).toBeUndefined()
    const before = Date.now()
    await refreshPlayer()
    const stored = await readPlayer(['profile', 'status', 'property'])
    expect(stored?.value).toEqual({ profile, status, property })
    expect(stored?.syncedAt).toBeGreaterThanOrEqual(before)
  })

  it('asks once for a record two parts of a screen refresh at the same time, and again afterwards', async () => {
    const api = serveApi()
    const asked = (path: string) => api.mock.calls.filter(([input]) => String(input).endsWith(path)).length
    await Promise.all([refreshPlayer(['profile', 'property']), refreshPlayer(['profile']), refreshPlayer(['status', 'profile'])])
    expect(asked('/user/self/profile')).toBe(1)
    expect(asked('/user/self/property')).toBe(1)
    expect(asked('/user/self/status')).toBe(1)
    expect((await readPlayer(['profile', 'status', 'property']))?.value).toEqual({ profile, status, property })
    await refreshPlayer(['profile'])
    expect(asked('/user/self/profile')).toBe(2)
  })

  it('after a write, reads again without sharing a read begun before it, and that stale read stores nothing', async () => {
    // The screen's read of the property is under way (held) when the player's write lands.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const before: Record<string, unknown> = { ...property, title_id: null }
    const after = { ...property, title_id: 6 }
    let reply = before
    const api = serveApi({
      'GET /api/v1/user/self/property': () => Response.json({ result: { status: 0 }, data: reply }),
    })
    api.mockImplementationOnce(async () => {
      await held
      return Response.json({ result: { status: 0 }, data: before })
    })
    const screenRead = refreshPlayer(['property'])
    reply = after
    await rereadPlayer(['property'])
    expect((await readPlayer(['property']))?.value.property?.title_id).toBe(6)
    release()
    await screenRead
    expect((await readPlayer(['property']))?.value.property?.title_id).toBe(6)
    expect(api.mock.calls.filter(([input]) => String(input).endsWith('/user/self/property'))).toHaveLength(2)
  })

  it('a profile change answered while an older read is under way keeps the answered profile', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const renamed = { ...profile, name: 'あたらしいなまえ' }
    const api = serveApi({ 'PUT /api/v1/user/self/profile': () => Response.json({ result: { status: 0 }, data: renamed }) })
    api.mockImplementationOnce(async () => {
      await held
      return Response.json({ result: { status: 0 }, data: profile })
    })
    const screenRead = refreshPlayer(['profile'])
    await updateProfile({ name: 'あたらしいなまえ' })
    release()
    await screenRead
    expect((await readPlayer(['profile']))?.value.profile?.name).toBe('あたらしいなまえ')
  })

  it('stores nothing when one of the calls fails, and keeps the earlier copy', async () => {
    serveApi()
    await refreshPlayer()
    const earlier = await readPlayer(['property'])
    serveApi({ 'GET /api/v1/user/self/status': () => Response.json({ result: { status: 1500 } }, { status: 500 }) })
    await expect(refreshPlayer()).rejects.toThrow()
    expect(await readPlayer(['property'])).toEqual(earlier)
  })

  it('offline: the refresh fails with a network error and the stored copy stays', async () => {
    serveApi()
    await refreshPlayer()
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    await expect(refreshPlayer()).rejects.toBeInstanceOf(TypeError)
    expect((await readPlayer(['profile']))?.value.profile?.name).toBe('ゆうしゃ')
  })

  it('drops a stored record that no longer matches its schema and shows the rest', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await db.player.bulkPut([
      { key: 'profile', data: { ...profile, follow_code: 42 }, syncedAt: 1 },
      { key: 'property', data: property, syncedAt: 2 },
    ])
    expect(await readPlayer(['profile', 'property'])).toEqual({ value: { property }, syncedAt: 2 })
    expect(console.warn).toHaveBeenCalled()
  })

  it('a profile change stores the profile the server answers', async () => {
    serveApi({ 'PUT /api/v1/user/self/profile': () => Response.json({ result: { status: 0 }, data: { ...profile, name: 'まほうつかい' } }) })
    await updateProfile({ name: 'まほうつかい' })
    expect((await readPlayer(['profile']))?.value.profile?.name).toBe('まほうつかい')
  })

  it('a profile change offline fails at once, sends nothing and changes nothing', async () => {
    const fetchMock = serveApi()
    await refreshPlayer(['profile'])
    fetchMock.mockClear()
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await expect(updateProfile({ name: 'まほうつかい' })).rejects.toMatchObject({ name: 'OfflineError' })
    expect(fetchMock).not.toHaveBeenCalled()
    expect((await readPlayer(['profile']))?.value.profile?.name).toBe('ゆうしゃ')
  })

  it('sign-out removes the player rows and keeps master data and news', async () => {
    serveApi()
    await refreshPlayer()
    await db.messages.put({ id: 1, data: {} })
    await db.outbox.add({ id: 'w1', kind: 'messageRead', state: 'pending', key: 'message:1', method: 'PUT', path: '/user/self/message/1', body: {}, createdAt: 0, attempts: 0 })
    await db.entryDraft.put({ id: 'current', entryReady: false, fastCheckIn: false, fastCheckInStartedAt: null, data: {}, updatedAt: 0 })
    await writeMasterSet('items', [{ id: '1', data: { id: 1 } }])
    await writeNewsPage([{ id: 1, published_at: '2026-11-01T00:00:00Z' }], 0, 1)
    await clearPlayerTables()
    for (const table of ['player', 'collections', 'messages', 'ticket', 'entryDraft', 'outbox']) expect(await db.table(table).count()).toBe(0)
    expect(await db.master.count()).toBe(1)
    expect(await db.news.count()).toBe(1)
    expect((await db.syncMeta.toArray()).map((row) => row.collection).sort()).toEqual(['public:master:items', 'public:news'])
  })
})

describe('stored rows of another player', () => {
  it('are cleared when a different player signs in, and kept for the same player', async () => {
    const { claimPlayerRows } = await import('../../src/data/db/database.ts')
    serveApi()
    await claimPlayerRows('uid-a')
    await refreshPlayer()
    await db.outbox.add({ id: 'w1', kind: 'messageRead', state: 'pending', key: 'message:1', method: 'PUT', path: '/user/self/message/1', body: {}, createdAt: 0, attempts: 0 })
    await claimPlayerRows('uid-a')
    expect((await readPlayer(['profile']))?.value.profile?.name).toBe('ゆうしゃ')
    expect(await db.outbox.count()).toBe(1)

    await claimPlayerRows('uid-b')
    expect(await readPlayer(['profile'])).toBeUndefined()
    expect(await db.outbox.count()).toBe(0)
  })

  it('left without an owner (an older version) are cleared at the first claim', async () => {
    const { claimPlayerRows } = await import('../../src/data/db/database.ts')
    await db.player.put({ key: 'profile', data: {}, syncedAt: 1 })
    await claimPlayerRows('uid-a')
    expect(await db.player.get('profile')).toBeUndefined()
  })
})
