import { expect, it } from 'vitest'
import { escapeXml } from '../../server/master/artwork/svg.ts'
import { MASTER_SEED } from '../../server/master/seed/index.ts'
import { seedMasterData } from '../../server/master/seedMaster.ts'
import { xmlProblem } from './support/masterChecks.ts'
import { useApiServer } from './support/apiServer.ts'
import { describeOnEachBackend } from './support/testDatabase.ts'

const MAX_BYTES = 6 * 1024
const KINDS = [
  { path: 'avatar', records: MASTER_SEED.avatars },
  { path: 'spirit', records: MASTER_SEED.spirits },
  { path: 'item', records: MASTER_SEED.items },
] as const

/** What every served artwork must be: self-contained, script-free, well-formed SVG. */
function expectSafeSvg(svg: string, label: string) {
  expect(svg, label).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/)
  expect(xmlProblem(svg), label).toBeNull()
  expect(svg, label).not.toMatch(/<script|<style|\sstyle=|\son\w+=|href=|<image|<foreignObject|javascript:/i)
  // The only URL is the SVG namespace; fills reference gradients inside the document.
  expect(svg.match(/https?:\/\//g), label).toEqual(['http://'])
  for (const [, id] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(svg, `${label} defines #${id}`).toContain(`id="${id}"`)
}

describeOnEachBackend('artwork images', (backend) => {
  const server = useApiServer(backend, { prepare: (db) => seedMasterData(db) })

  for (const { path, records } of KINDS) {
    it(`draws every ${path} as its own small SVG titled with the Japanese name`, async () => {
      const bodies = new Set<string>()
      for (const record of records) {
        const response = await fetch(`${server.url}/images/${path}/${record.id}`)
        const label = `/images/${path}/${record.id}`
        expect(response.status, label).toBe(200)
        expect(response.headers.get('content-type'), label).toBe('image/svg+xml')
        expect(response.headers.get('cache-control'), label).toBe('public, max-age=86400')
        expect(response.headers.get('x-content-type-options'), label).toBe('nosniff')
        const svg = await response.text()
        expect(Buffer.byteLength(svg), label).toBeLessThan(MAX_BYTES)
        expect(svg, label).toContain(`<title>${escapeXml(record.name.ja)}</title>`)
        expectSafeSvg(svg, label)
        bodies.add(svg.replace(/<title>.*?<\/title>/, '').replaceAll(/(av|sp|it)\d+/g, ''))
      }
      // Unique even without the title and the id-based gradient names: every drawing differs.
      expect(bodies.size).toBe(records.length)
    })
  }

  it('draws news banners 1200 × 630 for any news id', async () => {
    const bodies = new Set<string>()
    for (const id of [1, 2, 3, 4, 5, 6, 42, 999999999]) {
      const response = await fetch(`${server.url}/images/news/${id}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
      const svg = await response.text()
      expect(svg).toContain('viewBox="0 0 1200 630"')
      expect(svg).toContain('#17110c')
      expectSafeSvg(svg, `news ${id}`)
      bodies.add(svg)
    }
    expect(bodies.size).toBe(8)
  })

  it('draws the 18 play rank emblems, rank 1 the grandest, and 404s any other rank id', async () => {
    const bodies = new Set<string>()
    for (let id = 1; id <= 18; id++) {
      const response = await fetch(`${server.url}/images/rank/${id}`)
      const label = `/images/rank/${id}`
      expect(response.status, label).toBe(200)
      expect(response.headers.get('content-type'), label).toBe('image/svg+xml')
      expect(response.headers.get('cache-control'), label).toBe('public, max-age=86400')
      expect(response.headers.get('etag'), label).toMatch(/^(W\/)?"/)
      const svg = await response.text()
      expect(Buffer.byteLength(svg), label).toBeLessThan(MAX_BYTES)
      expect(svg, label).toMatch(/<title>[^<]+<\/title>/)
      expectSafeSvg(svg, label)
      bodies.add(svg)
    }
    expect(bodies.size).toBe(18)
    // Rank 1 (the best) shows image 18, the crowned legend; rank 18 the humblest, image 1.
    expect(await (await fetch(`${server.url}/images/rank/1`)).text()).toContain('<title>ランク SSS</title>')
    expect(await (await fetch(`${server.url}/images/rank/18`)).text()).toContain('<title>ランク D-</title>')
    for (const path of ['rank/0', 'rank/19', 'rank/01', 'rank/x', 'rank/1.5', 'rank/-1', 'rank/1/2', 'rank']) {
      const response = await fetch(`${server.url}/images/${path}`)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-type'), path).not.toMatch(/svg|html/)
    }
  })

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await fetch(`${server.url}/images/item/1`)
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^(W\/)?"/)
    const again = await fetch(`${server.url}/images/item/1`, { headers: { 'if-none-match': etag ?? '' } })
    expect(again.status).toBe(304)
  })

  it('answers 404 for unknown kinds and ids, never the app shell', async () => {
    const paths = ['avatar/999', 'avatar/0', 'avatar/01', 'avatar/abc', 'avatar/1.svg', 'spirit/-1', 'item/1_1', 'news/0', 'news/x', 'title/1', 'avatar', '', 'avatar/1/2']
    for (const path of paths) {
      const response = await fetch(`${server.url}/images/${path}`)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-type'), path).not.toMatch(/svg|html/)
    }
  })
})
