import type { BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../server/accounts/demoPlayers.ts'
import { emulatorHost } from './support/accounts.ts'
import { launchBrowser } from '../../harness/browser.ts'
import { LIGHTHOUSE_PAGES, type LighthouseBrowser, launchLighthouseBrowser, runLighthouse, signedInState } from '../../harness/lighthouse.ts'
import { type RunningServer, startServer } from '../../harness/stack.ts'

/**
 * Issue 17, point 2: Lighthouse's accessibility category scores 1.00 on `/`, `/reservation/status`,
 * `/ranking` and the demo player's `/mypage` (mobile preset, loopback only; the performance figures
 * are `npm run bench:lighthouse`'s). One server of this file's own, one Lighthouse Chromium for the
 * four pages, run one after the other.
 */

let server: RunningServer
let browser: LighthouseBrowser | undefined
let signIn: Awaited<ReturnType<BrowserContext['storageState']>>

beforeAll(async () => {
  server = await startServer({ FIREBASE_AUTH_EMULATOR_HOST: emulatorHost() })
  const signInBrowser = await launchBrowser()
  try {
    signIn = await signedInState(signInBrowser, server.url, 'demo1@example.com', DEMO_PASSWORD)
  } finally {
    await signInBrowser.close()
  }
  browser = await launchLighthouseBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('Lighthouse accessibility', () => {
  for (const page of LIGHTHOUSE_PAGES) {
    it(`scores 1.00 on ${page.path}${page.signedIn ? ' (signed in)' : ''}`, async () => {
      if (!browser) throw new Error('the Lighthouse browser did not start')
      const result = await runLighthouse(browser, server.url, page, ['accessibility'], signIn)
      expect(result.scores.accessibility, `failed audits on ${page.path}:\n${result.failures.join('\n')}`).toBe(1)
    })
  }
})
