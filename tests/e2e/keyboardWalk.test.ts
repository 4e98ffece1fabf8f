import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, DEMO_PLAYERS } from '../../server/accounts/demoPlayers.ts'
import type { ScheduleDay } from '../../src/domain/contract/facility.ts'
import { slotState } from '../../src/domain/reservation/availability.ts'
import { addDays, compactDate, tokyoDate } from '../../src/domain/schedule/tokyoTime.ts'
import { emulatorSignIn, newPassword, readProfile, uniqueEmail, waitForMailLink } from './support/accounts.ts'
import { activate, arrive, arrowTo, expectFocusLands, expectRing, focusedStop, tabTo, typeInto } from './support/keyboard.ts'
import { phoneBrowserForFile } from './support/phones.ts'
import { type RunningServer, startServer } from '../../harness/stack.ts'

/**
 * Issue 17, point 1: sign-up, a reservation and an entry walked with the keyboard only (Tab,
 * Shift+Tab, Enter, Space, the arrow keys and typing; the mail link is opened as if pasted). Every
 * control acted on is reached by Tab and shows its focus. A newcomer signs up on one phone; the
 * demo player アカリ logs in on another and reserves; both build an entry, the newcomer shows the
 * join code and the leader types it from the text beside the QR; both tickets show the entry
 * number beside the QR. One server and two phones for the file; the steps run in order.
 */
const openPhone = phoneBrowserForFile('shell', 'none')
const AKARI = DEMO_PLAYERS[0] as (typeof DEMO_PLAYERS)[number]
const NEWCOMER_NAME = 'キーボ'
let server: RunningServer
const phones: { context: BrowserContext; page: Page }[] = []
const phone = (index: 0 | 1): Page => {
  const opened = phones[index]
  if (!opened) throw new Error('the phones open in the first test')
  return opened.page
}
const newcomer = () => phone(0)
const leader = () => phone(1)
const newcomerEmail = uniqueEmail('keyboard')
const newcomerPassword = newPassword()
let joinCode = ''
/** The day reserved (yyyymmdd) and the slot. */
let day: string
let slot: ScheduleDay['times'][number]

beforeAll(async () => {
  server = await startServer()
  // A day past the demo crowd's week, open, not reservation-only, with a free slot after noon.
  const from = compactDate(addDays(tokyoDate(new Date()), 8))
  const reply = (await (await fetch(`${server.url}/api/v1/facility/schedule?date=${from}&days=14`)).json()) as { data: ScheduleDay[] }
  const found = reply.data.find((candidate) => !candidate.is_closed && !candidate.reservation_limit_flag && candidate.times.some((each) => slotState(each) === 'open' && each.time >= '13:00'))
  if (!found) throw new Error('no open day in the calendar')
  day = found.date
  slot = found.times.find((each) => slotState(each) === 'open' && each.time >= '13:00') as typeof slot
})
afterAll(async () => {
  for (const opened of phones) await opened.context.close()
  await server?.stop()
})

/** A value of the address's query as the router writes it (a string of digits is JSON-quoted). */
function searchParam(page: Page, key: string): string | null {
  const raw = new URL(page.url()).searchParams.get(key)
  return raw?.replace(/^"(.*)"$/, '$1') ?? null
}

/** A QR shown with its text: the symbol and the text in one box, the text visible and as expected. */
async function expectQrWithText(page: Page, expected: string | RegExp): Promise<string> {
  await page.getByTestId('qr-code').waitFor()
  const shown = await page.evaluate(() => {
    const symbol = document.querySelector('main [data-testid="qr-code"]')
    const box = symbol?.parentElement
    const text = box?.querySelector<HTMLElement>('[data-testid="qr-text"]')
    if (!text) return null
    const style = getComputedStyle(text)
    const rect = text.getBoundingClientRect()
    return { text: text.textContent?.trim() ?? '', visible: style.visibility !== 'hidden' && style.display !== 'none' && rect.width > 0 && rect.height > 0 }
  })
  expect(shown, 'no text beside the QR').not.toBeNull()
  expect(shown?.visible).toBe(true)
  if (typeof expected === 'string') expect(shown?.text).toBe(expected)
  else expect(shown?.text).toMatch(expected)
  return shown?.text ?? ''
}

