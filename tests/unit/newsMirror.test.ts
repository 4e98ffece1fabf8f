import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../src/data/db/database.ts'
import { readNewsPage, writeNewsPage } from '../../src/data/db/newsMirror.ts'

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()))
})

const news = (id: number, day: number) => ({ id, published_at: `2026-11-${String(day).padStart(2, '0')}T00:00:00Z` })

describe('news mirror', () => {
  it('answers nothing before the first page was stored', async () => {
    expect(await readNewsPage(0, 10)).toBeUndefined()
  })

  it('pages news newest first with the reported total, and drops items removed from the first page', async () => {
    await writeNewsPage([news(3, 3), news(2, 2), news(1, 1)], 0, 3, 5_000)
    expect(await readNewsPage(0, 2)).toEqual({ value: { items: [news(3, 3), news(2, 2)], total: 3 }, syncedAt: 5_000 })
    expect(await db.syncMeta.get('public:news')).toMatchObject({ syncedAt: 5_000, total: 3 })
    await writeNewsPage([news(4, 4), news(3, 3), news(1, 1)], 0, 3, 6_000)
    const page = await readNewsPage(0, 10)
    expect(page?.value.items.map((item) => (item as { id: number }).id)).toEqual([4, 3, 1])
  })
})
