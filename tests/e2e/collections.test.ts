import type { BrowserContext, Page } from 'playwright-core'
import QRCode from 'qrcode'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PARTIES, DEMO_PASSWORD, DEMO_PLAYERS, unreadDemoResultMessages } from '../../server/accounts/demoPlayers.ts'
import { MASTER_SEED } from '../../server/master/seed/index.ts'
import { logIn, waitForPath } from '../../harness/accountScreens.ts'
import { emulatorSignIn } from './support/accounts.ts'
import { waitForHeading } from '../../harness/browser.ts'
import { waitForOfflineReady } from './support/offlineReady.ts'
import { phoneBrowserForFile } from './support/phones.ts'
import { type RunningServer, startServer } from '../../harness/stack.ts'

/**
 * My Page and the collections (issue 11), walked by the demo player アカリ on a phone: every detail,
 * title switching, a coupon by code and one by a QR image, a message, a result, then offline.
 * One server and one phone for the file; the steps run in order on the same signed-in page.
 */
const openPhone = phoneBrowserForFile()
const AKARI = DEMO_PLAYERS[0] as (typeof DEMO_PLAYERS)[number]
let server: RunningServer
let context: BrowserContext
let page: Page

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await context?.close()
  await server?.stop()
})

const ja = (set: 'avatars' | 'spirits' | 'items' | 'titles', id: number) => (MASTER_SEED[set] as { id: number; name: { ja: string } }[]).find((record) => record.id === id)?.name.ja ?? ''

async function open(path: string): Promise<void> {
  await page.goto(`${server.url}${path}`)
}

/** Scrolls My Page to a section, whose content loads as it comes near the screen. */
async function showSection(id: string): Promise<void> {
  await page.locator(`section#${id}`).scrollIntoViewIfNeeded()
}

/** Waits for the address to be My Page at the section `hash`. */
async function waitForSection(hash: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/mypage' && url.hash === `#${hash}`)
}

async function propertyOnServer(): Promise<{ title_id: number | null; topolo: { silver: number; gold: number } }> {
  const token = await emulatorSignIn(AKARI.account?.email ?? '', DEMO_PASSWORD)
  const response = await fetch(`${server.url}/api/v1/user/self/property`, { headers: { authorization: `Bearer ${token}` } })
  return ((await response.json()) as { data: { title_id: number | null; topolo: { silver: number; gold: number } } }).data
}

