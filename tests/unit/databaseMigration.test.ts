import Dexie from 'dexie'
import { afterEach, describe, expect, it } from 'vitest'
import { AppDatabase } from '../../src/data/db/database.ts'

const NAME = 'migration-test'

afterEach(async () => {
  await Dexie.delete(NAME)
})

describe('database migrations', () => {
  it('upgrades a version 1 database without losing the entry draft', async () => {
    const v1 = new Dexie(NAME)
    v1.version(1).stores({ entryDraft: 'id' })
    await v1.table('entryDraft').put({
      id: 'current',
      entryReady: true,
      fastCheckIn: false,
      fastCheckInStartedAt: null,
      data: { name: 'ゆうしゃ', items: [[1], [], []] },
      updatedAt: 1,
    })
    v1.close()

    const current = new AppDatabase(NAME)
    await current.open()
    expect(current.verno).toBe(5)
    // Version 5's table (the kiosk's scans) exists, empty.
    expect(await current.staffScans.count()).toBe(0)
    const draft = await current.entryDraft.get('current')
    expect(draft?.data).toEqual({ name: 'ゆうしゃ', items: [[1], [], []] })
    expect(draft?.entryReady).toBe(true)
    await current.news.put({ id: 1, publishedAt: '2026-11-01T00:00:00Z', data: {} })
    expect(await current.news.count()).toBe(1)
    await current.facility.put({ key: 'schedule', data: {}, syncedAt: 1 })
    expect(await current.facility.count()).toBe(1)
    current.close()
  })
})

describe('version 3: sync keys with their scope', () => {
  it('renames the keys versions 1 and 2 wrote, keeps their times and drops keys of no known kind', async () => {
    const v2 = new Dexie(NAME)
    v2.version(2).stores({ syncMeta: 'collection', messages: 'id' })
    const old = ['news', 'master:items', 'player:profile', 'messages', 'collection:title', 'ticket', 'mystery']
    await v2.table('syncMeta').bulkPut(old.map((collection, index) => ({ collection, syncedAt: index + 1, total: 7 })))
    await v2.table('messages').put({ id: 1, data: { keep: true } })
    v2.close()

    const current = new AppDatabase(NAME)
    await current.open()
    const rows = await current.syncMeta.toArray()
    expect(Object.fromEntries(rows.map((row) => [row.collection, row.syncedAt]))).toEqual({
      'public:news': 1,
      'public:master:items': 2,
      'player:profile': 3,
      'player:messages': 4,
      'player:collection:title': 5,
      'player:ticket': 6,
    })
    expect(rows.every((row) => row.total === 7)).toBe(true)
    expect(await current.messages.get(1)).toEqual({ id: 1, data: { keep: true } })
    current.close()
  })
})

describe('another tab upgrading the schema', () => {
  it('closes this connection so the upgrade goes on, and asks for a reload', async () => {
    const { currentStorageProblem, onStorageProblem } = await import('../../src/data/storageHealth.ts')
    const heard: unknown[] = []
    const stop = onStorageProblem((problem) => heard.push(problem))
    const mine = new AppDatabase(NAME)
    await mine.open()

    // "Another tab": a newer app version opens the same database one version up.
    const newer = new Dexie(NAME)
    newer.version(30).stores({ entryDraft: 'id', extra: 'id' })
    await newer.open()
    expect(newer.verno).toBe(30)
    expect(mine.isOpen()).toBe(false)
    expect(heard[0]).toBe('upgradedElsewhere')
    expect(currentStorageProblem()).toBe('upgradedElsewhere')
    newer.close()
    stop()
  })
})
