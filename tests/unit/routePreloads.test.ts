import { describe, expect, it } from 'vitest'
import { injectRoutePreloads } from '../../server/http/pageHtml.ts'
import { preloadsFor, type RoutePreload, routeMatches } from '../../src/domain/routePreloads.ts'
import { catalogsLoadedBy } from '../../vite-plugins/routePreloads.ts'

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
    expect(preloadsFor(PRELOADS, path)?.files ?? []).toEqual(files)
  })

  it('links each file before </head>, leaving out what the page loads already and anything not a built script', () => {
    const html = '<html><head><script type="module" src="/assets/index-1.js"></script></head><body></body></html>'
    const page = injectRoutePreloads(html, {
      files: ['/assets/index-1.js', '/assets/ranking-1.js', '/assets/x.css', 'https://elsewhere.example/a.js', '/assets/"><script>.js'],
    })
    expect(page).toBe('<html><head><script type="module" src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/ranking-1.js"></head><body></body></html>')
    expect(injectRoutePreloads(html, { files: [] })).toBe(html)
    expect(injectRoutePreloads(html, undefined)).toBe(html)
  })

  it("links the screen's style sheets before its code, leaving out what the page links already and anything not a built style sheet", () => {
    const html = '<html><head><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body></body></html>'
    const page = injectRoutePreloads(html, {
      files: ['/assets/ranking-1.js'],
      styles: ['/assets/index-1.css', '/assets/Community-1.css', '/assets/x.js', 'https://elsewhere.example/a.css', '/assets/"><b>.css'],
    })
    expect(page).toBe(
      '<html><head><link rel="stylesheet" crossorigin href="/assets/index-1.css"><link rel="stylesheet" crossorigin href="/assets/Community-1.css"><link rel="modulepreload" crossorigin href="/assets/ranking-1.js"></head><body></body></html>',
    )
  })
})

describe("a route's catalogs (the build reads them from the route file)", () => {
  it.each([
    ["  loader: () => loadFeatureCatalog('community'),", ['community']],
    ["  loader: () => Promise.all([loadFeatureCatalog('entry'), loadFeatureCatalog('player')]),", ['entry', 'player']],
    ["  loader: () => Promise.all([loadFeatureCatalog('player'), loadFeatureCatalog('player')]),", ['player']],
    ['  component: TopScreen,', []],
  ])('%s names %j', (source, catalogs) => {
    expect(catalogsLoadedBy(source)).toEqual(catalogs)
  })
})
