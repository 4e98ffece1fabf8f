import type { Page, Worker } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { logIn, waitForPath } from '../../harness/accountScreens.ts'
import { type RunningServer, startServer } from '../../harness/stack.ts'
import { DEMO_PASSWORD } from '../../server/accounts/demoPlayers.ts'
import { notificationPayload } from '../../server/push/notificationTexts.ts'
import { waitForOfflineReady } from './support/offlineReady.ts'
import { phoneBrowserForFile } from './support/phones.ts'

/**
 * Notifications in Chromium (issue 34). My Page offers them for this device and asks the browser's
 * permission only when the player taps. The worker's `push` handler is driven over the DevTools
 * protocol with a message as the server writes it (this machine cannot reach a browser push
 * service, so a real subscription cannot be made here; tests/server/push.test.ts covers the
 * protocol end to end): the notification shows in the player's language, and its click takes the
 * open window to the screen it names.
 */

let server: RunningServer
// The full browser: this file needs the push service.
const openPhone = phoneBrowserForFile('full')

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.stop()
})

async function signedIn(page: Page): Promise<void> {
  await page.goto(`${server.url}/signuplogin?continue=${encodeURIComponent('/mypage')}`)
  await logIn(page, 'demo1@example.com', DEMO_PASSWORD)
  await waitForPath(page, '/mypage')
}

/** The worker of the page's origin, once it runs. */
async function workerOf(page: Page): Promise<Worker> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 })
  const context = page.context()
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'))
}

describe('notifications on a phone', () => {
  it('My Page offers them for this device, asks no permission on load, and keeps the switches', async () => {
    const { page } = await openPhone('ja-JP')
    await signedIn(page)
    const settings = page.getByTestId('notification-settings')
    await page.locator('#notifications').scrollIntoViewIfNeeded()
    await settings.waitFor({ timeout: 20_000 })
    await settings.getByTestId('push-turn-on').waitFor()
    expect(await page.evaluate(() => Notification.permission)).toBe('default')
    const reminder = settings.getByRole('checkbox', { name: '予約の1時間前' })
    await expect.poll(() => reminder.isChecked()).toBe(true)
    await reminder.uncheck()
    await expect.poll(() => reminder.isDisabled()).toBe(false)
    await page.reload()
    await page.locator('#notifications').scrollIntoViewIfNeeded()
    await expect.poll(() => page.getByTestId('notification-settings').getByRole('checkbox', { name: '予約の1時間前' }).isChecked(), { timeout: 20_000 }).toBe(false)
    await expect.poll(() => page.getByTestId('notification-settings').getByRole('checkbox', { name: 'プレイの結果が届いたとき' }).isChecked()).toBe(true)
  })

  it('the worker shows a pushed notification in its language, and a tap takes the open window to its screen', async () => {
    const { page, context } = await openPhone('en-US')
    await context.grantPermissions(['notifications'], { origin: server.url })
    await signedIn(page)
    await waitForOfflineReady(page)
    const worker = await workerOf(page)
    const payload = notificationPayload('result', 'en', { party: 'Lantern', partyId: '3f0c1a52-7d4e-4b8a-9c21-5e6d7f8a9b01' })
    // The DevTools protocol delivers the message to the worker as a push service would.
    const cdp = await context.newCDPSession(page)
    const registrations = new Promise<{ registrationId: string; scopeURL: string }[]>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
        const live = event.registrations.filter((registration) => !registration.isDeleted)
        if (live.length > 0) resolve(live)
      })
    })
    await cdp.send('ServiceWorker.enable')
    const [registration] = await registrations
    if (!registration) throw new Error('no service worker registration')
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: server.url, registrationId: registration.registrationId, data: JSON.stringify(payload) })
    const shown = () =>
      page.evaluate(async () => {
        const notifications = await (await navigator.serviceWorker.ready).getNotifications()
        return notifications.map((notification) => ({ title: notification.title, body: notification.body, tag: notification.tag, data: notification.data as unknown }))
      })
    await expect
      .poll(shown, { timeout: 15_000 })
      .toEqual([{ title: 'Your result is in · Topolo Dungeon', body: 'See how your party “Lantern” did.', tag: payload.tag, data: { url: payload.url, kind: 'result' } }])
    // A tap: the worker's click handler with the notification it showed.
    await worker.evaluate(async () => {
      // The worker's globals (this file is typed for pages): its registration and NotificationEvent.
      type WorkerScope = typeof globalThis & {
        registration: ServiceWorkerRegistration
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event
      }
      const scope = self as unknown as WorkerScope
      const [notification] = await scope.registration.getNotifications()
      if (!notification) throw new Error('no notification to click')
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }))
    })
    await waitForPath(page, payload.url)
    await expect.poll(shown).toEqual([])
  })
})
