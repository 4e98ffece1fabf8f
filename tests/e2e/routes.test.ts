import { describe, expect, inject, it } from 'vitest'
import { ROUTE_TABLE } from '../../src/domain/routeAccess.ts'
import { INFORMATION_TEXTS } from '../../src/features/info/content/maintext.ts'
import { ROUTE_TITLES } from '../../src/features/navigation/routeTitles.ts'
import { heading } from './support/browser.ts'
import { phoneBrowserForFile } from './support/phones.ts'

const openPhone = phoneBrowserForFile()

const BRAND = 'トポロ・ダンジョン'
/** A concrete address for a table path (parameters get a valid value). */
const concrete = (path: string) => path.replace('$index', '1')
/** The heading a route shows: the brand on top, the first text's title for the information texts. */
/** Screens that need an earlier step first: a fresh visitor lands on that step instead. */
const EARLIER_STEP: Record<string, string> = { '/signupsendmail': '/signuptop' }

function titleOf(path: string): string {
  if (path === '/') return BRAND
  const earlier = EARLIER_STEP[path]
  if (earlier) return titleOf(earlier)
  if (path === '/facility/information/maintext/$index') return INFORMATION_TEXTS[0]?.title.message ?? ''
  return ROUTE_TITLES[path]?.message ?? ''
}

function publicRoutes(level: number) {
  return ROUTE_TABLE.filter((entry) => !entry.login && entry.minLevel <= level && entry.path !== '/action')
}

describe.each([
  [6, () => inject('level6Url')],
  [7, () => inject('level7Url')],
])('every public route at period level %i', (level, baseUrl) => {
  it('shows its own screen with its title', async () => {
    const { context, page } = await openPhone()
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text())
    })
    const seen: string[] = []
    for (const entry of publicRoutes(level)) {
      await page.goto(`${baseUrl()}${concrete(entry.path)}`)
      const title = await heading(page)
      seen.push(`${entry.path} -> ${title}`)
      expect(title, entry.path).toBe(titleOf(entry.path))
      expect(await page.getByTestId('not-found').count(), entry.path).toBe(0)
    }
    expect(seen.length).toBeGreaterThan(15)
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('period level gates', () => {
  const cardRoutes = ['/purchase/confirm/1', '/purchase/cardregister', '/purchase/cardconfirm']

  it('shows not found for the card and purchase-confirm routes at level 6', async () => {
    const { context, page } = await openPhone()
    for (const path of cardRoutes) {
      await page.goto(`${inject('level6Url')}${path}`)
      await page.getByTestId('not-found').waitFor()
      expect(new URL(page.url()).pathname).toBe(path)
    }
    await context.close()
  })

  it('has them at level 7 (behind sign-in)', async () => {
    const { context, page } = await openPhone()
    for (const path of cardRoutes) {
      await page.goto(`${inject('level7Url')}${path}`)
      await page.waitForURL((url) => url.pathname === '/signuplogin')
      expect(new URL(page.url()).searchParams.get('continue')).toBe(path)
    }
    await context.close()
  })

  it('shows not found for an unknown path, inside the app frame', async () => {
    const { context, page } = await openPhone()
    await page.goto(`${inject('level6Url')}/no/such/page`)
    await page.getByTestId('not-found').waitFor()
    expect(await heading(page)).toBe('ページが見つかりません')
    expect(await page.locator('header').count()).toBeGreaterThan(0)
    expect(await page.locator('footer').count()).toBeGreaterThan(0)
    await context.close()
  })
})

describe('sign-in rule', () => {
  it('sends a visitor from a login route to sign-in with the wanted path and search', async () => {
    const { context, page } = await openPhone()
    await page.goto(`${inject('level6Url')}/coupon/list?page=2`)
    await page.waitForURL((url) => url.pathname === '/signuplogin')
    expect(new URL(page.url()).searchParams.get('continue')).toBe('/coupon/list?page=2')
    expect(await heading(page)).toBe('ログイン・新規登録')
    await context.close()
  })

  it('does the same on in-app navigation to a login route', async () => {
    const { context, page } = await openPhone()
    await page.goto(`${inject('level6Url')}/`)
    // A signed-out menu offers sign-in instead of My Page; the guard still covers in-app links.
    await page.getByRole('button', { name: 'メニュー' }).click()
    expect(await page.getByRole('link', { name: 'マイページ' }).count()).toBe(0)
    await page.evaluate(() => {
      const link = document.createElement('a')
      link.href = '/mypage'
      link.textContent = 'mypage'
      document.querySelector('main')?.append(link)
    })
    await page.getByRole('link', { name: 'mypage', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/signuplogin')
    expect(new URL(page.url()).searchParams.get('continue')).toBe('/mypage')
    await context.close()
  })
})
