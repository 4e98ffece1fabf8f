/**
 * Lighthouse on the app (issue 17): shared by `npm run bench:lighthouse` (bench/lighthouse.ts) and
 * the accessibility gate of `npm test` (tests/e2e/lighthouse.test.ts).
 *
 * Chromium is Debian's (CHROMIUM_PATH), started by chrome-launcher with a fresh profile and a
 * remote debugging port, as the Lighthouse CLI does; Lighthouse connects to that port and opens its
 * own tab, so no test driver is attached to the measured page. Host names other than localhost
 * resolve to nothing (`--host-resolver-rules`), so no request leaves the machine. The settings are
 * Lighthouse's defaults: the mobile preset (a Moto G Power's screen and user agent, simulated slow
 * 4G and 4x CPU slowdown).
 *
 * The signed-in page: the demo player signs in once through the sign-in screen (Playwright, its own
 * browser); only that sign-in (Firebase's IndexedDB, the app's localStorage) is written into the
 * Lighthouse browser's profile before its run (Playwright over CDP, the HTTP cache cleared, the
 * origin answered with an empty page so nothing of the app is loaded or cached), and Lighthouse runs
 * with `disableStorageReset` so the sign-in survives. No service worker and no app data are carried.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type LaunchedChrome, launch } from 'chrome-launcher'
import lighthouse, { type Flags, type Result } from 'lighthouse'
import { type Browser, type BrowserContext, chromium } from 'playwright-core'
import { logIn, waitForPath } from './accountScreens.ts'
import { CHROMIUM_PATH, PHONE, WITHOUT_SERVICE_WORKER } from './browser.ts'

/** The pages of issue 17, point 2; `signedIn` ones run as the demo player. */
export const LIGHTHOUSE_PAGES = [
  { name: '`/`', path: '/', signedIn: false },
  { name: '`/reservation/status`', path: '/reservation/status', signedIn: false },
  { name: '`/ranking`', path: '/ranking', signedIn: false },
  { name: '`/mypage` (signed in)', path: '/mypage', signedIn: true },
] as const

export type LighthousePage = (typeof LIGHTHOUSE_PAGES)[number]
export type Category = 'performance' | 'accessibility' | 'best-practices'
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>
/** What `storageState({ indexedDB: true })` adds per origin (Playwright's types leave it out). */
type WithIndexedDB = StorageState['origins'][number] & { indexedDB?: { name: string }[] }

/** The browser language, as the app's users mostly have it (the e2e tests and bench:offline too). */
const LANGUAGE = 'ja-JP'
const FIREBASE_AUTH_DB = 'firebaseLocalStorageDb'
const LAST_OPERATION_KEY = 'dp.lastOperationAt'
const FIGURES = '[data-testid="mypage-figures"]'

/** Only loopback answers: every other host name fails to resolve. */
const LOOPBACK_ONLY = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'

/** A headless Chromium for Lighthouse, on a fresh profile; `close` kills it and removes the profile. */
export type LighthouseBrowser = { port: number; close: () => Promise<void> }

export async function launchLighthouseBrowser(): Promise<LighthouseBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'dp-lighthouse-'))
  let chrome: LaunchedChrome
  try {
    chrome = await launch({
      chromePath: CHROMIUM_PATH,
      userDataDir: profile,
      logLevel: 'silent',
      handleSIGINT: false,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', LOOPBACK_ONLY, `--lang=${LANGUAGE}`, `--accept-lang=${LANGUAGE}`],
      envVars: { ...process.env, LANGUAGE: LANGUAGE.replace('-', '_') },
    })
  } catch (error) {
    rmSync(profile, { recursive: true, force: true })
    throw error
  }
  return {
    port: chrome.port,
    close: async () => {
      const exited = new Promise<void>((resolve) => {
        if (chrome.process.exitCode !== null || chrome.process.signalCode !== null) resolve()
        else chrome.process.once('exit', () => resolve())
      })
      chrome.kill()
      await exited
      rmSync(profile, { recursive: true, force: true })
    },
  }
}

/**
 * Signs the demo player in through the sign-in screen of `base` in `browser` (a Playwright one) and
 * answers the browser state of a returning player: Firebase's IndexedDB and localStorage only.
 */
export async function signedInState(browser: Browser, base: string, email: string, password: string): Promise<StorageState> {
  // Only the sign-in is carried over: no service worker precaching the app beside it.
  const context = await browser.newContext({ ...PHONE, locale: LANGUAGE, ...WITHOUT_SERVICE_WORKER })
  context.setDefaultTimeout(60_000)
  try {
    const page = await context.newPage()
    await page.goto(`${base}/signuplogin?continue=%2Fmypage`)
    await page.locator('main input[name="email"]').waitFor()
    await logIn(page, email, password)
    await waitForPath(page, '/mypage')
    await page.locator(FIGURES).waitFor()
    const state = await context.storageState({ indexedDB: true })
    const origins = state.origins.map((origin: WithIndexedDB) => ({
      ...origin,
      indexedDB: (origin.indexedDB ?? []).filter((database) => database.name === FIREBASE_AUTH_DB),
    }))
    if (!origins.some((origin) => origin.indexedDB.length > 0)) throw new Error(`the sign-in left no ${FIREBASE_AUTH_DB} to carry over`)
    return { ...state, origins }
  } finally {
    await context.close()
  }
}

