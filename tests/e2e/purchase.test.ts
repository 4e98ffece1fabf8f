import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../server/accounts/demoPlayers.ts'
import { logIn, waitForPath } from '../../harness/accountScreens.ts'
import { waitForHeading } from '../../harness/browser.ts'
import { phoneBrowserForFile } from './support/phones.ts'
import { type RunningServer, startServer } from '../../harness/stack.ts'

/**
 * Topolo bought by card on a phone at period level 7, with the built-in sandbox provider (issue
 * 15): a player registers a test card (consent, the labelled test form refusing a real-looking
 * number, then the confirmation), buys a gold pack on the final confirmation screen, draws ten
 * with it, and finds the purchase and the draw in the gold history; a declined card shows its
 * message and credits nothing; a first-time set is bought once. One server for the file.
 */
const openPhone = phoneBrowserForFile('shell', 'none')
let server: RunningServer

beforeAll(async () => {
  server = await startServer({ PERIOD_LEVEL: '7' })
})
afterAll(async () => {
  await server?.stop()
})

async function signIn(page: Page, player: number, to: string): Promise<void> {
  await page.goto(`${server.url}/signuplogin?continue=${encodeURIComponent(to)}`)
  await logIn(page, `demo${player}@example.com`, DEMO_PASSWORD)
  await waitForPath(page, to)
}

const amountIn = (text: string | null, label: string) => Number((text ?? '').match(new RegExp(`${label} ([\\d,]+)`))?.[1]?.replace(/,/g, '') ?? Number.NaN)
const goldOnList = async (page: Page) => amountIn(await page.getByTestId('purchase-balances').textContent(), 'ゴールドトポロ')

async function registerCard(page: Page, number: string): Promise<void> {
  const consent = page.getByTestId('card-consent')
  await expect.poll(() => consent.textContent()).toContain('下4桁')
  const next = page.getByRole('button', { name: '同意してカード情報の入力へ' })
  expect(await next.isDisabled()).toBe(true)
  await page.getByLabel('上記に同意します').check()
  await next.click()
  const form = page.getByTestId('sandbox-card-form')
  await expect.poll(() => form.textContent()).toContain('テストモード')
  await form.getByLabel('カード番号').fill(number)
  await form.getByLabel('有効期限（月/年）').fill('1234')
  await form.getByLabel('セキュリティコード').fill('123')
  await form.getByRole('button', { name: 'カードを登録する' }).click()
}

