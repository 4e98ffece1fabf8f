/**
 * First-load budget: loads `/` in Chromium against the built app and reports the gzipped
 * JavaScript and CSS it fetched before it became interactive. Exits 1 above the JS budget.
 * Usage: node bench/bundle-budget.ts (after `npm run build`); `BENCH_DIST=<folder>` measures another
 * build (the one before a change, for a paired figure).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { launchBrowser, PHONE } from '../harness/browser.ts'
import { startServer } from '../harness/stack.ts'

// 150 until issue 12; 151 since (docs/performance.md, 2026-11-23 "Reservations"): a feature catalog split keeps the texts of
// new screens out of the first load, the 1.5 KB left is chunking (CrowdStatus shared, the preload helper).
// 152 since issue 13: the route tree carries the 16 entry routes' catalog loaders and step checks (1 KB).
// 153 since issue 14: the poll runner that takes players to ready-to-start and their result runs on every screen (0.4 KB;
// the step itself loads once a player is signed in) and the kiosk's route; its texts and codes are the staff catalog.
// 154 since issue 15's first screens: the item hunt's and the purchase page's routes with their catalog loaders (0.5 KB).
// 149 since issue 16: the information pages' long texts are a catalog of their own (154.8 -> 146.8 KB), the news screens
// and the questionnaire have theirs; 147.6 KB with them.
// 120 in issue 17, met by rendering with Preact (89.3 KB); 140 since issue 30, React 19 renders the app again (React
// DOM is about 60 KB of it; the target is 130: docs/performance.md).
const JS_BUDGET_KB = 140
const DIST = process.env.BENCH_DIST ?? 'dist'

const server = await startServer(process.env.BENCH_DIST ? { DIST_DIR: process.env.BENCH_DIST } : {})
const browser = await launchBrowser()
try {
  const context = await browser.newContext({ ...PHONE, locale: 'ja-JP' })
  const page = await context.newPage()
  const loaded = new Set<string>()
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin === server.url && /\.(js|css)$/.test(url.pathname)) loaded.add(url.pathname)
  })
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' })
  await page.locator('main h1').waitFor()
  const files = [...loaded].sort().map((path) => {
    const raw = readFileSync(join(DIST, path))
    return { path, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length }
  })
  const sum = (kind: string) => files.filter((f) => f.path.endsWith(kind)).reduce((total, f) => total + f.gzip, 0) / 1024
  for (const file of files) console.log(`${(file.gzip / 1024).toFixed(1).padStart(7)} KB gz  ${(file.raw / 1024).toFixed(1).padStart(7)} KB  ${file.path}`)
  const js = sum('.js')
  const css = sum('.css')
  console.log(`first load of /: JavaScript ${js.toFixed(2)} KB gzipped (budget ${JS_BUDGET_KB} KB), CSS ${css.toFixed(1)} KB gzipped`)
  if (js > JS_BUDGET_KB) {
    console.error(`JavaScript over budget by ${(js - JS_BUDGET_KB).toFixed(2)} KB`)
    process.exitCode = 1
  }
  await context.close()
} finally {
  await browser.close()
  await server.stop()
}