describe('My Page and the collections on a phone', () => {
  it('signs in to My Page: the card, every section and the ownership states', async () => {
    ;({ context, page } = await openPhone('ja-JP'))
    await open('/signuplogin?continue=%2Fmypage')
    await logIn(page, AKARI.account?.email ?? '', DEMO_PASSWORD)
    await waitForPath(page, '/mypage')
    await expect.poll(() => page.getByTestId('player-level').textContent()).toContain('14')
    await expect.poll(() => page.getByTestId('plays-total').textContent()).toContain('6')
    for (const section of ['topolo', 'avatar', 'spirit', 'item', 'title', 'achievement', 'coupon', 'result']) {
      expect(await page.locator(`section#${section}`).count(), section).toBe(1)
    }
    // Avatar 7 is retired: Akari has it, locked; the starters and bought ones are owned.
    await showSection('avatar')
    await expect.poll(() => page.locator('[data-testid="avatar-grid"] [data-ownership="locked"]').count()).toBe(1)
    await expect.poll(() => page.locator('[data-testid="avatar-grid"] [data-ownership="owned"]').count()).toBe(6)
    await showSection('result')
    await expect.poll(() => page.locator('[data-testid="result-list"] li').count()).toBe(DEMO_PARTIES.filter((party) => party.members.some((m) => m.userId === AKARI.userId)).length)
    await waitForOfflineReady(page)
  })

  it('opens each detail, and an id that is not the player’s returns to its section', async () => {
    await page.locator('[data-testid="avatar-grid"] a').first().click()
    await waitForHeading(page, ja('avatars', 1))
    await page.getByText('マイページに戻る').click()
    await waitForSection('avatar')
    // Back at its section: the avatars show where the player left them.
    await page.getByTestId('avatar-grid').waitFor()
    // (a smooth scroll: waited until it ends)
    await expect.poll(() => page.locator('section#avatar').evaluate((section) => section.getBoundingClientRect().top)).toBeLessThan(200)

    await open('/mypage/detail/avatar/7')
    await waitForHeading(page, ja('avatars', 7))
    expect(await page.locator('[data-ownership="locked"]').count()).toBe(1)

    await open('/mypage/detail/spirit/9')
    await waitForHeading(page, ja('spirits', 9))
    await expect.poll(() => page.locator('[data-testid="spirit-effects"] li').count()).toBeGreaterThan(0)

    await open('/mypage/detail/item/1')
    await waitForHeading(page, ja('items', 1))
    expect(await page.getByTestId('item-count').textContent()).toContain('2')

    // Unknown, hidden (a collaboration spirit Akari never had) and not owned: back to the section.
    for (const [path, section] of [
      ['/mypage/detail/avatar/999', 'avatar'],
      ['/mypage/detail/spirit/12', 'spirit'],
      ['/mypage/detail/item/40', 'item'],
      ['/result/demo-party-none', 'result'],
    ] as const) {
      await open(path)
      await waitForSection(section)
    }
  })

  it('lists spirits and items as popups with their filters', async () => {
    await open('/mypage/list/spirit/popup')
    await page.getByTestId('spirit-grid').waitFor()
    const all = await page.locator('[data-testid="spirit-grid"] li').count()
    await page.locator('button[data-filter="collaboration"]').click()
    await expect.poll(() => page.locator('[data-testid="spirit-grid"] li').count()).toBeLessThan(all)
    await open('/mypage/list/item/popup')
    await page.getByTestId('item-grid').waitFor()
    await page.locator('button[data-filter="coin"]').click()
    await expect.poll(() => page.locator('[data-testid="item-grid"] li').count()).toBe(AKARI.items.filter(([id]) => MASTER_SEED.items.find((item) => item.id === id)?.category === 2).length)
    await page.getByTestId('popup-close').click()
    await waitForSection('item')
  })

  it('switches the shown title; My Page and the server show the new one', async () => {
    await open('/title/list')
    const row = page.locator('[data-testid="title-list"] li[data-title-id="6"]')
    await row.locator('button').click()
    await expect.poll(() => row.textContent()).toContain('表示中')
    expect((await propertyOnServer()).title_id).toBe(6)
    // Title 20 (granted by staff) is not Akari's: it is not offered.
    expect(await page.locator('[data-testid="title-list"] li[data-title-id="20"]').count()).toBe(0)
    await open('/mypage')
    await expect.poll(() => page.getByTestId('shown-title').textContent()).toBe(ja('titles', 6))
  })

  it('registers a coupon by code, refusing an expired code with its message', async () => {
    await open('/coupon/list')
    await page.getByTestId('coupon-list').waitFor()
    const before = await page.locator('[data-testid="coupon-list"] li').count()
    const field = page.locator('[data-testid="coupon-code-form"] input[name="code"]')
    await field.fill('prty ends 8888')
    await page.locator('[data-testid="coupon-code-form"] button[type="submit"]').click()
    await expect.poll(() => page.locator('[data-testid="coupon-code-form"] [role="alert"]').first().textContent()).toContain('有効期限が切れています')
    expect(await field.inputValue()).toBe('prty ends 8888')
    await field.fill('prty-sver-3pts')
    await page.locator('[data-testid="coupon-code-form"] button[type="submit"]').click()
    await expect.poll(() => page.locator('[data-testid="coupon-list"] li').count()).toBe(before + 1)
    expect(await field.inputValue()).toBe('')
  })

  it('registers a coupon from a photo of its QR code', async () => {
    const image = await QRCode.toBuffer(`${server.url}/coupon/qr?code=PRTY-GPTS-2KGT`, { width: 360, margin: 4 })
    await open('/coupon/qr')
    await page.locator('main input[type="file"]').setInputFiles({ name: 'coupon.png', mimeType: 'image/png', buffer: image })
    await page.getByTestId('coupon-found').waitFor({ timeout: 15_000 })
    await page.getByTestId('coupon-found').getByRole('button', { name: '登録する' }).click()
    await expect.poll(() => page.getByTestId('coupon-found').locator('h2').textContent()).toBe('クーポンを登録しました')
    await open('/coupon/list')
    await expect.poll(() => page.locator('[data-testid="coupon-list"] li').count()).toBe(AKARI.coupons.filter(([, status]) => status === 'available').length + 2)
  })

  it('reads a message: the unread count on My Page drops', async () => {
    await open('/mypage')
    const unread = AKARI.messages.filter(([, , isRead]) => !isRead).length + unreadDemoResultMessages(AKARI.userId)
    await expect.poll(() => page.getByTestId('messages-link').textContent()).toContain(`未読 ${unread} 件`)
    await page.getByTestId('messages-link').click()
    await page.locator('[data-testid="message-list"] a[data-unread]').first().click()
    await page.getByTestId('message-body').waitFor()
    // Back through the app: the read is stored on this device before the page is left.
    await page.getByText('メッセージ一覧に戻る').click()
    await expect.poll(() => page.locator('[data-testid="message-list"] a[data-unread]').count()).toBe(unread - 1)
    await open('/mypage')
    await expect.poll(() => page.getByTestId('messages-link').textContent()).toContain(`未読 ${unread - 1} 件`)
  })

  it('accepts a present from the inbox once: the badge on My Page counts down, the silver arrives, a reload keeps it accepted', async () => {
    await open('/mypage')
    await expect.poll(() => page.getByTestId('present-badge').textContent()).toContain('🎁 2')
    const before = (await propertyOnServer()).topolo.silver
    await page.getByTestId('messages-link').click()
    const opening = page.locator('[data-testid="present"]', { hasText: 'オープン記念' })
    await expect.poll(() => opening.textContent()).toContain('シルバートポロ 300')
    // A double tap: the button is busy after the first, and the server grants once anyway.
    await opening.getByRole('button', { name: '受け取る' }).dblclick()
    await expect.poll(() => opening.textContent()).toContain('に受け取りました')
    expect((await propertyOnServer()).topolo.silver).toBe(before + 300)
    await page.reload()
    await expect.poll(() => page.locator('[data-testid="present"]', { hasText: 'オープン記念' }).textContent()).toContain('に受け取りました')
    expect(await page.locator('[data-testid="present"]', { hasText: 'オープン記念' }).getByRole('button').count()).toBe(0)
    await open('/mypage')
    await expect.poll(() => page.getByTestId('present-badge').textContent()).toContain('🎁 1')
  })

  it('opens a result from My Page with its members and rank', async () => {
    const newest = [...DEMO_PARTIES].filter((party) => party.members.some((m) => m.userId === AKARI.userId)).sort((a, b) => a.daysAgo - b.daysAgo)[0]
    await showSection('result')
    await page.locator('[data-testid="result-list"] a').first().click()
    await waitForHeading(page, newest?.name ?? '')
    await expect.poll(() => page.locator('[data-testid="result-members"] li').count()).toBe(newest?.members.length)
    expect(await page.getByTestId('result-score').textContent()).toBe(newest?.score.toLocaleString('ja-JP'))
    expect(await page.locator('[data-testid="result-rank"] img').getAttribute('src')).toMatch(/^\/images\/rank\/\d+$/)
  })

  it('offline, My Page, an item detail and the coupon list still show, with the offline hint', async () => {
    await context.setOffline(true)
    for (const [path, shown] of [
      ['/mypage', 'player-card'],
      ['/mypage/detail/item/1', 'item-count'],
      ['/coupon/list', 'coupon-list'],
    ] as const) {
      await open(path)
      await page.getByTestId(shown).waitFor()
      await page.getByTestId('offline-hint').first().waitFor()
    }
    expect(await page.locator('[data-testid="coupon-list"] li').count()).toBeGreaterThan(0)
    await context.setOffline(false)
  })
})
