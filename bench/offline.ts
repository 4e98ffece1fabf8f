/**
 * `npm run bench:offline`: how fast the app paints and shows the player's figures, in headless
 * Chromium on a phone-sized viewport with 4x CPU throttling, median of `--runs` runs (default 7):
 *
 * - cold `/`: a fresh context (no service worker, empty storage and HTTP cache), navigation to
 *   first contentful paint;
 * - cold `/mypage`: a fresh context holding only the demo player's sign-in (Firebase's IndexedDB
 *   and the app's localStorage flags, no service worker, no app data), navigation to first
 *   contentful paint and to the My Page figures (`[data-testid="mypage-figures"]`) in the DOM;
 * - sign-in: a fresh context on the sign-in screen, from the click on the sign-in button to the
 *   My Page figures (the sign-in itself, the sign-in record, master data and the player's data
 *   compete for the network and the CPU here);
 * - first visit to offline-capable: a fresh context opens `/`; from navigation start until the
 *   service worker is active with its precache stored (`navigator.serviceWorker.ready` and the
 *   precache in Cache Storage), when the app would open offline;
 * - offline reload of `/mypage`: the same sign-in, My Page opened online until the service worker
 *   controls the page and the figures showed, then the context goes offline and the page reloads.
 *   Figures that do not appear within CONTENT_TIMEOUT_MS count as "not shown".
 *
 * The demo player (demo1@example.com) signs in once through the real sign-in screen against the
 * Firebase Auth emulator: FIREBASE_AUTH_EMULATOR_HOST when set, otherwise one started here as
 * `npm test` does. The server is the e2e stack's (fresh data folder, demo accounts seeded) on a
 * copy of the built app; dist/ is rebuilt first when it is older than its sources. Everything
 * started here is stopped at the end, on failure and on Ctrl-C too. The CPU throttling is set on
 * each page's CDP session; the service worker gets none of its own.
 *
 *   npm run bench:offline [-- --runs 7]
 */
import { execFileSync } from 'node:child_process'
import { cpus, loadavg, totalmem } from 'node:os'
import { delimiter, join } from 'node:path'
import { parseArgs } from 'node:util'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { BUILD_INPUTS } from '../scripts/buildFreshness.ts'
import { DEMO_PASSWORD, DEMO_PLAYERS } from '../server/accounts/demoPlayers.ts'
import { logIn, submit, waitForPath } from '../harness/accountScreens.ts'
import { launchBrowser, PHONE } from '../harness/browser.ts'
import type { RunningServer } from '../harness/stack.ts'
import { startAppStack } from './support/appStack.ts'

const ROOT = join(import.meta.dirname, '..')
const CPU_THROTTLING_RATE = 4
const CONTENT_SELECTOR = '[data-testid="mypage-figures"]'
/** How long a run waits for first contentful paint and for the figures before giving up on them. */
const CONTENT_TIMEOUT_MS = 10_000
/** Set-up steps (sign-in, service worker installation) on an unthrottled page. */
const SETUP_TIMEOUT_MS = 60_000
/** The browser's own persisted sign-in; every other IndexedDB database is app data and left out. */
const FIREBASE_AUTH_DB = 'firebaseLocalStorageDb'
const LAST_OPERATION_KEY = 'dp.lastOperationAt'
const LOCALE = 'ja-JP'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' } } })
const runs = Number(values.runs)
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive whole number')

const demo = DEMO_PLAYERS.find((player) => player.account?.email === 'demo1@example.com')?.account
if (!demo) throw new Error('the demo player demo1@example.com is missing from server/accounts/demoPlayers.ts')
const DEMO = { email: demo.email, password: DEMO_PASSWORD }

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>
/** What `storageState({ indexedDB: true })` adds per origin (Playwright's types leave it out). */
type WithIndexedDB = StorageState['origins'][number] & { indexedDB?: { name: string }[] }
/** One measured navigation: milliseconds from navigation start, null when it did not happen in time. */
type Sample = { fcp: number | null; content: number | null; path: string; note: string }
type Scenario = { name: string; hasFcp: boolean; hasContent: boolean; samples: Sample[]; contentMetric: string }

declare global {
  interface Window {
    __contentAt?: number
  }
}

// --- cleanup: everything started is stopped, whatever happens -------------------------------------

const cleanups: (() => Promise<void>)[] = []
let cleaning: Promise<void> | undefined

