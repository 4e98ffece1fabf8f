import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../src/data/db/database.ts'
import { readMasterRecord, readMasterSet, readNewsPage, writeMasterSet, writeNewsPage } from '../../src/data/db/publicMirror.ts'

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()))
})

const news = (id: number, day: number) => ({ id, published_at: `2026-11-${String(day).padStart(2, '0')}T00:00:00Z` })

describe('public mirror', () => {
  it('answers nothing for a set never synced, and a whole set once written', async () => {
    expect(await readMasterSet('items')).toBeUndefined()
    await writeMasterSet('items', [{ id: '1', data: { id: 1 } }, { id: '2', data: { id: 2 } }], 1_000)
    expect(await readMasterSet('items')).toEqual({ value: [{ id: 1 }, { id: 2 }], syncedAt: 1_000 })
    expect(await readMasterRecord('items', '2')).toEqual({ value: { id: 2 }, syncedAt: 1_000 })
  })

  it('replaces a set as a whole: records the server dropped disappear', async () => {
    await writeMasterSet('items', [{ id: '1', data: { id: 1 } }, { id: '2', data: { id: 2 } }])
    await writeMasterSet('items', [{ id: '2', data: { id: 2, v: 2 } }])
    expect((await readMasterSet('items'))?.value).toEqual([{ id: 2, v: 2 }])
  })

  it('pages news newest first with the reported total, and drops items removed from the first page', async () => {
    await writeNewsPage([news(3, 3), news(2, 2), news(1, 1)], 0, 3, 5_000)
    expect(await readNewsPage(0, 2)).toEqual({ value: { items: [news(3, 3), news(2, 2)], total: 3 }, syncedAt: 5_000 })
    await writeNewsPage([news(4, 4), news(3, 3), news(1, 1)], 0, 3, 6_000)
    const page = await readNewsPage(0, 10)
    expect(page?.value.items.map((item) => (item as { id: number }).id)).toEqual([4, 3, 1])
  })
})
