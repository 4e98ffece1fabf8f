import { isRedirect } from '@tanstack/react-router'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { session } from '../../src/data/auth/session.ts'
import { db } from '../../src/data/db/database.ts'
import { recordNavigation } from '../../src/features/navigation/navigationHistory.ts'
import { Route as EntryCompleteRoute } from '../../src/routes/entry.complete.tsx'
import { Route as FollowQrRoute } from '../../src/routes/entry.follow.qr.$index.tsx'
import { Route as EntryRoute } from '../../src/routes/entry.index.tsx'
import { Route as ItemCategoryRoute } from '../../src/routes/entry.select.item.$category.tsx'
import { Route as AvatarDetailRoute } from '../../src/routes/mypage.detail.avatar.$avatarid.tsx'
import { Route as ItemDetailRoute } from '../../src/routes/mypage.detail.item.$itemid.tsx'
import { Route as SpiritDetailRoute } from '../../src/routes/mypage.detail.spirit.$spiritid.tsx'

type BeforeLoad = (args: unknown) => unknown

/** Runs a route's beforeLoad as the router would and returns where it sends the player. */
async function visit(route: { options: { beforeLoad?: unknown } }, pathname: string, params: Record<string, string>) {
  const beforeLoad = route.options.beforeLoad as BeforeLoad
  try {
    await beforeLoad({ location: { pathname, href: pathname, searchStr: '' }, params })
    return 'stays'
  } catch (error) {
    if (!isRedirect(error)) throw error
    const { to, hash } = error.options
    return hash ? `${to}#${hash}` : String(to)
  }
}

beforeAll(() => session.setUser({ uid: 'u1', email: null, getIdToken: async () => 't' }))
afterAll(() => session.setUser(null))
beforeEach(async () => {
  await db.entryDraft.clear()
})

describe('entry routes', () => {
  it('/entry clears the draft and goes to the first step', async () => {
    await db.entryDraft.put({ id: 'current', entryReady: false, fastCheckIn: false, fastCheckInStartedAt: null, data: { name: 'x' }, updatedAt: 1 })
    expect(await visit(EntryRoute, '/entry', {})).toBe('/entry-01')
    expect(await db.entryDraft.count()).toBe(0)
  })

  it.each([
    ['phys', 'stays'],
    ['exp', 'stays'],
    ['coin', 'stays'],
    ['gold', '/entry'],
    ['PHYS', '/entry'],
  ])('item category %s: %s', async (category, expected) => {
    expect(await visit(ItemCategoryRoute, `/entry/select/item/${category}`, { category })).toBe(expected)
  })

  it.each([
    ['1', 'stays'],
    ['2', 'stays'],
    ['3', '/entry'],
    ['x', '/entry'],
  ])('follow QR index %s: %s', async (index, expected) => {
    expect(await visit(FollowQrRoute, `/entry/follow/qr/${index}`, { index })).toBe(expected)
  })

  it('entry complete needs a ready entry, fast check-in, or entry-04/06 just before', async () => {
    recordNavigation('/entry-02')
    expect(await visit(EntryCompleteRoute, '/entry/complete', {})).toBe('/entry')
    recordNavigation('/entry-04')
    expect(await visit(EntryCompleteRoute, '/entry/complete', {})).toBe('stays')
    recordNavigation('/mypage')
    await db.entryDraft.put({ id: 'current', entryReady: true, fastCheckIn: false, fastCheckInStartedAt: null, data: {}, updatedAt: 1 })
    expect(await visit(EntryCompleteRoute, '/entry/complete', {})).toBe('stays')
  })
})

describe('My Page detail routes', () => {
  it.each([
    ['avatar', AvatarDetailRoute, 'avatarid'],
    ['spirit', SpiritDetailRoute, 'spiritid'],
    ['item', ItemDetailRoute, 'itemid'],
  ] as const)('an unknown %s id goes back to its My Page section', async (kind, route, param) => {
    expect(await visit(route, `/mypage/detail/${kind}/12`, { [param]: '12' })).toBe('stays')
    expect(await visit(route, `/mypage/detail/${kind}/abc`, { [param]: 'abc' })).toBe(`/mypage#${kind}`)
    expect(await visit(route, `/mypage/detail/${kind}/0`, { [param]: '0' })).toBe(`/mypage#${kind}`)
  })
})
