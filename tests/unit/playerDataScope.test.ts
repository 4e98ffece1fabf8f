import { beforeEach, describe, expect, it, vi } from 'vitest'
import { claimPlayerRows, db, TABLE_SCOPES, type TableName, tablesOf } from '../../src/data/db/database.ts'
import { playerKey, publicKey, scopeOf } from '../../src/data/db/syncKeys.ts'
import { clearPlayerData } from '../../src/data/repositories/sessionLifecycle.ts'

/** One row for every table of the schema: a table added without a scope and a row here fails. */
const ROW: Record<TableName, () => Promise<unknown>> = {
  entryDraft: () => db.entryDraft.put({ id: 'current', entryReady: true, fastCheckIn: false, fastCheckInStartedAt: null, data: {}, updatedAt: 1 }),
  master: () => db.master.put({ set: 'items', id: '1', data: { id: 1 } }),
  news: () => db.news.put({ id: 1, publishedAt: '2026-11-01T00:00:00Z', data: {} }),
  facility: () => db.facility.put({ key: 'schedule', data: { days: [] }, syncedAt: 1 }),
  player: () => db.player.put({ key: 'profile', data: { name: 'A' }, syncedAt: 1 }),
  collections: () => db.collections.put({ kind: 'title', id: '1', data: {} }),
  messages: () => db.messages.put({ id: 1, data: {} }),
  ticket: () => db.ticket.put({ id: 'current', data: { entry_number: 12 }, syncedAt: 1 }),
  outbox: () => db.outbox.add({ id: 'w1', kind: 'messageRead', state: 'pending', key: 'message:1', method: 'PUT', path: '/user/self/message/1', body: {}, createdAt: 0, attempts: 0 }),
  syncMeta: () =>
    db.syncMeta.bulkPut([
      { collection: playerKey('messages'), syncedAt: 1 },
      { collection: playerKey('reservations'), syncedAt: 1 },
      { collection: publicKey('news'), syncedAt: 1 },
      { collection: publicKey('master:items'), syncedAt: 1 },
    ]),
}

async function fillEveryTable(): Promise<void> {
  for (const name of Object.keys(ROW) as TableName[]) await ROW[name]()
}

async function expectOnlyPublicDataLeft(): Promise<void> {
  for (const name of tablesOf('player')) {
    const rows = await db.table(name).toArray()
    // The owner marker of the player now signed in is the one row a claim leaves.
    expect(
      rows.filter((row) => row.key !== 'owner'),
      name,
    ).toEqual([])
  }
  for (const name of tablesOf('public')) expect(await db.table(name).count(), name).toBeGreaterThan(0)
  const keys = (await db.syncMeta.toArray()).map((row) => row.collection)
  expect(keys.filter((key) => scopeOf(key) === 'player')).toEqual([])
  expect(keys.sort()).toEqual(['public:master:items', 'public:news'])
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()))
})

describe('stored data by scope', () => {
  it('every table of the schema says whose data it holds', () => {
    expect(db.tables.map((table) => table.name).sort()).toEqual(Object.keys(TABLE_SCOPES).sort())
    expect(tablesOf('player').length).toBeGreaterThan(0)
    expect(tablesOf('public').length).toBeGreaterThan(0)
  })

  it('sign-out empties every player table and key, and keeps public data', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await fillEveryTable()
    await clearPlayerData()
    await expectOnlyPublicDataLeft()
  })

  it("another player signing in finds none of the last player's rows or keys", async () => {
    await claimPlayerRows('uid-a')
    await fillEveryTable()
    await claimPlayerRows('uid-b')
    await expectOnlyPublicDataLeft()
    expect((await db.player.get('owner'))?.data).toEqual({ uid: 'uid-b' })
  })

  it('the same player signing in again keeps their rows', async () => {
    await claimPlayerRows('uid-a')
    await fillEveryTable()
    await claimPlayerRows('uid-a')
    for (const name of tablesOf('player')) expect(await db.table(name).count(), name).toBeGreaterThan(0)
    expect(await db.syncMeta.get(playerKey('reservations'))).toBeDefined()
  })
})
