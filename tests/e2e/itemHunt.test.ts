import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../server/accounts/demoPlayers.ts'
import { logIn, waitForPath } from '../../harness/accountScreens.ts'
import { waitForHeading } from '../../harness/browser.ts'
import { phoneBrowserForFile } from './support/phones.ts'
import { type RunningServer, startServer } from '../../harness/stack.ts'

/**
 * The item hunt on a phone (issue 15): the published rates, ten draws with gold after a
 * confirmation, the chest animation and then the items, which are on My Page and in the gold
 * history; a player without enough gold cannot draw with it; a reduced-motion player sees the
 * result at once. One server for the file.
 */
const openPhone = phoneBrowserForFile('shell', 'none')
let server: RunningServer

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.stop()
})

async function signIn(page: Page, player: number): Promise<void> {
  await page.goto(`${server.url}/signuplogin?continue=${encodeURIComponent('/itemhunt')}`)
  await logIn(page, `demo${player}@example.com`, DEMO_PASSWORD)
  await waitForPath(page, '/itemhunt')
  await waitForHeading(page, 'アイテムハント')
}

const goldOf = async (page: Page) => Number(((await page.getByTestId('itemhunt-balances').textContent()) ?? '').match(/ゴールドトポロ ([\d,]+)/)?.[1]?.replace(/,/g, '') ?? Number.NaN)

describe('item hunt', () => {
  it('shows the published rates, draws ten with gold after a confirmation, and the items reach My Page and the history', async () => {
    const { context, page } = await openPhone('ja-JP')
    try {
      await signIn(page, 1)
      const hunt = page.getByTestId('hunt').first()
      await expect.poll(() => hunt.textContent()).toContain('SSR 2%')
      await hunt.getByRole('link', { name: 'アイテムごとの提供割合' }).click()
      await waitForPath(page, '/itemhunt/rate/1')
      await expect.poll(() => page.getByTestId('rarity-rates').textContent()).toContain('60%')
      await expect.poll(() => page.getByTestId('item-rates-3').locator('tbody tr').count()).toBeGreaterThan(0)
      await page.getByRole('link', { name: 'アイテムハントに戻る' }).click()
      await waitForPath(page, '/itemhunt')

      await expect.poll(() => goldOf(page)).toBeGreaterThan(500)
      const before = await goldOf(page)
      await page.getByRole('button', { name: /10回引く\s*ゴールドトポロ 500/ }).click()
      const confirm = page.getByTestId('draw-confirm')
      await expect.poll(() => confirm.textContent()).toContain('返金できません')
      await confirm.getByRole('button', { name: '引く' }).click()
      await waitForPath(page, '/itemhunt/result')
      // The animation first, then the ten items.
      // The chest is drawn (its shapes have their paths) before the items show.
      await expect.poll(() => page.locator('[role="img"][aria-label="宝箱が開くアニメーション"] svg path[d]').count()).toBeGreaterThan(3)
      await expect.poll(() => page.getByTestId('drawn-items').locator('li').count(), { timeout: 15_000 }).toBe(10)
      expect(await page.getByTestId('drawn-items').textContent()).toMatch(/N|R|SR|SSR/)

      await page.getByRole('link', { name: 'アイテムハントに戻る' }).click()
      await waitForPath(page, '/itemhunt')
      await expect.poll(() => goldOf(page)).toBe(before - 500)
      await expect.poll(() => page.getByTestId('draw-history').locator('li').count()).toBe(1)

      await page.goto(`${server.url}/mypage#topolo`)
      // The gold history opens under the balances; its spent side lists the draw.
      await page.locator('#topolo summary').click()
      await page.locator('#topolo button[data-filter="use"]').click()
      await expect.poll(() => page.locator('#topolo').textContent(), { timeout: 20_000 }).toContain('−500 ゴールドトポロ')
    } finally {
      await context.close()
    }
  })

  it('keeps gold draws out of reach of a player without the gold, and shows a reduced-motion player the result at once', async () => {
    const { context, page } = await openPhone('ja-JP', { reducedMotion: 'reduce' })
    try {
      await signIn(page, 3)
      // Alex: 200 gold, 300 silver.
      await expect.poll(() => goldOf(page)).toBe(200)
      expect(await page.getByRole('button', { name: /10回引く\s*ゴールドトポロ 500/ }).isDisabled()).toBe(true)
      await page.getByRole('button', { name: /1回引く\s*シルバートポロ 100/ }).click()
      await page.getByTestId('draw-confirm').getByRole('button', { name: '引く' }).click()
      await waitForPath(page, '/itemhunt/result')
      await expect.poll(() => page.getByTestId('drawn-items').locator('li').count()).toBe(1)
      expect(await page.locator('[aria-label="宝箱が開くアニメーション"]').count()).toBe(0)
    } finally {
      await context.close()
    }
  })

  it('lists the topolo on sale with prices; at period level 6 it says topolo is sold at the counter', async () => {
    const { context, page } = await openPhone('ja-JP')
    try {
      await page.goto(`${server.url}/signuplogin?continue=${encodeURIComponent('/purchase/topolo')}`)
      await logIn(page, 'demo2@example.com', DEMO_PASSWORD)
      await waitForPath(page, '/purchase/topolo')
      await waitForHeading(page, 'トポロの購入')
      await expect.poll(() => page.getByTestId('product').count()).toBeGreaterThanOrEqual(6)
      expect(await page.getByTestId('product').first().textContent()).toMatch(/円/)
      await expect.poll(() => page.getByTestId('purchase-counter').textContent()).toContain('カウンター')
      expect(await page.getByRole('link', { name: '購入する' }).count()).toBe(0)
      await expect.poll(() => page.getByTestId('purchase-balances').textContent()).toContain('シルバートポロ')
    } finally {
      await context.close()
    }
  })
})
