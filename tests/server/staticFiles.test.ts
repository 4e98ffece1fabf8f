import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app.ts'
import type { Database } from '../../server/db/database.ts'
import type { RuntimeConfig } from '../../src/domain/runtimeConfig.ts'
import { createFakeDist, type FakeDist, SECRET_OUTSIDE_DIST } from './support/fakeDist.ts'
import { rawGet, startTestServer, type TestServer } from './support/http.ts'
import { createTestStore, type TestStore } from './support/testDatabase.ts'

/** The app serving a fake build with `runtimeConfig`: started before the calling describe's tests, stopped after them. */
function serveFakeDist(runtimeConfig: RuntimeConfig): { readonly url: string; readonly port: number; readonly distDir: string } {
  let store: TestStore | undefined
  let db: Database | undefined
  let dist: FakeDist | undefined
  let server: TestServer | undefined

  beforeAll(async () => {
    store = await createTestStore('pglite')
    db = await store.open()
    dist = await createFakeDist()
    server = await startTestServer(createApp({ db, distDir: dist.distDir, runtimeConfig, log: null }))
  })
  afterAll(async () => {
    await server?.close()
    await db?.close()
    await store?.dispose()
    await dist?.dispose()
  })
  const started = () => {
    if (!server) throw new Error('the server starts before the tests')
    return server
  }
  return {
    get url() {
      return started().url
    },
    get port() {
      return started().port
    },
    get distDir() {
      if (!dist) throw new Error('the build is written before the tests')
      return dist.distDir
    },
  }
}