describe('card purchase (sandbox, period level 7)', () => {
  it('registers a test card, buys gold on the final confirmation, draws ten with it, and shows both in the gold history', async () => {
    const { context, page } = await openPhone('ja-JP')
    try {
      // ユウキ (demo2) has no saved card. First, how many kinds of item My Page shows.
      await signIn(page, 2, '/mypage')
      const itemKinds = async () => Number(((await page.locator('#item').textContent()) ?? '').match(/(\d+) 種類/)?.[1] ?? Number.NaN)
      await page.locator('#item').scrollIntoViewIfNeeded()
      await expect.poll(itemKinds, { timeout: 20_000 }).toBeGreaterThan(0)
      const kindsBefore = await itemKinds()
      await page.goto(`${server.url}/purchase/topolo`)
      await waitForHeading(page, 'トポロの購入')
      await expect.poll(() => page.getByTestId('purchase-card').textContent()).toContain('カードを登録してください')
      await expect.poll(() => goldOnList(page)).toBeGreaterThanOrEqual(0)
      const before = await goldOnList(page)
      await page.getByRole('link', { name: 'ゴールドトポロ 1,050を購入する' }).click()
      await waitForPath(page, '/purchase/confirm/2')
      await waitForHeading(page, '購入内容の確認')
      await expect.poll(() => page.getByTestId('no-card').count()).toBe(1)
      expect(await page.getByTestId('purchase-submit').isDisabled()).toBe(true)
      await page.getByTestId('no-card').getByRole('link', { name: 'カードを登録する' }).click()
      await waitForPath(page, '/purchase/cardregister')

      // A Luhn-valid number that is not one of the test cards is refused, on the phone already.
      await registerCard(page, '4111 1111 1111 1111')
      await expect.poll(() => page.getByTestId('sandbox-card-form').textContent()).toContain('テスト用カード番号だけが使えます')
      const form = page.getByTestId('sandbox-card-form')
      await form.getByRole('button', { name: '4242 4242 4242 4242' }).click()
      await form.getByRole('button', { name: 'カードを登録する' }).click()
      await waitForPath(page, '/purchase/cardconfirm')
      await waitForHeading(page, 'カード登録の確認')
      await expect.poll(() => page.getByTestId('saved-card').textContent()).toMatch(/Visa.*4242.*12\/34/)
      await page.getByRole('link', { name: '購入内容の確認へ進む' }).click()
      await waitForPath(page, '/purchase/confirm/2')

      // The final confirmation says what Japan's rules for online sales ask for.
      const terms = page.getByTestId('purchase-terms')
      await expect.poll(() => terms.textContent()).toContain('4242')
      const shown = (await terms.textContent()) ?? ''
      for (const required of ['ゴールドトポロ 1,050', '1点', '2,500円（税込）', 'クレジットカード', '押したときに', 'すぐにアカウントに付与', '返金はできません']) expect(shown).toContain(required)
      expect(await page.getByTestId('sandbox-notice').textContent()).toContain('実際の請求は発生しません')
      await page.getByRole('button', { name: '購入を確定する（2,500円）' }).click()
      const done = page.getByTestId('purchase-done')
      await expect.poll(() => done.textContent()).toContain('ゴールドトポロ +1,050')
      expect(amountIn(await done.textContent(), 'ゴールドトポロ')).toBe(before + 1050)

      // Spend it: ten draws.
      await page.getByRole('link', { name: 'アイテムハントへ' }).click()
      await waitForPath(page, '/itemhunt')
      await page.getByRole('button', { name: /10回引く\s*ゴールドトポロ 500/ }).click()
      await page.getByTestId('draw-confirm').getByRole('button', { name: '引く' }).click()
      await waitForPath(page, '/itemhunt/result')
      await expect.poll(() => page.locator('[role="img"][aria-label="宝箱が開くアニメーション"] svg path[d]').count()).toBeGreaterThan(3)
      await expect.poll(() => page.getByTestId('drawn-items').locator('li').count(), { timeout: 15_000 }).toBe(10)
      const newKinds = await page.getByTestId('drawn-items').getByText('NEW', { exact: true }).count()

      // My Page: the new kinds of item; the purchase among what came in, the draw among what went out.
      await page.goto(`${server.url}/mypage#topolo`)
      await page.locator('#item').scrollIntoViewIfNeeded()
      await expect.poll(itemKinds, { timeout: 20_000 }).toBe(kindsBefore + newKinds)
      await page.locator('#topolo').scrollIntoViewIfNeeded()
      await page.locator('#topolo summary').click()
      await expect.poll(() => page.locator('#topolo').textContent(), { timeout: 20_000 }).toContain('+1,050 ゴールドトポロ')
      await page.locator('#topolo button[data-filter="use"]').click()
      await expect.poll(() => page.locator('#topolo').textContent(), { timeout: 20_000 }).toContain('−500 ゴールドトポロ')
    } finally {
      await context.close()
    }
  })

  it('shows a declined card’s message and credits nothing; a first-time set is bought once', async () => {
    const { context, page } = await openPhone('ja-JP')
    try {
      // アカリ (demo1) has a saved Visa ending in 4242; she replaces it with the card that is declined.
      await signIn(page, 1, '/purchase/cardconfirm')
      await expect.poll(() => page.getByTestId('saved-card').textContent()).toContain('4242')
      await page.getByTestId('card-saved').getByRole('link', { name: 'カードを登録する' }).click()
      await waitForPath(page, '/purchase/cardregister')
      await registerCard(page, '4000000000000002')
      await waitForPath(page, '/purchase/cardconfirm')
      await expect.poll(() => page.getByTestId('saved-card').textContent()).toContain('0002')

      await page.goto(`${server.url}/purchase/topolo`)
      await expect.poll(() => goldOnList(page)).toBeGreaterThan(0)
      const before = await goldOnList(page)
      await page.goto(`${server.url}/purchase/confirm/1`)
      await expect.poll(() => page.getByTestId('purchase-terms').textContent()).toContain('0002')
      await page.getByRole('button', { name: '購入を確定する（1,000円）' }).click()
      await expect.poll(() => page.getByRole('alert').allTextContents()).toContainEqual(expect.stringContaining('カードが承認されませんでした'))
      expect(await page.getByTestId('purchase-done').count()).toBe(0)
      await page.goto(`${server.url}/purchase/topolo`)
      await expect.poll(() => page.getByTestId('purchase-card').textContent()).toContain('0002')
      expect(await goldOnList(page)).toBe(before)

      // Back to a good card, then the first-time gold set: once.
      await page.getByTestId('purchase-card').getByRole('link', { name: '確認・変更' }).click()
      await waitForPath(page, '/purchase/cardconfirm')
      await page.getByTestId('card-saved').getByRole('link', { name: 'カードを登録する' }).click()
      await registerCard(page, '5555555555554444')
      await waitForPath(page, '/purchase/cardconfirm')
      await expect.poll(() => page.getByTestId('saved-card').textContent()).toMatch(/Mastercard.*4444/)
      await page.goto(`${server.url}/purchase/confirm/7`)
      await page.getByRole('button', { name: '購入を確定する（1,000円）' }).click()
      await expect.poll(() => page.getByTestId('purchase-done').textContent()).toContain('ゴールドトポロ +800')
      await page.getByRole('link', { name: 'ほかのトポロを購入する' }).click()
      await waitForPath(page, '/purchase/topolo')
      await expect.poll(() => goldOnList(page)).toBe(before + 800)
      const set = page.getByTestId('product').filter({ hasText: '初回限定ゴールドセット' })
      await expect.poll(() => set.textContent()).toContain('購入済み')
      expect(await set.getByRole('link', { name: /購入する/ }).count()).toBe(0)
      await page.goto(`${server.url}/purchase/confirm/7`)
      await expect.poll(() => page.getByTestId('already-bought').count()).toBe(1)
      expect(await page.getByTestId('purchase-submit').isDisabled()).toBe(true)
    } finally {
      await context.close()
    }
  })
})
