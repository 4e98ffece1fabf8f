import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/**
 * Waits until the service worker controls the page and holds every app file this page session
 * loaded, so the screens it showed open again offline. No reload: the worker keeps what the first
 * page session loaded before it took control, and caches what came after.
 */
export async function waitForOfflineReady(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 })
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const files = performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((name) => new URL(name).pathname.startsWith('/assets/'))
          const missing = []
          for (const file of files) if (!(await caches.match(file))) missing.push(file)
          return files.length > 0 && missing.length === 0 ? 'all cached' : `missing ${missing.join(', ')}`
        }),
      { timeout: 20_000 },
    )
    .toBe('all cached')
}