describe('static files and the app shell', () => {
  const server = serveFakeDist({ periodLevel: 7, privacyPolicyUrl: 'https://example.com/privacy?a=1&b="2"' })

  const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init)

  it('serves hashed assets as immutable with their content type', async () => {
    const js = await get('/assets/app-abc123.js')
    expect(js.status).toBe(200)
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(await js.text()).toBe('console.log("app")')
    expect((await get('/assets/app-abc123.css')).headers.get('content-type')).toBe('text/css; charset=utf-8')
  })

  it('links the code of the screen a path shows into its page, and nothing into another', async () => {
    const preload = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`
    expect(await (await get('/ranking')).text()).toContain(`${preload('/assets/ranking-abc123.js')}</head>`)
    expect(await (await get('/news/12')).text()).toContain(preload('/assets/news-abc123.js'))
    for (const path of ['/', '/mypage', '/index.html', '/news']) expect(await (await get(path)).text(), path).not.toContain('modulepreload')
    // The page differs by path, and so does its tag.
    expect((await get('/ranking')).headers.get('etag')).not.toBe((await get('/mypage')).headers.get('etag'))
  })

  it('serves sw.js, index.html and other files as no-cache', async () => {
    const cases: [string, string][] = [
      ['/sw.js', 'text/javascript; charset=utf-8'],
      ['/manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
      ['/icons/icon.svg', 'image/svg+xml'],
      ['/robots.txt', 'text/plain; charset=utf-8'],
      ['/', 'text/html; charset=utf-8'],
      ['/index.html', 'text/html; charset=utf-8'],
    ]
    for (const [path, type] of cases) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('cache-control'), path).toBe('no-cache')
      expect(response.headers.get('content-type'), path).toBe(type)
    }
  })

  it('answers app routes with index.html carrying the runtime config', async () => {
    for (const path of ['/mypage', '/facility/information', '/unknown/path', '/news/12?lang=en']) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-cache')
      const html = await response.text()
      expect(html).toContain('<div id="root">')
      expect(html).toContain('<meta name="app-config" content="{&quot;periodLevel&quot;:7,&quot;privacyPolicyUrl&quot;:&quot;https://example.com/privacy?a=1&amp;b=\\&quot;2\\&quot;&quot;}">')
    }
  })

  it('keeps a missing asset a real 404', async () => {
    for (const path of ['/assets/app-gone99.js', '/assets/', '/assets/deep/missing.css', '/missing-icon.png', '/sw-old.js']) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expect(await response.text()).not.toContain('<html')
    }
  })

  it('revalidates with ETags', async () => {
    for (const path of ['/sw.js', '/mypage', '/assets/big-abc123.js']) {
      const etag = (await get(path)).headers.get('etag')
      expect(etag, path).toBeTruthy()
      const again = await get(path, { headers: { 'if-none-match': etag ?? '' } })
      expect(again.status, path).toBe(304)
    }
  })

  it('compresses larger text responses', async () => {
    const response = await get('/assets/big-abc123.js', { headers: { 'accept-encoding': 'gzip' } })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(await response.text()).toHaveLength('export const data = '.length + 5002)
    const small = await get('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip' } })
    expect(small.headers.get('content-encoding')).toBeNull()
  })

  it('sends brotli to a browser that takes it, compressed once, and a changed file anew', async () => {
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' }
    const file = join(server.distDir, 'workbox-lines.js')
    const version = (tag: string) => `// ${tag}\n${'self.addEventListener("fetch", () => {})\n'.repeat(60)}`
    await writeFile(file, version('first'))
    const first = await get('/workbox-lines.js', { headers: browser })
    expect(first.headers.get('content-encoding')).toBe('br')
    expect(await first.text()).toBe(version('first'))
    expect(await (await get('/workbox-lines.js', { headers: browser })).text()).toBe(version('first'))
    // A redeploy writes the same path with other content: never the old compressed copy.
    await writeFile(file, version('the next one'))
    const after = await get('/workbox-lines.js', { headers: browser })
    expect(after.headers.get('content-encoding')).toBe('br')
    expect(await after.text()).toBe(version('the next one'))
    const refused = await get('/workbox-lines.js', { headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } })
    expect(refused.headers.get('content-encoding')).toBeNull()
    expect(await refused.text()).toBe(version('the next one'))
  })

  it('answers HEAD like GET without a body', async () => {
    const head = await get('/assets/app-abc123.js', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(head.headers.get('content-length')).toBe('18')
    expect(await head.text()).toBe('')
    expect((await get('/assets/nope.js', { method: 'HEAD' })).status).toBe(404)
    expect((await get('/api/v1/info/maintenance', { method: 'HEAD' })).status).toBe(200)
  })

  it('never serves files outside dist', async () => {
    const attempts = [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/..%5c..%5csecret.txt',
      '/%252e%252e/secret.txt',
      '/assets/%00.js',
      '/%E0%A4%A',
    ]
    for (const path of attempts) {
      const response = await rawGet(server.port, path)
      expect(response.body, path).not.toContain(SECRET_OUTSIDE_DIST)
      expect([200, 400, 404], path).toContain(response.status)
    }
  })

  it('refuses other methods outside the API', async () => {
    expect((await get('/mypage', { method: 'POST' })).status).toBe(404)
  })

  it('draws no first frame with settings other than those the frames were drawn with', async () => {
    // This server's period level and privacy link differ from the build's.
    const html = await (await get('/ranking')).text()
    expect(html).toContain('<div id="root"></div>')
    expect(html).not.toContain('ランキング')
  })
})