/** Steps 1 to 4 by keyboard: the first owned avatar and spirit; with `extras`, one item and one coupon. */
async function buildEntryByKeyboard(page: Page, extras: boolean): Promise<void> {
  await page.waitForFunction(() => (document.querySelector<HTMLInputElement>('input[name="player-name"]')?.value ?? '') !== '')
  await activate(page, '/entry/select/avatar')
  await arrive(page, '/entry/select/avatar', 'アバターを選ぶ')
  await activate(page, (stop) => stop.href?.startsWith('/entry/select/avatar/') ?? false)
  await page.waitForURL((url) => url.pathname.startsWith('/entry/select/avatar/'))
  await activate(page, /^このアバター/)
  await arrive(page, '/entry-01', 'エントリー：名前とアバター')
  await activate(page, '次へ：アイテム')
  await arrive(page, '/entry-02', 'エントリー：アイテム')
  if (extras) {
    await activate(page, '/entry/select/item/phys')
    await arrive(page, '/entry/select/item/phys', /^アイテムを選ぶ/)
    const added = await activate(page, /^入れる：/)
    await expect.poll(() => page.getByTestId('item-count').textContent()).toMatch(/^1\//)
    // The only copy is in: "+" is disabled and the focus moves to "−" of the same item.
    await expectFocusLands(page, added.name.replace(/^入れる：/, '外す：'))
    await activate(page, '決定')
    await arrive(page, '/entry-02', 'エントリー：アイテム')
    await expect.poll(() => page.getByTestId('items-phys').textContent()).toContain('1/')
  }
  await activate(page, '次へ：スピリット')
  await arrive(page, '/entry-03', 'エントリー：スピリット')
  await activate(page, '/entry/select/spirit')
  await arrive(page, '/entry/select/spirit', 'スピリットを選ぶ')
  await activate(page, (stop) => stop.href?.startsWith('/entry/select/spirit/') ?? false)
  await page.waitForURL((url) => url.pathname.startsWith('/entry/select/spirit/'))
  await activate(page, /^このスピリット/)
  await arrive(page, '/entry-03', 'エントリー：スピリット')
  await activate(page, '次へ：クーポン')
  await arrive(page, '/entry-04', 'エントリー：クーポン')
  if (extras) {
    await activate(page, '/entry/select/coupon')
    await arrive(page, '/entry/select/coupon', 'クーポンを選ぶ')
    await activate(page, (stop) => stop.tag === 'button' && stop.name !== 'クーポンを使わない' && stop.name !== '')
    await arrive(page, '/entry-04', 'エントリー：クーポン')
  }
  await activate(page, 'エントリーを送信して次へ')
  await arrive(page, '/entry-05', 'エントリー：パーティー')
}

describe('sign-up, reservation and entry with the keyboard only', () => {
  it('signs up from the top page to My Page', async () => {
    phones.push(await openPhone('ja-JP'), await openPhone('ja-JP'))
    const page = newcomer()
    await page.goto(`${server.url}/`)
    await activate(page, '/signuptop')
    await arrive(page, '/signuptop', '利用規約への同意')

    // The terms box takes the focus and scrolls by keyboard to its end; then the box can be ticked.
    await tabTo(page, 'terms-box')
    await page.keyboard.press('End')
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="agree-terms"]')?.disabled === false)
    await tabTo(page, 'agree-terms')
    await page.keyboard.press('Space')
    await tabTo(page, 'agree-privacy')
    await page.keyboard.press('Space')
    await activate(page, '同意して次へ')
    await arrive(page, '/signupsendmail', '確認メールの送信')

    await typeInto(page, 'email', newcomerEmail)
    await typeInto(page, 'email-confirmation', newcomerEmail)
    await activate(page, '確認メールを送信する')
    await expectFocusLands(page, '確認メールを送信しました')
    // The mail's link, pasted into the address bar.
    await page.goto(await waitForMailLink(server.url, newcomerEmail, 'signIn'))
    await page.waitForURL((url) => url.pathname === '/signup')
    // The password step starts in its first field.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('new-password')

    await typeInto(page, 'new-password', newcomerPassword, 60)
    await typeInto(page, 'confirm-password', newcomerPassword)
    await page.keyboard.press('Enter')
    // The password step gives way to the name on the same screen: the focus goes to its heading.
    await expectFocusLands(page, (stop) => stop.tag === 'h1')
    await typeInto(page, 'player-name', NEWCOMER_NAME)
    await page.keyboard.press('Enter')
    await arrive(page, '/signupregister', '登録が完了しました')
    await activate(page, 'マイページへ')
    await arrive(page, '/mypage', 'マイページ')
    await expect.poll(() => page.locator('main').textContent()).toContain(`ようこそ、${NEWCOMER_NAME}さん`)
  })

  it('shows the player QR with the player code beside it', async () => {
    const page = newcomer()
    const token = await emulatorSignIn(newcomerEmail, newcomerPassword)
    const followCode = ((await readProfile(server.url, token as string)).body.data as { follow_code: string }).follow_code
    await activate(page, '/qrcode')
    await arrive(page, '/qrcode', 'QRコード')
    await expectQrWithText(page, followCode)
    await activate(page, '/mypage')
    await arrive(page, '/mypage', 'マイページ')
  })

  it('the demo leader logs in and reserves a slot, then sees it in “your reservations”', async () => {
    const page = leader()
    await page.goto(`${server.url}/`)
    await activate(page, 'メニュー')
    await activate(page, '/signuplogin')
    await arrive(page, '/signuplogin')
    await typeInto(page, 'email', AKARI.account?.email ?? '')
    await typeInto(page, 'password', DEMO_PASSWORD)
    await page.keyboard.press('Enter')
    await arrive(page, '/mypage', 'マイページ')

    await activate(page, '/reservation/play')
    await arrive(page, '/reservation/play', 'プレイの予約')
    // The calendar: one day in the tab order, the arrow keys move to the day, Enter chooses it.
    const first = await tabTo(page, (stop) => stop.date !== null)
    await arrowTo(page, (first.date ?? '') < day ? 'ArrowRight' : 'ArrowLeft', (stop) => stop.date === day)
    await page.keyboard.press('Enter')
    // The choice is kept in the address (replaced in place, no new screen).
    await expect.poll(() => searchParam(page, 'date')).toBe(day)
    await expect.poll(() => page.locator(`[data-date="${day}"]`).getAttribute('aria-pressed')).toBe('true')
    expect((await focusedStop(page)).date, 'the focus stays on the chosen day').toBe(day)
    // The slots: a radio group; Tab enters it, the arrow keys choose.
    const radio = await tabTo(page, (stop) => stop.field === 'slot')
    if (radio.value !== slot.time) {
      await page.keyboard.press('Space')
      await arrowTo(page, (radio.value ?? '') < slot.time ? 'ArrowDown' : 'ArrowUp', (stop) => stop.value === slot.time)
    } else await page.keyboard.press('Space')
    await expect.poll(() => searchParam(page, 'time')).toBe(slot.time)
    expect((await focusedStop(page)).value, 'the focus stays on the chosen slot').toBe(slot.time)
    await expect.poll(() => page.getByTestId('chosen-slot').textContent()).toContain(`${slot.time}-${slot.end}`)
    await activate(page, '確認画面へ進む')
    await arrive(page, '/reservation/confirm', '予約内容の確認')
    await activate(page, '予約を確定する（予約金を支払う）')
    await arrive(page, '/reservation/complete', '予約が完了しました')
    await expect.poll(() => page.getByTestId('reservation-code').textContent()).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/)
    await activate(page, '予約状況に戻る')
    await arrive(page, '/reservation/status', '予約状況')
    await expect.poll(() => page.locator('[data-testid="my-reservations"] [data-testid="reservation-card"]').count()).toBe(1)
    expect(await page.getByTestId('my-reservations').textContent()).toContain(`${slot.time}-${slot.end}`)
  })

  it('both build their entries; the newcomer shows the join code as QR and text', async () => {
    // The leader: back up to the menu, to My Page, then the entry. The newcomer: from My Page.
    const lead = leader()
    await tabTo(lead, 'メニュー', 20, 'Shift+Tab')
    await lead.keyboard.press('Enter')
    await activate(lead, '/mypage')
    await arrive(lead, '/mypage', 'マイページ')
    await Promise.all([
      (async () => {
        await activate(lead, '/entry')
        await arrive(lead, '/entry-01', 'エントリー：名前とアバター')
        await buildEntryByKeyboard(lead, true)
      })(),
      (async () => {
        await activate(newcomer(), '/entry')
        await arrive(newcomer(), '/entry-01', 'エントリー：名前とアバター')
        await buildEntryByKeyboard(newcomer(), false)
      })(),
    ])
    await activate(newcomer(), 'role-member')
    await expectFocusLands(newcomer(), 'エントリー：パーティー')
    joinCode = await expectQrWithText(newcomer(), /^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/)
  })

  it('the leader forms the party by the code read off the screen, enters, and both tickets show the number beside the QR', async () => {
    const page = leader()
    await activate(page, 'role-leader')
    await expectFocusLands(page, 'エントリー：パーティー')
    await typeInto(page, 'party-name', 'キーボード隊')
    // The party size: a radio group, three by default; the arrow key takes it to two.
    await tabTo(page, (stop) => stop.field === 'party-size')
    await arrowTo(page, 'ArrowLeft', (stop) => stop.value === '2')
    await expect.poll(() => page.locator('input[name="party-size"][value="2"]').isChecked()).toBe(true)
    await activate(page, 'パーティーを作る')
    await expectFocusLands(page, 'エントリー：パーティー')
    await typeInto(page, 'join-code-1', joinCode)
    await page.keyboard.press('Enter')
    // Who the code belongs to, with the focus on "add".
    await expectFocusLands(page, '追加する')
    await expectRing(page)
    expect(await page.getByTestId('member-preview').textContent()).toContain(NEWCOMER_NAME)
    await page.keyboard.press('Enter')
    // The party is complete: the focus goes on to "next".
    await expectFocusLands(page, '次へ：確認')
    await expectRing(page)
    expect(await page.getByTestId('member-1').getByRole('button', { name: /外す/ }).count()).toBe(1)
    await page.keyboard.press('Enter')
    await arrive(page, '/entry-06', 'エントリー：確認')
    await activate(page, 'この内容でエントリーする')
    await page.waitForURL((url) => url.pathname === '/entry/complete')
    await page.getByTestId('entry-number').waitFor()
    const number = ((await page.getByTestId('entry-number').textContent()) ?? '').trim()
    expect(number).toMatch(/^\d+$/)
    await expectQrWithText(page, `No. ${number}`)
    await newcomer().waitForURL((url) => url.pathname === '/entry/complete', { timeout: 30_000 })
    await expect.poll(() => newcomer().getByTestId('entry-number').textContent()).toBe(number)
    await expectQrWithText(newcomer(), `No. ${number}`)
  })
})
