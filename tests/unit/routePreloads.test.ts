import { describe, expect, it } from 'vitest'
import { injectRoutePreloads, preloadsFor, type RoutePreload, routeMatches } from '../../src/domain/routePreloads.ts'

const PRELOADS: RoutePreload[] = [
  { path: '/', files: ['/assets/top-1.js'] },
  { path: '/mypage/', files: ['/assets/mypage-1.js'] },
  { path: '/news/$id', files: ['/assets/newsDetail-1.js'] },
  { path: '/news/clearer', files: ['/assets/clearer-1.js'] },
  { path: '/ranking', files: ['/assets/ranking-1.js', '/assets/locale-ja-community-1.js'] },
]

describe('route preloads', () => {
  it.each([
    ['/', '/', true],
    ['/ranking', '/ranking', true],
    ['/ranking', '/ranking/', true],
    ['/mypage/', '/mypage', true],
    ['/news/$id', '/news/12', true],
    ['/news/$id', '/news', false],
    ['/news/$id', '/news/12/more', false],
    ['/ranking', '/rankings', false],
    ['/', '/ranking', false],
  ])('route %s matches %s: %s', (route, request, expected) => {
    expect(routeMatches(route, request)).toBe(expected)
  })

  it.each([
    ['/', ['/assets/top-1.js']],
    ['/mypage', ['/assets/mypage-1.js']],
    ['/news/clearer', ['/assets/clearer-1.js']],
    ['/news/7', ['/assets/newsDetail-1.js']],
    ['/ranking', ['/assets/ranking-1.js', '/assets/locale-ja-community-1.js']],
    ['/unknown/page', []],
  ])('%s preloads %j', (path, files) => {
    expect(preloadsFor(PRELOADS, path)).toEqual(files)
  })

  it('links each file before </head>, leaving out what the page loads already and anything not a built script', () => {
    const html = '<html><head><script type="module" src="/assets/index-1.js"></script></head><body></body></html>'
    const page = injectRoutePreloads(html, ['/assets/index-1.js', '/assets/ranking-1.js', '/assets/x.css', 'https://elsewhere.example/a.js', '/assets/"><script>.js'])
    expect(page).toBe(
      '<html><head><script type="module" src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/ranking-1.js"></head><body></body></html>',
    )
    expect(injectRoutePreloads(html, [])).toBe(html)
  })
})
