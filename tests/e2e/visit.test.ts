import type { BrowserContext, Page } from 'playwright-core'
import QRCode from 'qrcode'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STAFF_PASSWORD } from '../../server/accounts/demoPlayers.ts'
import { logIn, waitForPath } from '../../harness/accountScreens.ts'
import { createAccount, emulatorSignIn } from './support/accounts.ts'
import { buildEntry, enterPartyByApi, leadParty, showJoinCode, signInToEntry, ticketOf } from './support/entryFlow.ts'
import { WITHOUT_SERVICE_WORKER } from '../../harness/browser.ts'
import { phoneBrowserForFile } from './support/phones.ts'
import { waitForOfflineReady } from './support/offlineReady.ts'
import { watchWrites } from './support/writeQueue.ts'
import { type RunningServer, startServer } from '../../harness/stack.ts'

/**
 * A whole visit (issue 14): three demo players form a party on their phones; the staff tablet (a
 * fourth context, signed in as staff) checks it in from a picture of the ticket's QR, the player
 * short of topolo paying at the counter; the phones, polling every 5 s during fast check-in, go to
 * the ready-to-start screen by themselves; the staff record the result and every phone lands on
 * it. Then the tablet loses the network: scans wait in its queue, are sent when it is back, and
 * the one the server refuses is listed as a conflict. One server for the file; steps in order.
 */
// The full browser: the kiosk's queued scans are sent by the worker's Background Sync event.
const openContext = phoneBrowserForFile('full')
let server: RunningServer
const contexts: BrowserContext[] = []
const phones: Page[] = []
let tablet: Page
let tabletContext: BrowserContext
let partyId = ''
let ticket = ''
/** Long enough for a 5-second poll on a loaded machine; far shorter than the normal 60 seconds. */
const FAST_POLL_TIMEOUT = 25_000

const phone = (index: 0 | 1 | 2): Page => {
  const page = phones[index]
  if (!page) throw new Error('the phones open in the first test')
  return page
}

async function qrImage(text: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  return { name: 'ticket.png', mimeType: 'image/png', buffer: await QRCode.toBuffer(text, { width: 480, margin: 4, errorCorrectionLevel: 'M' }) }
}

async function scanOnKiosk(text: string): Promise<void> {
  await tablet.locator('main input[type="file"]').setInputFiles(await qrImage(text))
}

/** The ticket with one character of its signature changed (always a different one, so never the same text). */
function alteredSignature(text: string): string {
  const at = text.lastIndexOf('.') + 10
  const replacement = text[at] === 'A' ? 'B' : 'A'
  return `${text.slice(0, at)}${replacement}${text.slice(at + 1)}`
}

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  for (const context of contexts) await context.close()
  await server?.stop()
})

