import { describe, expect, inject, it } from 'vitest'
import { heading, waitForHeading } from '../../harness/browser.ts'
import { phoneBrowserForFile } from './support/phones.ts'

const openPhone = phoneBrowserForFile('shell', 'none')

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

describe('the corporate page', () => {
  it('is linked from the footer; its form explains each wrong field, keeps what was typed, and its inquiry reaches the venue and the sender', async () => {
    const base = inject('level6Url')
    const { context, page } = await openPhone('en-US')
    try {
      await page.goto(`${base}/company`)
      await page.getByRole('contentinfo').getByRole('link', { name: 'Companies and groups' }).click()
      await page.waitForURL((url) => url.pathname === '/corporate')
      await waitForHeading(page, 'Companies and groups')
      const form = page.getByTestId('inquiry-form')
      await form.getByLabel('Company or group name').fill('Sample Trading Co.')
      await form.getByLabel('Group size').fill('3')
      await form.getByRole('button', { name: 'Send' }).click()
      // Each wrong field says why; nothing is sent, nothing typed is lost.
      await expect.poll(() => form.getByRole('alert').allTextContents()).toEqual(expect.arrayContaining(['Please fill this in.', 'Enter a number from 4 to 300.', 'Please check what you entered.']))
      expect(await form.getByLabel('Company or group name').inputValue()).toBe('Sample Trading Co.')
      const email = `corp-${Date.now()}@example.com`
      await form.getByLabel('Contact person').fill('Hana Yamada')
      await form.getByLabel('Email address').fill(email)
      await form.getByLabel('Group size').fill('24')
      await form.getByLabel('Requests or questions (optional)').fill('A year-end party for 24: eight parties?')
      await form.getByRole('button', { name: 'Send' }).click()
      await expect.poll(() => page.getByTestId('inquiry-sent').textContent()).toMatch(/We have received your inquiry \(reference \d+\)/)
      const mailbox = async (to: string) => ((await (await fetch(`${base}/dev/mailbox.json?to=${encodeURIComponent(to)}`)).json()) as { mails: { subject: string; text: string }[] }).mails
      await expect.poll(async () => (await mailbox(email)).map((mail) => mail.subject)).toEqual(['Topolo Dungeon: we have received your inquiry'])
      const toVenue = (await mailbox('support@topolo-dungeon.example')).find((mail) => mail.text.includes(email))
      expect(toVenue?.text).toContain('Sample Trading Co.')
      expect(toVenue?.text).toContain('A year-end party for 24: eight parties?')
    } finally {
      await context.close()
    }
  })
})
