import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { decideAccess, findRoute, isAvailable, ROUTE_TABLE, sitemapRoutes } from '../../src/domain/routeAccess.ts'

/** The path a flat TanStack route file stands for (`mypage.detail.avatar.$avatarid.tsx`). */
function pathOfRouteFile(file: string): string {
  const name = file.replace(/\.tsx$/, '').replace(/(^|\.)index$/, '')
  return `/${name.split('.').filter(Boolean).join('/')}`
}

describe('route table', () => {
  it('has exactly one route file per table entry', () => {
    const files = readdirSync('src/routes').filter((f) => f.endsWith('.tsx') && f !== '__root.tsx')
    const fromFiles = files.map(pathOfRouteFile).sort()
    const fromTable = ROUTE_TABLE.map((entry) => entry.path).sort()
    expect(fromFiles).toEqual(fromTable)
  })

  it.each([
    ['/', 0],
    ['/maintenance', 0],
    ['/signuplogin', 2],
    ['/mypage', 2],
    ['/ranking', 4],
    ['/mypage/detail/avatar/$avatarid', 4],
    ['/reservation/status', 5],
    ['/entry-03', 6],
    ['/entry/follow/qr/$index', 6],
    ['/purchase/confirm/$productid', 7],
    ['/purchase/cardregister', 7],
    ['/purchase/cardconfirm', 7],
  ])('%s needs level %i', (path, level) => {
    expect(ROUTE_TABLE.find((entry) => entry.path === path)?.minLevel).toBe(level)
  })
})

describe('findRoute', () => {
  it.each([
    ['/mypage/detail/item/42', '/mypage/detail/item/$itemid'],
    ['/entry/select/avatar', '/entry/select/avatar'],
    ['/entry/select/avatar/7', '/entry/select/avatar/$avatarid'],
    ['/faq/', '/faq'],
    ['/', '/'],
  ])('%s matches %s', (pathname, pattern) => {
    expect(findRoute(pathname)?.path).toBe(pattern)
  })

  it.each(['/nowhere', '/mypage/detail/avatar', '/mypage/detail/avatar/1/2', '/entry-07', '/FAQ'])('%s matches nothing', (pathname) => {
    expect(findRoute(pathname)).toBeUndefined()
  })
})

describe('decideAccess by period level', () => {
  it.each([
    [6, '/purchase/confirm/3', 'not-found'],
    [7, '/purchase/confirm/3', 'login'],
    [6, '/purchase/cardregister', 'not-found'],
    [7, '/purchase/cardconfirm', 'login'],
    [6, '/entry-01', 'login'],
    [5, '/entry-01', 'not-found'],
    [5, '/reservation/status', 'allow'],
    [4, '/reservation/status', 'not-found'],
    [1, '/signuplogin', 'not-found'],
    [1, '/terms', 'allow'],
    [6, '/unknown', 'not-found'],
  ])('level %i: %s is %s for a visitor', (level, path, kind) => {
    expect(decideAccess(path, path, level, false).kind).toBe(kind)
  })

  it('sends a visitor to sign in with the wanted path and search', () => {
    expect(decideAccess('/coupon/list', '/coupon/list?tab=2#top', 6, false)).toEqual({
      kind: 'login',
      continueTo: '/coupon/list?tab=2#top',
    })
  })

  it('lets a signed-in player through', () => {
    expect(decideAccess('/mypage', '/mypage', 6, true).kind).toBe('allow')
  })
})

describe('sitemap', () => {
  it('lists only routes available at the level and never parameterised ones', () => {
    for (const level of [0, 2, 4, 5, 6, 7]) {
      const routes = sitemapRoutes(level)
      expect(routes.every((entry) => isAvailable(entry, level) && !entry.path.includes('$'))).toBe(true)
    }
    expect(sitemapRoutes(6).map((e) => e.path)).toContain('/reservation/status')
    expect(sitemapRoutes(4).map((e) => e.path)).not.toContain('/reservation/status')
    expect(sitemapRoutes(6).map((e) => e.path)).not.toContain('/purchase/cardregister')
  })
})