describe('a whole visit, from entry to result', () => {
  it('three players form a party and enter', async () => {
    for (let index = 0; index < 3; index += 1) {
      // The leader's phone installs the service worker, as the tablet does; the members' go without.
      const { context, page } = await openContext('ja-JP', index === 0 ? {} : WITHOUT_SERVICE_WORKER)
      contexts.push(context)
      phones.push(page)
    }
    await Promise.all([0, 1, 2].map((index) => signInToEntry(phone(index as 0 | 1 | 2), server.url, index + 1)))
    // ソウタ declares a child with his entry.
    await Promise.all([buildEntry(phone(0)), buildEntry(phone(1), { child: true }), buildEntry(phone(2))])
    const codes = await Promise.all([showJoinCode(phone(1)), showJoinCode(phone(2))])
    await leadParty(phone(0), '灯火の探索隊', codes)
    // The leader sees his declaration, and may change it for this party.
    expect(await phone(0).getByTestId('member-1').getByRole('checkbox', { name: '12歳以下（子ども料金）' }).isChecked()).toBe(true)
    expect(await phone(0).getByTestId('member-2').getByRole('checkbox', { name: '12歳以下（子ども料金）' }).isChecked()).toBe(false)
    await phone(0).getByRole('button', { name: '次へ：確認' }).click()
    await waitForPath(phone(0), '/entry-06')
    await phone(0).getByRole('button', { name: 'この内容でエントリーする' }).click()
    for (const page of phones) await waitForPath(page, '/entry/complete')
    // Every ticket marks the child.
    for (const page of phones) await expect.poll(() => page.getByTestId('entry-ticket').getByText('ソウタ').textContent()).toContain('子ども')
    const token = await emulatorSignIn('demo1@example.com', 'demopassword1')
    ;({ partyId, ticket } = await ticketOf(server.url, token ?? ''))
  })

  it('the staff tablet checks the party in from a picture of the QR; the player short of topolo pays at the counter', async () => {
    const opened = await openContext('ja-JP', { viewport: { width: 1180, height: 820 }, isMobile: false, hasTouch: true, deviceScaleFactor: 1 })
    tabletContext = opened.context
    tablet = opened.page
    contexts.push(tabletContext)
    await tablet.goto(`${server.url}/signuplogin?continue=${encodeURIComponent('/staff')}`)
    await logIn(tablet, 'staff@example.com', STAFF_PASSWORD)
    await waitForPath(tablet, '/staff')
    await expect.poll(() => tablet.getByTestId('staff-connection').textContent()).toContain('オンライン')
    // The menu leads staff to the kiosk; a player's menu has no such link.
    await tablet.getByRole('button', { name: 'メニュー' }).click()
    await expect.poll(() => tablet.getByRole('link', { name: '受付（スタッフ）' }).count()).toBe(1)
    await tablet.keyboard.press('Escape')
    await phone(0).getByRole('button', { name: 'メニュー' }).click()
    await expect.poll(() => phone(0).getByRole('link', { name: 'マイページ' }).count()).toBeGreaterThan(0)
    expect(await phone(0).getByRole('link', { name: '受付（スタッフ）' }).count()).toBe(0)
    await phone(0).keyboard.press('Escape')

    // A code that is not a ticket is refused, and the kiosk stays ready for the next one.
    await scanOnKiosk('DPT1.eyJwIjoieCJ9.AAAA')
    await expect.poll(() => tablet.getByTestId('staff-feedback').textContent()).toContain('内容が正しくありません')

    await scanOnKiosk(ticket)
    const card = tablet.getByTestId('staff-party')
    await expect.poll(() => card.getByTestId('staff-player').count()).toBe(3)
    expect(await card.textContent()).toContain('灯火の探索隊')
    // ソウタ is a child (500 topolo); Alex shows a student ID, which sets his price at the counter.
    const sota = card.getByTestId('staff-player').filter({ hasText: 'ソウタ' })
    const alex = card.getByTestId('staff-player').filter({ hasText: 'Alex' })
    expect(await sota.getByRole('checkbox', { name: '子ども（12歳以下）' }).isChecked()).toBe(true)
    await expect.poll(() => sota.textContent()).toContain('500 トポロ')
    await alex.getByRole('checkbox', { name: '学生証あり' }).check()
    await expect.poll(() => alex.textContent()).toContain('学生')
    await expect.poll(() => alex.getByRole('checkbox', { name: '学生証あり' }).isChecked()).toBe(true)
    await card.getByRole('button', { name: '受付する' }).click()
    // Alex has 500 topolo for a 900 play: refused, and the shortfall shows on his line.
    await expect.poll(() => tablet.getByRole('alert').filter({ hasText: 'トポロが足りない' }).count()).toBe(1)
    await expect.poll(() => card.textContent()).toContain('400 不足')
    // A repeat play at the student price: 1,800 yen.
    await expect.poll(() => alex.getByTestId('staff-counter-yen').textContent()).toContain('カウンターなら 1,800円')
    await card.getByRole('button', { name: '不足分をカウンターで受け取って受付（合計 1,800円）' }).click()
    await expect.poll(() => tablet.getByTestId('staff-feedback').textContent()).toContain('を受付しました')
    await expect.poll(() => alex.getByTestId('staff-counter-yen').textContent()).toContain('カウンターで 1,800円')
    // Checked in: the marks are what the charge recorded, no longer to change.
    expect(await card.getByRole('checkbox').count()).toBe(0)
    await expect.poll(() => tablet.getByTestId('staff-queue').textContent()).toContain('灯火の探索隊')
    // The line shows where the party stands and its wait.
    const row = tablet.getByTestId('staff-queue-row').filter({ hasText: '灯火の探索隊' })
    await expect.poll(() => row.getByTestId('staff-line-place').textContent()).toMatch(/^\d+番目 · 約\d+分$/)
  })

  it('the staff call the party to the gate from the line; every phone says so', async () => {
    const row = tablet.getByTestId('staff-queue-row').filter({ hasText: '灯火の探索隊' })
    await row.getByRole('button', { name: /をゲートへ呼び出す$/ }).click()
    await expect.poll(() => row.getByTestId('staff-called').count()).toBe(1)
    // On the ticket (waiting) or the ready-to-start screen (a lane was free), above everything else.
    for (const page of phones) {
      await expect.poll(() => page.getByTestId('called-to-gate').count(), { timeout: FAST_POLL_TIMEOUT }).toBe(1)
      expect(await page.getByTestId('called-to-gate').textContent()).toContain('ゲートへお越しください')
    }
  })

  it('the phones reach the ready-to-start screen by themselves once the party goes in', async () => {
    const card = tablet.getByTestId('staff-party')
    await card.getByRole('button', { name: 'プレイ開始' }).click()
    await expect.poll(() => card.textContent()).toContain('プレイ中')
    for (const page of phones) {
      await expect.poll(() => new URL(page.url()).pathname, { timeout: FAST_POLL_TIMEOUT }).toBe('/entry/ready/start')
    }
    await expect.poll(() => phone(1).getByTestId('entry-number').textContent()).toMatch(/\d+/)
    // Checked in and paid: the ticket no longer offers to stop the entry.
    // (once the phone has read the party as checked in: the ticket screen may show before that read).
    await expect.poll(() => phone(0).getByRole('button', { name: 'エントリーをやめる' }).count()).toBe(0)
  })

  it('the staff record the result and every phone lands on it', async () => {
    const card = tablet.getByTestId('staff-party')
    await card.getByRole('button', { name: '結果を記録' }).click()
    const form = tablet.getByTestId('staff-result-form')
    for (const quest of ['クエスト1', 'クエスト2', 'クエスト3', 'クエスト4']) await form.getByRole('checkbox', { name: quest }).check()
    const scores = ['6100', '5200', '4300']
    for (const [index, fieldset] of (
      await form
        .locator('fieldset')
        .filter({ has: tablet.getByLabel('ジャーニースコア') })
        .all()
    ).entries()) {
      await fieldset.getByLabel('ジャーニースコア').fill(scores[index] ?? '1000')
      await fieldset.getByLabel('EQスコア').fill('9000')
      await fieldset.getByLabel('ゴールドメダル').fill('8')
    }
    await form.getByRole('button', { name: '結果を記録する' }).click()
    const outcome = tablet.getByTestId('staff-result-outcome')
    await expect.poll(() => outcome.textContent()).toContain('結果を記録しました')
    // アカリ (level 14) plays with ソウタ and Alex (levels 6 and 2): the rookie bonus for everyone.
    expect(await outcome.textContent()).toContain('ルーキーボーナス')
    for (const page of phones) {
      await expect.poll(() => new URL(page.url()).pathname, { timeout: FAST_POLL_TIMEOUT }).toBe(`/result/${partyId}`)
    }
    await expect.poll(() => phone(0).getByTestId('result-score').textContent()).toContain('6,100')
    await expect.poll(() => phone(2).getByTestId('result-score').textContent()).toContain('4,300')
  })

  it('the staff send the party a present from the kiosk; a member finds it in the inbox and accepts it', async () => {
    const panel = tablet.getByTestId('staff-present')
    await panel.getByRole('radio', { name: /灯火の探索隊/ }).check()
    await panel.getByLabel('トポロの種類').selectOption('gold')
    await panel.getByLabel('トポロ', { exact: true }).fill('30')
    await panel.getByLabel('メッセージ（日本語）').fill('ご来店ありがとうございました')
    await panel.getByRole('button', { name: 'プレゼントを送る' }).click()
    await expect.poll(() => panel.getByRole('status').textContent()).toContain('パーティー「灯火の探索隊」の3人に送りました。')
    const member = phone(1)
    await member.goto(`${server.url}/message/list`)
    const present = member.locator('[data-testid="present"]', { hasText: 'ご来店ありがとうございました' })
    await expect.poll(() => present.textContent()).toContain('ゴールドトポロ 30')
    await present.getByRole('button', { name: '受け取る' }).click()
    await expect.poll(() => present.textContent()).toContain('に受け取りました')
  })

  it('offline, the tablet queues the scans; with its tab closed, the worker sends them when the network is back; the kiosk lists the refused one', async () => {
    const [leader, member] = await Promise.all([createAccount(server.url, '二番隊長'), createAccount(server.url, '二番隊員')])
    const second = await enterPartyByApi(server.url, leader, member, '二番隊')
    const sent = watchWrites(tabletContext, '/staff/checkin')
    await waitForOfflineReady(tablet)
    await tabletContext.setOffline(true)
    await expect.poll(() => tablet.getByTestId('staff-connection').textContent()).toContain('オフライン')
    await scanOnKiosk(second.ticket)
    await expect.poll(() => tablet.getByTestId('staff-pending').textContent()).toMatch(/送信待ち 1 件/)
    // The first party's ticket again: queued too, and the server will say it is checked in already.
    await scanOnKiosk(ticket)
    await expect.poll(() => tablet.getByTestId('staff-pending').textContent()).toMatch(/送信待ち 2 件/)
    // Altered text is refused at once, offline as well: the signature no longer matches.
    await scanOnKiosk(alteredSignature(second.ticket))
    await expect.poll(() => tablet.getByTestId('staff-feedback').textContent()).toContain('内容が正しくありません')
    await expect.poll(() => tablet.getByTestId('staff-pending').textContent()).toMatch(/送信待ち 2 件/)

    // The kiosk's tab is closed with both scans waiting; the network comes back and the service
    // worker delivers them (Background Sync) with no page open, each once.
    await tablet.close()
    await tabletContext.setOffline(false)
    await expect.poll(() => sent.length, { timeout: 30_000 }).toBe(2)
    expect(sent).toEqual(['POST /api/v1/staff/checkin by the worker', 'POST /api/v1/staff/checkin by the worker'])
    tablet = await tabletContext.newPage()
    await tablet.goto(`${server.url}/staff`)
    await waitForPath(tablet, '/staff')
    await expect.poll(() => tablet.getByTestId('staff-pending').textContent(), { timeout: 20_000 }).toMatch(/送信待ち 0 件/)
    // Both are refused: the second party's new players hold no topolo, the first party is checked in already.
    const conflicts = tablet.getByTestId('staff-conflicts')
    await expect.poll(() => conflicts.locator('li').count()).toBe(2)
    const already = conflicts.locator('li').filter({ hasText: 'すでに受付済み' })
    const short = conflicts.locator('li').filter({ hasText: 'トポロが足りない' })
    await expect.poll(() => already.count()).toBe(1)
    await expect.poll(() => short.count()).toBe(1)
    // The staff take the second party's play at the counter: it is sent again and checked in.
    await short.getByRole('button', { name: '不足分をカウンターで受け取って受付' }).click()
    await expect.poll(() => tablet.getByTestId('staff-pending').textContent(), { timeout: 20_000 }).toMatch(/送信待ち 0 件/)
    await expect.poll(() => conflicts.locator('li').count()).toBe(1)
    const secondRow = tablet.getByTestId('staff-queue-row').filter({ hasText: '二番隊' })
    await expect.poll(() => secondRow.textContent(), { timeout: 20_000 }).toContain('受付済み')
    await already.getByRole('button', { name: '一覧から消す' }).click()
    await expect.poll(() => tablet.getByTestId('staff-conflicts').count()).toBe(0)
    expect(await tablet.getByTestId('staff-pending').textContent()).toMatch(/送信待ち 0 件/)
  })
})
