import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { logIn } from '../../harness/accountScreens.ts'
import { createAccount } from './support/accounts.ts'
import { waitForHeading } from '../../harness/browser.ts'
import { waitForOfflineReady } from './support/offlineReady.ts'
import { phoneBrowserForFile } from './support/phones.ts'

const openPhone = phoneBrowserForFile()

/** Posts news through the loopback admin endpoint of the level-7 server (its own data folder). */
async function postNews(title: Record<string, string>, content: Record<string, string>) {
  const secret = readFileSync(join(inject('level7DataDir'), 'admin-secret'), 'utf8').trim()
  const response = await fetch(`${inject('level7Url')}/api/v1/admin/facility/news`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-secret': secret },
    body: JSON.stringify({ title, content }),
  })
  expect(response.status).toBe(200)
}

async function latestNews(page: Page, lang: string): Promise<string> {
  await page.goto(`${inject('level7Url')}/?lang=${lang}`)
  const list = page.getByTestId('latest-news')
  await list.waitFor()
  return (await list.textContent()) ?? ''
}

describe('news on the top page', () => {
  it('shows the seeded news in the visitor language', async () => {
    const { context, page } = await openPhone()
    expect(await latestNews(page, 'ko')).toMatch(/[\uac00-\ud7af]/)
    expect(await latestNews(page, 'ja')).toMatch(/[\u3040-\u30ff]/)
    await context.close()
  })

  it('shows a new post at once, falling back as the spec says', async () => {
    await postNews({ ja: '新しい部屋が開きました', en: 'A new room has opened' }, { ja: '最終クエストの手前に新しい部屋。', en: 'A new room before the final quest.' })
    const { context, page } = await openPhone()
    expect(await latestNews(page, 'ja')).toContain('新しい部屋が開きました')
    expect(await latestNews(page, 'en')).toContain('A new room has opened')
    expect(await latestNews(page, 'ko')).toContain('A new room has opened')
    expect(await latestNews(page, 'zh-CN')).toContain('A new room has opened')

    await postNews({ ja: '臨時休業のお知らせ' }, { ja: '設備点検のため臨時休業します。' })
    expect(await latestNews(page, 'zh-TW')).toContain('臨時休業のお知らせ')
    expect(await latestNews(page, 'en')).toContain('臨時休業のお知らせ')
    await context.close()
  })
})

describe('crowd level on the top page', () => {
  it("shows today's figures from the API", async () => {
    const { context, page } = await openPhone()
    await page.goto(`${inject('level6Url')}/?lang=ja`)
    const section = page.getByTestId('crowd-status')
    await section.getByText('時点').waitFor()
    const text = (await section.textContent()) ?? ''
    expect(text).toMatch(/空いています|快適|やや混雑|混雑|大変混雑|営業時間外/)
    expect(await section.getByRole('alert').count()).toBe(0)
    // What each of the five levels means, behind a disclosure on the top page.
    expect(await page.getByTestId('crowd-guide').count()).toBe(0)
    await section.getByText('混雑度の目安').click()
    const guide = page.getByTestId('crowd-guide')
    await expect.poll(() => guide.locator('li').count()).toBe(5)
    expect(await guide.textContent()).toContain('60分以上')
    // Open from the start on the reservation status screen, in English too.
    await page.goto(`${inject('level6Url')}/reservation/status?lang=en`)
    await expect.poll(() => page.getByTestId('crowd-guide').locator('li').count()).toBe(5)
    expect(await page.getByTestId('crowd-guide').textContent()).toContain('60 minutes or more')
    await context.close()
  })
})

