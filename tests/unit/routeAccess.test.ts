import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { type Access, decideAccess, type Viewer } from '../../src/domain/routeAccess.ts'
import { APP_PATHS, appPathOf, isRouteAvailable, ROUTES, sitemapPaths } from '../../src/shell/navigation/routeTable.ts'

/** The path a flat TanStack route file stands for (`mypage.detail.avatar.$avatarid.tsx`). */
function pathOfRouteFile(file: string): string {
  const name = file.replace(/\.tsx$/, '').replace(/(^|\.)index$/, '')
  return `/${name.split('.').filter(Boolean).join('/')}`
}

describe('route table', () => {
  it('has exactly one route file per table entry', () => {
    const files = readdirSync('src/routes').filter((f) => f.endsWith('.tsx') && f !== '__root.tsx')
    expect(files.map(pathOfRouteFile).sort()).toEqual([...APP_PATHS].sort())
  })

  it('no route file calls a guard of its own: the root route applies the table', () => {
    const files = readdirSync('src/routes').filter((f) => f.endsWith('.tsx') && f !== '__root.tsx')
    const guarded = files.filter((file) => /routeGuard|guardRoute|decideAccess|ROUTES\b/.test(readFileSync(`src/routes/${file}`, 'utf8')))
    expect(guarded).toEqual([])
    expect(readFileSync('src/routes/__root.tsx', 'utf8')).toContain('guardRoute(')
  })

  it.each([
    ['/', 0, 'public'],
    ['/maintenance', 0, 'public'],
    ['/signuplogin', 2, 'public'],
    ['/mypage', 2, 'player'],
    ['/ranking', 4, 'public'],
    ['/mypage/detail/avatar/$avatarid', 4, 'player'],
    ['/reservation/status', 5, 'public'],
    ['/reservation/play', 5, 'player'],
    ['/entry-03', 6, 'player'],
    ['/entry/follow/qr/$index', 6, 'player'],
    ['/purchase/confirm/$productid', 7, 'player'],
    ['/purchase/cardregister', 7, 'player'],
    ['/purchase/cardconfirm', 7, 'player'],
  ] as const)('%s needs level %i and is %s', (path, level, access) => {
    expect(ROUTES[path]).toMatchObject({ minLevel: level, access })
  })

  it('gives every screen a title', () => {
    for (const path of APP_PATHS) expect(ROUTES[path].title.id, path).toBeTruthy()
  })

  it.each([
    ['/mypage/', '/mypage'],
    ['/entry/select/avatar/', '/entry/select/avatar'],
    ['/entry/select/avatar/$avatarid', '/entry/select/avatar/$avatarid'],
    ['/', '/'],
    ['/nowhere', undefined],
  ])('the matched route %s reads as %s', (fullPath, path) => {
    expect(appPathOf(fullPath)).toBe(path)
  })
})

describe('decideAccess', () => {
  const visitor: Viewer = { periodLevel: 6, signedIn: false, restoring: false, staff: false }
  const rule = (minLevel: number, access: Access) => ({ minLevel, access })

  it.each([
    [6, rule(7, 'player'), visitor, 'not-found'],
    [7, rule(7, 'player'), visitor, 'login'],
    [6, rule(6, 'player'), visitor, 'login'],
    [5, rule(6, 'player'), visitor, 'not-found'],
    [5, rule(5, 'public'), visitor, 'allow'],
    [4, rule(5, 'public'), visitor, 'not-found'],
    [1, rule(2, 'public'), visitor, 'not-found'],
    [1, rule(0, 'public'), visitor, 'allow'],
    [6, rule(2, 'player'), { ...visitor, signedIn: true }, 'allow'],
    [6, rule(2, 'player'), { ...visitor, restoring: true }, 'allow'],
    [6, rule(2, 'staff'), { ...visitor, restoring: true }, 'login'],
    [6, rule(2, 'staff'), { ...visitor, signedIn: true }, 'not-found'],
    [6, rule(2, 'staff'), { ...visitor, signedIn: true, staff: true }, 'allow'],
    [6, rule(7, 'staff'), { ...visitor, signedIn: true, staff: true }, 'not-found'],
  ] as const)('level %i, %o, %o: %s', (level, routeRule, viewer, kind) => {
    expect(decideAccess(routeRule, { ...viewer, periodLevel: level }, '/x').kind).toBe(kind)
  })

  it('sends a visitor to sign in with the wanted path and search', () => {
    expect(decideAccess(rule(4, 'player'), visitor, '/coupon/list?tab=2#top')).toEqual({ kind: 'login', continueTo: '/coupon/list?tab=2#top' })
  })
})

describe('sitemap', () => {
  it('lists only routes available at the level and never parameterised ones or steps', () => {
    for (const level of [0, 2, 4, 5, 6, 7]) {
      const paths = sitemapPaths(level)
      expect(paths.every((path) => isRouteAvailable(path, level) && !path.includes('$') && !ROUTES[path].stepOnly)).toBe(true)
    }
    expect(sitemapPaths(6)).toContain('/reservation/status')
    expect(sitemapPaths(4)).not.toContain('/reservation/status')
    expect(sitemapPaths(6)).not.toContain('/purchase/cardregister')
    expect(sitemapPaths(6)).not.toContain('/signupsendmail')
  })
})
