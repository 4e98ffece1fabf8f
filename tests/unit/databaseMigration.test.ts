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
    expect(current.verno).toBe(6)
    expect(await current.outbox.count()).toBe(0)
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

describe('version 6: one queue of writes', () => {
  it("gives the player's queued writes a kind and a request id, and moves the kiosk's scans in, in the order made", async () => {
    const v5 = new Dexie(NAME)
    v5.version(5).stores({ outbox: '++seq, key', staffScans: 'id, scannedAt' })
    await v5.table('outbox').bulkAdd([
      { key: 'message:4', method: 'PUT', path: '/user/self/message/4', body: { is_read: true }, createdAt: 10, attempts: 1 },
      { key: 'questionnaire:p1', method: 'POST', path: '/user/self/questionnaire', body: { party_id: 'p1' }, createdAt: 11, attempts: 0 },
      { key: 'odd', method: 'PUT', path: '/somewhere/else', body: {}, createdAt: 12, attempts: 0 },
    ])
    await v5.table('staffScans').bulkPut([
      { id: 'scan-b', ticket: 'DPT1.b', partyId: 'pb', entryNumber: 8, scannedAt: 30, state: 'conflict', code: 3022 },
      { id: 'scan-a', ticket: 'DPT1.a', partyId: 'pa', entryNumber: 7, scannedAt: 20, state: 'pending', payAtCounter: true },
    ])
    v5.close()

    const current = new AppDatabase(NAME)
    await current.open()
    const rows = await current.outbox.orderBy('seq').toArray()
    expect(rows.map((row) => [row.kind, row.key, row.state, row.code, row.attempts])).toEqual([
      ['messageRead', 'message:4', 'pending', undefined, 1],
      ['questionnaire', 'questionnaire:p1', 'pending', undefined, 0],
      ['checkIn', 'checkin:pa', 'pending', undefined, 0],
      ['checkIn', 'checkin:pb', 'conflict', 3022, 0],
    ])
    expect(rows[0]?.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(rows[2]).toMatchObject({ id: 'scan-a', createdAt: 20, label: { entryNumber: 7, partyId: 'pa' }, body: { ticket: 'DPT1.a', scan_id: 'scan-a', pay_at_counter: true } })
    expect(current.tables.map((table) => table.name)).not.toContain('staffScans')
    current.close()
  })
})
