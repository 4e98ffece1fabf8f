import type { Browser, BrowserContextOptions } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { type ChromiumBuild, launchBrowser, newPhone } from '../../../harness/browser.ts'

/**
 * One Chromium for the calling test file: launched before its tests and closed after them.
 * Answers the function that opens a fresh phone-sized context (no storage) in it. The headless
 * shell unless the file asks for the full browser: a file that needs push or Background Sync.
 */
export function phoneBrowserForFile(build: ChromiumBuild = 'shell'): (locale?: string, extra?: BrowserContextOptions) => ReturnType<typeof newPhone> {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchBrowser(build)
  })
  afterAll(async () => {
    await browser?.close()
  })
  return (locale, extra) => {
    if (!browser) throw new Error('a phone opens inside a test, once the browser has started')
    return newPhone(browser, locale, extra)
  }
}