describe('the news list and a news page', () => {
  it('a visitor goes from the top page to every news item and opens one: its banner, its text as written, and the way back', async () => {
    await postNews({ ja: '<i>夜間営業</i>のお知らせ', en: 'Late opening' }, { ja: '金曜は22時まで営業します。\n<b>ご予約</b>はお早めに。', en: 'Open until 10 pm on Fridays.' })
    const { context, page } = await openPhone('ja-JP')
    try {
      await page.goto(`${inject('level7Url')}/`)
      await page.getByRole('link', { name: 'すべてのお知らせ' }).click()
      await waitForHeading(page, 'お知らせ')
      const cards = page.getByTestId('news-list').getByRole('link')
      await expect.poll(() => cards.count()).toBe(5)
      // A visitor sees no unread markers.
      expect(await page.getByText('未読', { exact: true }).count()).toBe(0)
      const total = await (await fetch(`${inject('level7Url')}/api/v1/facility/news?limit=1`)).json()
      await page.getByRole('button', { name: 'もっと見る' }).click()
      await expect.poll(() => cards.count()).toBe(Math.min(10, total.total as number))
      // The newest first: the item just posted, titled as written (markup shown, not applied).
      const first = cards.first()
      expect(await first.textContent()).toContain('<i>夜間営業</i>のお知らせ')
      await first.click()
      await waitForHeading(page, '<i>夜間営業</i>のお知らせ')
      const article = page.getByTestId('news-article')
      const banner = article.locator('img')
      await expect.poll(() => banner.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
      expect(await banner.getAttribute('src')).toMatch(/^\/images\/news\/\d+$/)
      expect(await article.locator('p').textContent()).toBe('金曜は22時まで営業します。\n<b>ご予約</b>はお早めに。')
      expect(await article.locator('b, i').count()).toBe(0)
      await page.getByRole('link', { name: 'お知らせ一覧へ' }).click()
      await waitForHeading(page, 'お知らせ')
      // In English, the same item in English.
      await page.goto(`${inject('level7Url')}/news?lang=en`)
      await expect.poll(() => cards.first().textContent()).toContain('Late opening')
    } finally {
      await context.close()
    }
  })

  it('a player sees what is new to them; an item opened is no longer marked, after a reload and offline too', async () => {
    const account = await createAccount(inject('level7Url'), 'お知らせ係')
    const { context, page } = await openPhone('ja-JP')
    try {
      await page.goto(`${inject('level7Url')}/signuplogin?continue=${encodeURIComponent('/news')}`)
      await logIn(page, account.email, account.password)
      await waitForHeading(page, 'お知らせ')
      // From here on the service worker sees the news replies, so they are kept for offline.
      await waitForOfflineReady(page)
      await page.reload()
      const cards = page.getByTestId('news-list').getByRole('link')
      await expect.poll(() => cards.count()).toBe(5)
      // A new player has opened nothing: every item shown is marked.
      await expect.poll(() => page.locator('[data-unread]').count()).toBe(5)
      const second = cards.nth(1)
      const href = (await second.getAttribute('href')) ?? ''
      await second.click()
      await page.getByTestId('news-article').waitFor()
      await page.getByRole('link', { name: 'お知らせ一覧へ' }).click()
      // The markers show once the player's opened news are read from the phone: four left, not that one.
      await expect.poll(() => page.locator('[data-unread]').count()).toBe(4)
      expect(await page.locator(`a[href="${href}"]`).getAttribute('data-unread')).toBeNull()
      await page.reload()
      await expect.poll(() => cards.count()).toBe(5)
      await expect.poll(() => page.locator('[data-unread]').count()).toBe(4)
      expect(await page.locator(`a[href="${href}"]`).getAttribute('data-unread')).toBeNull()

      // Offline: the list and the item opened before come from the phone.
      await context.setOffline(true)
      await page.reload()
      await page.getByTestId('offline-hint').first().waitFor()
      await expect.poll(() => cards.count()).toBe(5)
      await page.locator(`a[href="${href}"]`).click()
      // Failed once in CI (the article never showed offline): the failure says where the phone was and what it read.
      await page
        .getByTestId('news-article')
        .waitFor()
        .catch(async (error: Error) => {
          throw new Error(`${error.message}\nthe phone was on ${page.url()} and read: ${await page.locator('main').textContent()}`)
        })
      await page.getByTestId('offline-hint').first().waitFor()
    } finally {
      await context.setOffline(false)
      await context.close()
    }
  })
})
