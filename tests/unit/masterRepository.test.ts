import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '../../src/data/db/database.ts'
import {
  readMasterRecords,
  readMasterSet,
  refreshMasterData,
  refreshMasterDataWhenOnline,
  refreshMasterDataWhenSettled,
  refreshSetIfStale,
  writeMasterSet,
} from '../../src/data/repositories/masterRepository.ts'
import { MASTER_SET_NAMES } from '../../src/domain/contract/masterIds.ts'

/** A stand-in API that answers each master set after a short while and notes how many were in flight. */
function slowMasterApi(failing: string[] = []) {
  const state = { inFlight: 0, mostInFlight: 0, asked: [] as string[] }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const set = new URL(String(input), 'http://app.test').pathname.split('/').at(-1) ?? ''
      state.asked.push(set)
      state.inFlight += 1
      state.mostInFlight = Math.max(state.mostInFlight, state.inFlight)
      await new Promise((resolve) => setTimeout(resolve, 5))
      state.inFlight -= 1
      if (failing.includes(set)) return Response.json({ result: { status: 9999, message: 'broken' } }, { status: 500 })
      return Response.json({ result: { status: 0 }, data: [] })
    }),
  )
  return state
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()))
})

describe('stored master data', () => {
  it('answers nothing for a set never synced, and a whole set once written', async () => {
    expect(await readMasterSet('items')).toBeUndefined()
    await writeMasterSet(
      'items',
      [
        { id: '1', data: { id: 1 } },
        { id: '2', data: { id: 2 } },
      ],
      1_000,
    )
    expect(await readMasterSet('items')).toEqual({ value: [{ id: 1 }, { id: 2 }], syncedAt: 1_000 })
    expect(await db.syncMeta.get('public:master:items')).toEqual({ collection: 'public:master:items', syncedAt: 1_000, writeId: expect.any(String) })
  })

  it('replaces a set as a whole: records the server dropped disappear', async () => {
    await writeMasterSet('items', [
      { id: '1', data: { id: 1 } },
      { id: '2', data: { id: 2 } },
    ])
    await writeMasterSet('items', [{ id: '2', data: { id: 2, v: 2 } }])
    expect((await readMasterSet('items'))?.value).toEqual([{ id: 2, v: 2 }])
  })
})

describe('parsed master records', () => {
  const effect = (id: number, value: number) => ({ id: String(id), data: { id, spirit_id: 1, target: 'exp', value, unit: 'percent' } })

  it('parses a write once for every reader, and reads the next write anew', async () => {
    await writeMasterSet('spirit_effects', [effect(1, 10)])
    const first = await readMasterRecords('spirit_effects')
    expect(first?.value).toEqual([{ id: 1, spirit_id: 1, target: 'exp', value: 10, unit: 'percent' }])
    // The same write: the very same records, not read and parsed again.
    expect(await readMasterRecords('spirit_effects')).toBe(first)
    // A new write in the same millisecond as the first is still a new write.
    await writeMasterSet('spirit_effects', [effect(1, 20), effect(2, 5)], first?.syncedAt)
    expect((await readMasterRecords('spirit_effects'))?.value.map((record) => record.value)).toEqual([20, 5])
  })

  it('answers nothing once the set is gone (storage cleared)', async () => {
    await writeMasterSet('spirit_effects', [effect(1, 10)])
    expect(await readMasterRecords('spirit_effects')).toBeDefined()
    await Promise.all(db.tables.map((table) => table.clear()))
    expect(await readMasterRecords('spirit_effects')).toBeUndefined()
  })
})

describe('master data refresh', () => {
  it('asks once for a set asked for again while its refresh is under way', async () => {
    const api = slowMasterApi()
    await Promise.all([refreshSetIfStale('titles'), refreshSetIfStale('titles'), refreshMasterData(), refreshSetIfStale('avatars')])
    expect(api.asked.filter((set) => set === 'titles')).toHaveLength(1)
    expect(api.asked.filter((set) => set === 'avatars')).toHaveLength(1)
    // Once done, a stale set is asked for again.
    await refreshSetIfStale('titles', Date.now() + 11 * 60 * 1000)
    expect(api.asked.filter((set) => set === 'titles')).toHaveLength(2)
  })

  it('fetches every set, two at a time, so the screen just opened keeps most connections', async () => {
    const api = slowMasterApi()
    await refreshMasterData()
    expect([...api.asked].sort()).toEqual([...MASTER_SET_NAMES].sort())
    expect(api.mostInFlight).toBe(2)
    for (const name of MASTER_SET_NAMES) expect((await readMasterSet(name))?.value).toEqual([])
  })

  it('leaves out the sets refreshed within the freshness window (a page opened again soon after)', async () => {
    const api = slowMasterApi()
    await writeMasterSet('titles', [], Date.now() - 60_000)
    await writeMasterSet('items', [], Date.now() - 11 * 60 * 1000)
    await refreshMasterData()
    expect(api.asked).not.toContain('titles')
    expect(api.asked).toContain('items')
    expect(api.asked).toHaveLength(MASTER_SET_NAMES.length - 1)
  })

  it('writes each set once: one stamp per set, so screens see one update per set', async () => {
    slowMasterApi()
    const stamp = vi.spyOn(db.syncMeta, 'put')
    await refreshMasterData()
    const stamped = stamp.mock.calls.map(([row]) => row.collection)
    expect(stamped.sort()).toEqual(MASTER_SET_NAMES.map((name) => `public:master:${name}`).sort())
  })

  it('goes on past a set that fails, and only logs the failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const api = slowMasterApi(['items'])
    await expect(refreshMasterData()).resolves.toBeUndefined()
    expect(api.asked).toHaveLength(MASTER_SET_NAMES.length)
    expect(await readMasterSet('items')).toBeUndefined()
    expect(await readMasterSet('coupons')).toBeDefined()
    expect(warn).toHaveBeenCalledWith('master data items failed to load', expect.anything())
  })
})

describe('master data after a sign-in', () => {
  it('waits for the network when the sign-in was restored offline, then fetches once', async () => {
    let online = false
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
    const api = slowMasterApi()
    refreshMasterDataWhenOnline()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(api.asked).toHaveLength(0)
    online = true
    window.dispatchEvent(new Event('online'))
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(async () => expect(await readMasterSet('achievements')).toBeDefined())
    expect(api.asked).toHaveLength(MASTER_SET_NAMES.length)
  })

  it.each([
    ['still signed in', true, MASTER_SET_NAMES.length],
    ['signed out meanwhile', false, 0],
  ])('after a restore, waits for the page to settle, then fetches every set when %s', async (_case, signedIn, fetched) => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => true)
    const api = slowMasterApi()
    try {
      refreshMasterDataWhenSettled(() => signedIn)
      await vi.advanceTimersByTimeAsync(4_900)
      expect(api.asked).toHaveLength(0)
      // jsdom has no requestIdleCallback: the sets start when the wait is over.
      await vi.advanceTimersByTimeAsync(200)
    } finally {
      vi.useRealTimers()
    }
    if (fetched > 0) await vi.waitFor(async () => expect(await readMasterSet('achievements')).toBeDefined())
    else await new Promise((resolve) => setTimeout(resolve, 50))
    expect(api.asked).toHaveLength(fetched)
  })
})
