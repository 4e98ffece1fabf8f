import type { Browser, BrowserContextOptions } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { type ChromiumBuild, launchBrowser, newPhone, WITHOUT_SERVICE_WORKER } from '../../../harness/browser.ts'

/**
 * Whether the file's phones install the app's service worker, as every real phone does
 * ('installed'), or open the app as a browser without one ('none', WITHOUT_SERVICE_WORKER; the app
 * then sends its queued writes from the page). The worker's precache was a quarter of the time of
 * the files whose subject is not the worker (issue 33): those say 'none'; the files about offline
 * use, updates, push and queued writes install it.
 */
export type ServiceWorkerUse = 'installed' | 'none'

/**
 * One Chromium for the calling test file: launched before its tests and closed after them.
 * Answers the function that opens a fresh phone-sized context (no storage) in it. The headless
 * shell unless the file asks for the full browser: a file that needs push or Background Sync.
 */
export function phoneBrowserForFile(build: ChromiumBuild = 'shell', serviceWorker: ServiceWorkerUse = 'installed'): (locale?: string, extra?: BrowserContextOptions) => ReturnType<typeof newPhone> {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchBrowser(build)
  })
  afterAll(async () => {
    await browser?.close()
  })
  const workers: BrowserContextOptions = serviceWorker === 'none' ? WITHOUT_SERVICE_WORKER : {}
  return (locale, extra) => {
    if (!browser) throw new Error('a phone opens inside a test, once the browser has started')
    return newPhone(browser, locale, { ...workers, ...extra })
  }
}