describe('first frames in the page', () => {
  const server = serveFakeDist({ updateCheckSeconds: 60 })

  const page = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}${path}`, { headers })
    return { response, html: await response.text() }
  }
  const root = (html: string) => /<div id="root"[^>]*>(.*?)<\/div><\/body>/.exec(html)?.[1]
  const lang = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1]

  it.each([
    ['/', {}, 'ja', '<main><h1>トップ</h1></main>'],
    ['/', { 'Accept-Language': 'en-US,en;q=0.9' }, 'en', '<main><h1>Top</h1></main>'],
    ['/', { 'Accept-Language': 'en', Cookie: 'dp.locale=ko' }, 'ko', '<main><h1>탑</h1></main>'],
    ['/?lang=en', { Cookie: 'dp.locale=ko' }, 'en', '<main><h1>Top</h1></main>'],
    ['/ranking', { 'Accept-Language': 'zh-Hant-TW' }, 'zh-TW', '<main><h1>排行榜</h1></main>'],
    ['/ranking/', {}, 'ja', '<main><h1>ランキング</h1></main>'],
  ] as const)('draws %s with %j in %s', async (path, headers, locale, frame) => {
    const { response, html } = await page(path, headers)
    expect(response.status).toBe(200)
    expect(lang(html)).toBe(locale)
    expect(html).toContain('<div id="root" inert data-server-frame>')
    expect(root(html)).toBe(frame)
    // The page's title is the screen's, in that language.
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(/<h1>([^<]*)<\/h1>/.exec(frame)?.[1])
    // The code starts once the frame is painted.
    const modules = path.startsWith('/ranking') ? '/assets/ranking-abc123.js' : ''
    expect(html).toContain(`<script defer src="/load-app.js" data-entry="/assets/app-abc123.js" data-modules="${modules}"></script>`)
    expect(html).not.toContain('<script type="module"')
    expect(html).not.toContain('modulepreload')
    expect(response.headers.get('vary')).toMatch(/Accept-Language, Cookie/)
  })

  it.each([
    ['/ranking', { 'Accept-Language': 'ko' }],
    ['/ranking?class=eq3', {}],
    ['/mypage', {}],
    ['/mypage', { Cookie: 'dp.player=abc' }],
    ['/mypage', { Cookie: 'dp.player=12', 'Accept-Language': 'ko' }],
    ['/index.html', {}],
    ['/news/12', {}],
  ] as const)('leaves %s with %j as built', async (path, headers) => {
    const { html } = await page(path, headers)
    expect(html).toContain('<div id="root"></div>')
    expect(lang(html)).toBe('ja')
  })

  it('says that a page with frames varies with the language, and not index.html, which the service worker keeps', async () => {
    expect((await page('/ranking', { 'Accept-Language': 'ko' })).response.headers.get('vary')).toMatch(/Accept-Language, Cookie/)
    for (const path of ['/index.html', '/news/12']) {
      expect((await page(path)).response.headers.get('vary') ?? '', path).not.toMatch(/Accept-Language|Cookie/)
    }
  })

  it("draws My Page for a player of this browser with the player's avatar, for the player's browser only", async () => {
    const { response, html } = await page('/mypage', { Cookie: 'dp.locale=en; dp.player=12' })
    expect(lang(html)).toBe('en')
    expect(root(html)).toBe('<main><h1>My Page</h1><img src="/images/avatar/12" alt=""></main>')
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe('My Page')
    expect(response.headers.get('cache-control')).toBe('private, no-cache')
    expect(response.headers.get('vary')).toMatch(/Accept-Language, Cookie/)
    // Another avatar is another page; without the cookie, the page as built.
    const other = await page('/mypage', { Cookie: 'dp.locale=en; dp.player=3' })
    expect(root(other.html)).toContain('/images/avatar/3"')
    expect(other.response.headers.get('etag')).not.toBe(response.headers.get('etag'))
    const signedOut = await page('/mypage')
    expect(signedOut.html).toContain('<div id="root"></div>')
    expect(signedOut.response.headers.get('cache-control')).toBe('no-cache')
    // Public pages stay shareable.
    expect((await page('/', { Cookie: 'dp.player=12' })).response.headers.get('cache-control')).toBe('no-cache')
  })

  it('tags each language of a page apart, and answers 304 to the tag of the same one', async () => {
    const ja = await page('/')
    const en = await page('/', { 'Accept-Language': 'en' })
    const etag = ja.response.headers.get('etag') ?? ''
    expect(etag).not.toBe(en.response.headers.get('etag'))
    expect((await fetch(`${server.url}/`, { headers: { 'If-None-Match': etag } })).status).toBe(304)
    expect((await fetch(`${server.url}/`, { headers: { 'If-None-Match': etag, 'Accept-Language': 'en' } })).status).toBe(200)
  })

  it('reads a cookie it cannot decode as no choice', async () => {
    const { response, html } = await page('/', { Cookie: 'dp.locale=%E0%A4%A; dp.locale=' })
    expect(response.status).toBe(200)
    expect(lang(html)).toBe('ja')
  })
})
