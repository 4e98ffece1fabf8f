import type { Browser, BrowserContextOptions } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { type ChromiumBuild, launchBrowser, newPhone } from '../../../harness/browser.ts'

/**
 * Whether the file's phones install the app's service worker, as every real phone does
 * ('installed'), or open the app as a browser without one ('none': a private window, or a browser
 * that refuses the registration; the app then sends its queued writes from the page).
 *
 * Installing the worker precaches the app shell, about 290 files: some 3 s of Chromium's CPU for
 * each fresh phone, a quarter of the time of the files whose subject is not the worker (issue 33).
 * Those files say 'none'; the files about offline use, updates, push and queued writes install it.
 */
export type ServiceWorkerUse = 'installed' | 'none'

/** Context options of a phone without the service worker ('none'), for one phone of a file that installs it. */
export const WITHOUT_SERVICE_WORKER: BrowserContextOptions = { serviceWorkers: 'block' }

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