/** Writes the sign-in into the Lighthouse browser's profile (its last operation set to now, so no inactivity sign-out). */
async function carrySignIn(lighthouseBrowser: LighthouseBrowser, state: StorageState): Promise<void> {
  const fresh: StorageState = {
    ...state,
    origins: state.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.map((item) => (item.name === LAST_OPERATION_KEY ? { ...item, value: String(Date.now()) } : item)),
    })),
  }
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${lighthouseBrowser.port}`)
  try {
    const context = browser.contexts()[0]
    if (!context) throw new Error('the Lighthouse browser has no default context')
    await context.setStorageState(fresh)
  } finally {
    // Disconnects only: the browser and its default context stay.
    await browser.close()
  }
}

export type LighthouseRun = {
  scores: Partial<Record<Category, number | null>>
  lcp: number | undefined
  tbt: number | undefined
  cls: number | undefined
  /** Audits of the asked categories that failed, with their offending nodes. */
  failures: string[]
  warnings: string[]
  lhr: Result
  /** The page's trace as Lighthouse recorded it (unthrottled: simulated task times are 4x these), for a closer look. */
  trace: unknown
}

/** Runtime errors of Lighthouse that mean the trace was recorded badly, not that the page failed. */
const TRACE_GLITCHES = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_SCREENSHOTS', 'NO_SPEEDLINE_FRAMES', 'SPEEDINDEX_OF_ZERO', 'INVALID_SPEEDLINE'])
const TRACE_ATTEMPTS = 3

/**
 * One Lighthouse navigation of `page` on `base` in `browser` (a fresh one per run gives a cold HTTP
 * cache); the signed-in state is required for a signed-in page.
 */
export async function runLighthouse(browser: LighthouseBrowser, base: string, page: LighthousePage, categories: readonly Category[], signIn?: StorageState): Promise<LighthouseRun> {
  if (page.signedIn) {
    if (!signIn) throw new Error(`${page.path} needs the sign-in state`)
    await carrySignIn(browser, signIn)
  }
  const flags: Flags = {
    port: browser.port,
    hostname: '127.0.0.1',
    logLevel: 'error',
    output: 'json',
    onlyCategories: [...categories],
    disableStorageReset: page.signedIn,
    // The full-page screenshot only illustrates a report's audits; the gate reads none.
    disableFullPageScreenshot: true,
  }
  let lhr: Result | undefined
  let trace: unknown
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(`${base}${page.path}`, flags)
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`)
    lhr = result.lhr
    trace = result.artifacts.Trace
    const code = lhr.runtimeError?.code
    if (!code) break
    // Chromium's trace sometimes misses a marker on a busy machine; Lighthouse's own advice is to run again.
    if (!TRACE_GLITCHES.has(code) || attempt === TRACE_ATTEMPTS) {
      throw new Error(`Lighthouse on ${page.path}: ${code} ${lhr.runtimeError?.message ?? ''}`)
    }
    console.error(`Lighthouse on ${page.path}: ${code}, running it again (${attempt + 1}/${TRACE_ATTEMPTS})`)
  }
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname
  if (finalPath !== page.path) throw new Error(`Lighthouse on ${page.path} ended on ${finalPath} (signed out, or sent elsewhere)`)
  const scores: LighthouseRun['scores'] = {}
  for (const category of categories) scores[category] = lhr.categories[category]?.score ?? null
  const numeric = (id: string) => lhr.audits[id]?.numericValue
  return {
    scores,
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failures: failedAudits(lhr, categories),
    warnings: lhr.runWarnings.map(String),
    lhr,
    trace,
  }
}

type NodeItem = { node?: { selector?: string; snippet?: string; nodeLabel?: string; explanation?: string } }

/** The scored audits of `categories` that did not pass: id, title and up to five offending nodes. */
export function failedAudits(lhr: Result, categories: readonly Category[]): string[] {
  const failures: string[] = []
  for (const category of categories) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (!audit || ref.weight === 0 || audit.score === null || audit.score === 1) continue
      if (audit.scoreDisplayMode !== 'binary' && audit.scoreDisplayMode !== 'numeric' && audit.scoreDisplayMode !== 'metricSavings') continue
      const items = ((audit.details as { items?: NodeItem[] } | undefined)?.items ?? []).filter((item) => item.node)
      const nodes = items
        .slice(0, 5)
        .map(({ node }) => `    ${node?.selector ?? '?'} ${node?.snippet ?? ''}${node?.explanation ? `\n      ${node.explanation.replace(/\s+/g, ' ').slice(0, 300)}` : ''}`)
      const more = items.length > 5 ? [`    ... and ${items.length - 5} more`] : []
      failures.push([`${ref.id} (score ${audit.score}): ${audit.title}`, ...nodes, ...more].join('\n'))
    }
  }
  return failures
}
