import { existsSync } from 'node:fs'
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core'

/** Debian's full Chromium, in headless mode: what the benches measure and what Lighthouse audits. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const INSTALLED_SHELL = '/usr/bin/chromium-headless-shell'
/**
 * Debian's Chromium headless shell (package chromium-headless-shell, the build Playwright runs
 * headless tests in), else the full browser: it draws no browser around the page and ran the same
 * end-to-end files in 12-16 % less CPU and time (docs/performance.md). It lacks what the full
 * browser adds to the web platform: a push service and the Background Sync event.
 */
const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? (existsSync(INSTALLED_SHELL) ? INSTALLED_SHELL : CHROMIUM_PATH)

/** Which Chromium: the full browser, or the lighter shell for a test that needs neither push nor Background Sync. */
export type ChromiumBuild = 'full' | 'shell'

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }

/**
 * Context options of a browser that refuses the service worker's registration (a private window):
 * the app then runs without it. Installing it precaches the app shell, about 290 files, some 3 s of
 * Chromium's CPU per fresh context, so contexts whose subject is not the worker go without.
 */
export const WITHOUT_SERVICE_WORKER: BrowserContextOptions = { serviceWorkers: 'block' }

export function launchBrowser(build: ChromiumBuild = 'full'): Promise<Browser> {
  return chromium.launch({ executablePath: build === 'shell' ? HEADLESS_SHELL_PATH : CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true })
}

/**
 * Resolves once the app has drawn its screen in place of a first frame the server drew
 * (src/domain/firstFrames.ts), which is inert until then: a key pressed or a field filled before
 * would reach nothing, as it would for a visitor.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-server-frame'))
}

/** Makes `goto` and `reload` of `page` also wait for the app (waitForApp) once the page has loaded. */
function waitingForApp(page: Page): Page {
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    await waitForApp(page)
    return response
  }
  page.reload = async (options) => {
    const response = await reload(options)
    await waitForApp(page)
    return response
  }
  return page
}

/** A fresh phone-sized context (no stored language, no storage) in the given browser language. */
export async function newPhone(browser: Browser, locale = 'ja-JP', extra: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PHONE, locale, ...extra })
  const page = waitingForApp(await context.newPage())
  return { context, page }
}

/** The text of the screen's main heading once the app has rendered it. */
export async function heading(page: Page): Promise<string> {
  const h1 = page.locator('main h1').first()
  await h1.waitFor({ state: 'visible' })
  return (await h1.textContent())?.trim() ?? ''
}

/** Waits until the screen's main heading reads `expected` (a navigation may still be settling). */
export async function waitForHeading(page: Page, expected: string): Promise<void> {
  await page.waitForFunction((want) => document.querySelector('main h1')?.textContent?.trim() === want, expected)
}

/** Waits until the screen's main heading matches `pattern`, then returns it. */
export async function waitForHeadingMatch(page: Page, pattern: RegExp): Promise<string> {
  await page.waitForFunction(([source, flags]) => new RegExp(source, flags).test(document.querySelector('main h1')?.textContent?.trim() ?? ''), [pattern.source, pattern.flags] as const)
  return heading(page)
}
