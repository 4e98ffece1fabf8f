import { describe, expect, inject, it } from 'vitest'
import { heading } from '../../harness/browser.ts'
import { phoneBrowserForFile } from './support/phones.ts'

const openPhone = phoneBrowserForFile()

describe('layout', () => {
  it('opens the menu by keyboard and closes it with Escape, returning focus', async () => {
    const { context, page } = await openPhone()
    await page.goto(`${inject('level6Url')}/`)
    const button = page.getByRole('button', { name: 'メニュー' })
    await button.focus()
    await page.keyboard.press('Enter')
    expect(await button.getAttribute('aria-expanded')).toBe('true')
    const nav = page.getByRole('navigation', { name: 'トポロ・ダンジョン' })
    await nav.waitFor({ state: 'visible' })
    await page.keyboard.press('Tab')
    await page.keyboard.press('Escape')
    await nav.waitFor({ state: 'hidden' })
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true)
    await context.close()
  })

  it('has a skip link, landmarks and the version in the footer', async () => {
    const { context, page } = await openPhone()
    await page.goto(`${inject('level6Url')}/company`)
    await page.locator('main h1').waitFor()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: '本文へスキップ' })
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await page.getByRole('banner').count()).toBe(1)
    expect(await page.getByRole('main').count()).toBe(1)
    expect(await page.getByRole('contentinfo').textContent()).toContain('1.0.40')
    await context.close()
  })
})

describe('information pages', () => {
  it('lists the licences of the packages actually bundled', async () => {
    const { context, page } = await openPhone()
    await page.goto(`${inject('level6Url')}/licenselist`)
    const list = page.getByTestId('license-list')
    await list.waitFor()
    const text = (await list.textContent()) ?? ''
    // Each entry's summary opens with the package name: compared whole, 'react' is not matched by '@tanstack/react-router'.
    const names = await list.locator('summary > span:first-child').allTextContents()
    for (const name of ['react', 'react-dom', '@tanstack/react-router', '@lingui/core', 'valibot']) expect(names).toContain(name)
    expect(names).not.toContain('preact')
    expect(text).not.toContain('vitest')
    expect(text).not.toContain('playwright-core')
    await context.close()
  })

  it('the sitemap follows the period level', async () => {
    const { context, page } = await openPhone()
    await page.goto(`${inject('level6Url')}/sitemap`)
    const level6 = (await page.getByTestId('sitemap').textContent()) ?? ''
    expect(level6).toContain('予約状況')
    expect(level6).not.toContain('カード登録')
    await page.goto(`${inject('level7Url')}/sitemap`)
    const level7 = (await page.getByTestId('sitemap').textContent()) ?? ''
    expect(level7).toContain('予約状況')
    await context.close()
  })

  it('shows every price of the price list', async () => {
    const { context, page } = await openPhone()
    await page.goto(`${inject('level6Url')}/facility/information`)
    const table = (await page.getByTestId('price-table').textContent()) ?? ''
    for (const price of ['2,750', '2,300', '1,750', '2,250', '1,800', '1,250', '1,000']) expect(table).toContain(price)
    await context.close()
  })

  it('scrolls to the hash target after navigation, and to the top otherwise', async () => {
    const { context, page } = await openPhone()
    await page.goto(`${inject('level6Url')}/terms#privacy`)
    await page.locator('#privacy').waitFor()
    await page.waitForFunction(() => {
      const top = document.getElementById('privacy')?.getBoundingClientRect().top ?? 9999
      return window.scrollY > 500 && Math.abs(top) < 200
    })
    await page.getByRole('link', { name: '会社概要' }).first().click()
    await page.waitForURL((url) => url.pathname === '/company')
    await page.waitForFunction(() => window.scrollY === 0)
    expect(await heading(page)).toBe('会社概要')
    await context.close()
  })
})
