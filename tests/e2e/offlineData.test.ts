import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGE_PAGE } from '../../src/domain/contract/pageRules.ts'
import { logIn, waitForPath } from '../../harness/accountScreens.ts'
import { createAccount, emulatorSignIn, readProfile, type TestAccount } from './support/accounts.ts'
import { waitForOfflineReady } from './support/offlineReady.ts'
import { phoneBrowserForFile } from './support/phones.ts'
import { type RunningServer, startServer } from '../../harness/stack.ts'

/**
 * The player's own data offline: a server of this file's own (the last test stops it), one
 * account, signed in through the screens in a phone browser.
 */
// The headless shell refuses Background Sync: the read made offline is sent by the page once the
// network is back, as for a visitor who blocked it (the worker's delivery: community, visit).
const openPhone = phoneBrowserForFile()
let server: RunningServer
let account: TestAccount

beforeAll(async () => {
  server = await startServer()
  account = await createAccount(server.url, 'オフライン勇者')
})
afterAll(async () => {
  await server?.stop()
})

/** Signs in, lands on My Page with its figures, and waits for the service worker to control it. */
async function signedInPhone(locale = 'ja-JP', player: { email: string; password: string } = account) {
  const { context, page } = await openPhone(locale)
  await page.goto(`${server.url}/signuplogin?continue=%2Fmypage`)
  await logIn(page, player.email, player.password)
  await waitForPath(page, '/mypage')
  await page.getByTestId('mypage-figures').waitFor()
  await waitForOfflineReady(page)
  return { context, page }
}

const offlineHint = (page: Page) => page.getByTestId('offline-hint')

describe('signed-in data offline', () => {
  it('a profile change offline fails at once with the offline message, keeps the input and changes nothing', async () => {
    const { context, page } = await signedInPhone()
    await page.goto(`${server.url}/changeinformation`)
    const name = page.locator('main input[name="player-name"]')
    await expect.poll(() => name.inputValue()).toBe('オフライン勇者')

    await context.setOffline(true)
    await name.fill('かわった勇者')
    // "At once" means before any request: none to the profile leaves the page.
    const profileRequests: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/user/self/profile' && request.method() !== 'GET') profileRequests.push(request.method())
    })
    await page.locator('main form').first().locator('button[type="submit"]').click()
    const alert = page.locator('main form').first().locator('[role="alert"]')
    await expect.poll(() => alert.textContent()).toContain('オフラインのため、この操作はできません')
    expect(profileRequests).toEqual([])
    expect(await name.inputValue()).toBe('かわった勇者')

    await context.setOffline(false)
    const profile = await readProfile(server.url, account.token)
    expect(profile.body.data).toMatchObject({ name: 'オフライン勇者' })
    await context.close()
  })

  it('a message read offline shows as read at once and reaches the server once the network is back', async () => {
    const demo = { email: 'demo2@example.com', password: 'demopassword1' }
    const token = (await emulatorSignIn(demo.email, demo.password)) as string
    const unreadOnServer = async () => {
      const response = await fetch(`${server.url}/api/v1/user/self/message?limit=${MESSAGE_PAGE.maxLimit}`, { headers: { authorization: `Bearer ${token}` } })
      const body = (await response.json()) as { data: { id: number; is_read: boolean }[]; total_unread: number }
      return body
    }
    const before = await unreadOnServer()
    const target = before.data.find((message) => !message.is_read)
    if (!target) throw new Error('the demo player has no unread message')

    const { context, page } = await signedInPhone('ja-JP', demo)
    await expect.poll(() => page.getByTestId('messages-link').textContent()).toContain(`未読 ${before.total_unread} 件`)
    await page.getByTestId('messages-link').click()
    await page.getByTestId('message-list').waitFor()

    await context.setOffline(true)
    await page.locator(`a[href="/message/maintext/${target.id}"]`).click()
    await page.getByTestId('message-body').waitFor()
    await page.getByText('メッセージ一覧に戻る').click()
    await page.getByTestId('message-list').waitFor()
    expect(await page.locator(`a[href="/message/maintext/${target.id}"]`).getAttribute('data-unread')).toBeNull()
    expect(await page.getByTestId('unread-count').textContent()).toContain(`未読 ${before.total_unread - 1} 件`)
    expect((await unreadOnServer()).data.find((message) => message.id === target.id)?.is_read).toBe(false)

    await context.setOffline(false)
    await expect.poll(async () => (await unreadOnServer()).data.find((message) => message.id === target.id)?.is_read, { timeout: 15_000 }).toBe(true)
    expect((await unreadOnServer()).total_unread).toBe(before.total_unread - 1)
    // The queue drops the write once the server's answer is back, a moment after the server has it.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const open = indexedDB.open('dungeon-party')
              open.onsuccess = () => {
                const request = open.result.transaction('outbox').objectStore('outbox').count()
                request.onsuccess = () => resolve(request.result)
              }
            }),
        ),
      )
      .toBe(0)
    await context.close()
  })

  it('a login screen opened on a stale sign-in flag goes to the sign-in screen once the restore finds nobody', async () => {
    const { context, page } = await openPhone()
    await context.addInitScript(() => localStorage.setItem('dp.signedIn', '1'))
    await page.goto(`${server.url}/mypage`)
    await waitForPath(page, '/signuplogin')
    expect(new URL(page.url()).searchParams.get('continue')).toBe('/mypage')
    expect(await page.getByTestId('mypage-figures').count()).toBe(0)
    await context.close()
  })

  it('with the server stopped, the top page, an information page and My Page render; My Page says it is offline and since when', async () => {
    const { context, page } = await signedInPhone('en-US')
    expect(await offlineHint(page).count()).toBe(0)
    const figuresOnline = await page.getByTestId('mypage-figures').textContent()
    await server.stop()

    for (const path of ['/', '/faq']) {
      await page.goto(`${server.url}${path}`)
      await page.locator('main h1').waitFor({ timeout: 10_000 })
    }
    await page.goto(`${server.url}/mypage`)
    await page.getByTestId('mypage-figures').waitFor({ timeout: 15_000 })
    expect(await page.getByTestId('mypage-figures').textContent()).toBe(figuresOnline)
    expect(await page.locator('main').textContent()).toContain('Welcome, オフライン勇者')
    await offlineHint(page).waitFor({ timeout: 15_000 })
    expect(await offlineHint(page).textContent()).toMatch(/You’re offline\. Showing your info as of .*\d{1,2}:\d{2}/)
    expect(page.url()).toBe(`${server.url}/mypage`)

    // The master data fetched at sign-in is in IndexedDB for the screens, written by its repository
    // alone: the worker does not mirror it, so offline a master request fails instead of being
    // answered from a second copy.
    const titles = await page.evaluate(
      () =>
        new Promise<{ records: number; synced: boolean }>((resolve, reject) => {
          const open = indexedDB.open('dungeon-party')
          open.onerror = () => reject(open.error)
          open.onsuccess = () => {
            const tx = open.result.transaction(['master', 'syncMeta'])
            const records = tx.objectStore('master').index('set').count('titles')
            const synced = tx.objectStore('syncMeta').get('public:master:titles')
            tx.oncomplete = () => {
              open.result.close()
              resolve({ records: records.result, synced: synced.result !== undefined })
            }
          }
        }),
    )
    expect(titles.records).toBeGreaterThan(0)
    expect(titles.synced).toBe(true)
    const request = await page.evaluate(() =>
      fetch('/api/v1/master/data/titles').then(
        (response) => `status ${response.status}`,
        () => 'network error',
      ),
    )
    expect(request).toBe('network error')
    await context.close()
  })
})