function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      await step().catch((error: unknown) => console.error('cleanup:', error instanceof Error ? error.message : error))
    }
  })()
  return cleaning
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping what the bench started...`)
    void cleanUp().finally(() => process.exit(130))
  })
}

// --- the page side ---------------------------------------------------------------------------

/** Installed before any page script: notes when the figures first match, in performance.now() time. */
function watchForContent(selector: string): void {
  const check = () => {
    if (window.__contentAt === undefined && document.querySelector(selector)) {
      window.__contentAt = performance.now()
      observer.disconnect()
    }
  }
  const observer = new MutationObserver(check)
  observer.observe(document, { childList: true, subtree: true })
  check()
}

/** First contentful paint of the current document (ms from navigation start), or null after `timeout`. */
function firstContentfulPaint(page: Page): Promise<number | null> {
  return page.evaluate(
    (timeout) =>
      new Promise<number | null>((resolve) => {
        const found = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime
        const now = found()
        if (now !== undefined) return resolve(now)
        const observer = new PerformanceObserver(() => {
          const entry = found()
          if (entry === undefined) return
          observer.disconnect()
          resolve(entry)
        })
        observer.observe({ type: 'paint', buffered: true })
        setTimeout(() => {
          observer.disconnect()
          resolve(found() ?? null)
        }, timeout)
      }),
    CONTENT_TIMEOUT_MS,
  )
}

/** When the figures appeared (ms from navigation start), or null when they did not within the timeout. */
async function contentTime(page: Page): Promise<number | null> {
  try {
    const handle = await page.waitForFunction(() => window.__contentAt, null, { timeout: CONTENT_TIMEOUT_MS })
    return (await handle.jsonValue()) ?? null
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') return null
    throw error
  }
}

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING_RATE })
}

async function measure(page: Page, navigate: () => Promise<unknown>, withContent: boolean): Promise<Sample> {
  await navigate()
  const fcp = await firstContentfulPaint(page)
  const content = withContent ? await contentTime(page) : null
  return { fcp, content, path: new URL(page.url()).pathname, note: content === null && withContent ? await screenStatus(page) : '' }
}

/** What the screen says instead of the figures: its error or loading line, if any. */
async function screenStatus(page: Page): Promise<string> {
  const line = page.locator('main [role="alert"], main [role="status"]').filter({ hasText: /\S/ }).first()
  if ((await line.count()) === 0) return ''
  return ((await line.textContent({ timeout: 1_000 }).catch(() => '')) ?? '').trim()
}

// --- contexts ------------------------------------------------------------------------------------

async function newContext(browser: Browser, storageState?: StorageState): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PHONE, locale: LOCALE, storageState })
  context.setDefaultTimeout(SETUP_TIMEOUT_MS)
  await context.addInitScript(watchForContent, CONTENT_SELECTOR)
  const page = await context.newPage()
  return { context, page }
}

/**
 * Signs the demo player in through the sign-in screen and answers the browser state that makes a
 * returning player: Firebase's IndexedDB and localStorage, without the app's own data.
 */
async function signInState(browser: Browser, base: string): Promise<StorageState> {
  const { context, page } = await newContext(browser)
  try {
    await page.goto(`${base}/signuplogin?continue=%2Fmypage`)
    await page.locator('main input[name="email"]').waitFor()
    await logIn(page, DEMO.email, DEMO.password)
    await waitForPath(page, '/mypage')
    await figuresAfterSignIn(page)
    const state = await context.storageState({ indexedDB: true })
    const origins = state.origins.map((origin: WithIndexedDB) => ({
      ...origin,
      indexedDB: (origin.indexedDB ?? []).filter((database) => database.name === FIREBASE_AUTH_DB),
    }))
    if (!origins.some((origin) => origin.indexedDB.length > 0)) throw new Error(`the sign-in left no ${FIREBASE_AUTH_DB} to reuse`)
    return { ...state, origins }
  } finally {
    await context.close()
  }
}

/** Waits for My Page's figures after the sign-in, reloading once; says what the screen shows otherwise. */
async function figuresAfterSignIn(page: Page): Promise<void> {
  const figures = page.locator(CONTENT_SELECTOR)
  for (const attempt of [1, 2]) {
    if (attempt === 2) await page.reload()
    try {
      await figures.waitFor({ timeout: SETUP_TIMEOUT_MS / 2 })
      return
    } catch (error) {
      if (!(error instanceof Error && error.name === 'TimeoutError')) throw error
    }
  }
  const status = await screenStatus(page)
  throw new Error(`after the sign-in, My Page showed no figures (page ${new URL(page.url()).pathname}${status ? `: "${status}"` : ''})`)
}

/** The sign-in state with the last operation set to now, so the inactivity timeout never signs out. */
function freshState(state: StorageState): StorageState {
  return {
    ...state,
    origins: state.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.map((item) => (item.name === LAST_OPERATION_KEY ? { ...item, value: String(Date.now()) } : item)),
    })),
  }
}

// --- scenarios -----------------------------------------------------------------------------------

async function coldTop(browser: Browser, base: string): Promise<Sample> {
  const { context, page } = await newContext(browser)
  try {
    await throttle(page)
    return await measure(page, () => page.goto(`${base}/`, { waitUntil: 'commit' }), false)
  } finally {
    await context.close()
  }
}

/** From navigation start on a first visit of `/` until the service worker is active with its precache: the app then opens offline. */
async function firstVisitOfflineCapable(browser: Browser, base: string): Promise<Sample> {
  const { context, page } = await newContext(browser)
  try {
    await throttle(page)
    await page.goto(`${base}/`, { waitUntil: 'commit' })
    const handle = await page.waitForFunction(
      async () => {
        await navigator.serviceWorker.ready
        const caches_ = await caches.keys()
        const precache = caches_.find((name) => name.includes('precache'))
        if (!precache || !(await (await caches.open(precache)).keys()).some((request) => new URL(request.url).pathname === '/index.html')) return false
        return performance.now()
      },
      null,
      { timeout: SETUP_TIMEOUT_MS, polling: 50 },
    )
    const ready = (await handle.jsonValue()) as number
    return { fcp: null, content: ready, path: new URL(page.url()).pathname, note: '' }
  } finally {
    await context.close()
  }
}

async function coldMyPage(browser: Browser, base: string, signedIn: StorageState): Promise<Sample> {
  const { context, page } = await newContext(browser, freshState(signedIn))
  try {
    await throttle(page)
    return await measure(page, () => page.goto(`${base}/mypage`, { waitUntil: 'commit' }), true)
  } finally {
    await context.close()
  }
}

/** From the click on the sign-in button to the figures of My Page, where the sign-in lands. */
async function signInToMyPage(browser: Browser, base: string): Promise<Sample> {
  const { context, page } = await newContext(browser)
  try {
    await page.goto(`${base}/signuplogin?continue=%2Fmypage`)
    await page.locator('main input[name="email"]').fill(DEMO.email)
    await page.locator('main input[name="password"]').fill(DEMO.password)
    await throttle(page)
    const clickedAt = await page.evaluate(() => performance.now())
    await submit(page)
    const shownAt = await contentTime(page)
    const content = shownAt === null ? null : shownAt - clickedAt
    return { fcp: null, content, path: new URL(page.url()).pathname, note: content === null ? await screenStatus(page) : '' }
  } finally {
    await context.close()
  }
}

/**
 * Whether the service worker's own requests are offline too: the news request is one the worker
 * forwards to the network and answers from IndexedDB when that fails.
 */
async function workerIsOffline(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    try {
      const response = await fetch(`/api/v1/facility/news?offset=0&limit=5&bench=${Date.now()}`, { cache: 'no-store' })
      return response.headers.has('X-Offline-Synced-At')
    } catch {
      return true
    }
  })
}

async function offlineReload(browser: Browser, base: string, signedIn: StorageState): Promise<Sample> {
  const { context, page } = await newContext(browser, freshState(signedIn))
  try {
    await page.goto(`${base}/mypage`)
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    // Once more through the worker, so everything it or the page keeps for offline use is stored.
    await page.reload()
    await page.locator(CONTENT_SELECTOR).waitFor()
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1_000)
    await context.setOffline(true)
    await throttle(page)
    const sample = await measure(page, () => page.reload({ waitUntil: 'commit' }), true)
    if (!(await workerIsOffline(page))) throw new Error('the service worker still reached the server after context.setOffline(true)')
    return sample
  } finally {
    await context.close()
  }
}

async function repeat(name: string, measured: { fcp: boolean; content: boolean; metric?: string }, once: () => Promise<Sample>): Promise<Scenario> {
  const { fcp: hasFcp, content: hasContent } = measured
  const samples: Sample[] = []
  for (let index = 1; index <= runs; index += 1) {
    const sample = await once()
    samples.push(sample)
    const shown = sample.content === null ? `not shown (page ${sample.path}${sample.note ? `: "${sample.note}"` : ''})` : `${Math.round(sample.content)} ms`
    const parts = [...(hasFcp ? [`FCP ${sample.fcp === null ? 'none' : `${Math.round(sample.fcp)} ms`}`] : []), ...(hasContent ? [`content ${shown}`] : [])]
    console.error(`${name} ${index}/${runs}: ${parts.join(', ')}`)
  }
  return { name, hasFcp, hasContent, samples, contentMetric: measured.metric ?? 'My Page figures' }
}

// --- report --------------------------------------------------------------------------------------

function median(sorted: number[]): number {
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

function cells(values: (number | null)[]): string {
  const shown = values.filter((value): value is number => value !== null).sort((a, b) => a - b)
  if (shown.length === 0) return `not shown | – | – | 0/${values.length}`
  const round = (value: number) => String(Math.round(value))
  return `${round(median(shown))} | ${round(shown[0] as number)} | ${round(shown.at(-1) as number)} | ${shown.length}/${values.length}`
}

function cpuModel(): string {
  return (cpus()[0]?.model ?? 'unknown CPU').replace(/\s+/g, ' ').trim()
}

/** The commit the app was built from, and whether its sources had uncommitted changes. */
function sourceState(): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
    const changed = git('status', '--porcelain', '--', ...BUILD_INPUTS)
    return `${git('rev-parse', '--short', 'HEAD')}${changed ? ' with uncommitted changes to the app sources' : ''}`
  } catch {
    return 'unknown (no git)'
  }
}

function report(results: Scenario[], browserVersion: string, loadAtStart: number): void {
  const machine = `${cpuModel()}, ${cpus().length} cores, ${Math.round(totalmem() / 1024 ** 3)} GiB RAM, Node ${process.versions.node}, Chromium ${browserVersion}`
  console.log(`\nOffline bench, ${new Date().toISOString().slice(0, 10)}, ${runs} runs per scenario`)
  console.log(`Machine: ${machine}`)
  console.log(`Load average (1 min): ${loadAtStart.toFixed(2)} at the start, ${(loadavg()[0] ?? 0).toFixed(2)} at the end (other work on the machine skews the figures)`)
  console.log(`App: dist/ of commit ${sourceState()}`)
  console.log(`Headless Chromium, ${PHONE.viewport.width}x${PHONE.viewport.height} phone viewport, ${CPU_THROTTLING_RATE}x CPU throttling, loopback server\n`)
  console.log('| scenario | metric | median ms | min ms | max ms | seen |')
  console.log('| --- | --- | ---: | ---: | ---: | ---: |')
  for (const scenario of results) {
    if (scenario.hasFcp) console.log(`| ${scenario.name} | FCP | ${cells(scenario.samples.map((sample) => sample.fcp))} |`)
    if (scenario.hasContent) console.log(`| ${scenario.name} | ${scenario.contentMetric} | ${cells(scenario.samples.map((sample) => sample.content))} |`)
  }
  const missing = results.flatMap((scenario) =>
    scenario.samples.filter((sample) => scenario.hasContent && sample.content === null).map((sample) => `${sample.path}${sample.note ? ` showing "${sample.note}"` : ''}`),
  )
  if (missing.length > 0) {
    const pages = [...new Set(missing)].join('; ')
    console.log(`\n"not shown": the figures did not appear within ${CONTENT_TIMEOUT_MS / 1000} s (the page was then at ${pages}).`)
  }
}

// --- main ----------------------------------------------------------------------------------------

async function main(): Promise<void> {
  process.chdir(ROOT)
  // The build runs vite from node_modules/.bin, also when this file is started without npm.
  process.env.PATH = [join(ROOT, 'node_modules', '.bin'), process.env.PATH].join(delimiter)

  const server: RunningServer = await startAppStack(ROOT, cleanups)
  const browser = await launchBrowser()
  cleanups.push(() => browser.close())
  console.error(`Server at ${server.url}, Chromium ${browser.version()}`)

  const signedIn = await signInState(browser, server.url)
  const loadAtStart = loadavg()[0] ?? 0
  const results = [
    await repeat('cold online `/`', { fcp: true, content: false }, () => coldTop(browser, server.url)),
    await repeat('first visit of `/`', { fcp: false, content: true, metric: 'offline-capable' }, () => firstVisitOfflineCapable(browser, server.url)),
    await repeat('cold online `/mypage` (signed in)', { fcp: true, content: true }, () => coldMyPage(browser, server.url, signedIn)),
    await repeat('sign-in click to `/mypage`', { fcp: false, content: true }, () => signInToMyPage(browser, server.url)),
    await repeat('offline reload `/mypage` (signed in, worker in control)', { fcp: true, content: true }, () => offlineReload(browser, server.url, signedIn)),
  ]
  report(results, browser.version(), loadAtStart)
}

try {
  await main()
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  process.exitCode = 1
} finally {
  await cleanUp()
}
