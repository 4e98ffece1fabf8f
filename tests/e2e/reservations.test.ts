import { readFile } from 'node:fs/promises'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, DEMO_PLAYERS, STAFF_PASSWORD } from '../../server/accounts/demoPlayers.ts'
import type { ScheduleDay } from '../../src/domain/contract/facility.ts'
import { slotState } from '../../src/domain/reservation/availability.ts'
import { addDays, compactDate, tokyoDate } from '../../src/domain/schedule/tokyoTime.ts'
import { logIn, waitForPath } from '../../harness/accountScreens.ts'
import { waitForHeading } from '../../harness/browser.ts'
import { api, createAccount, emulatorSignIn } from './support/accounts.ts'
import { waitForOfflineReady } from './support/offlineReady.ts'
import { phoneBrowserForFile } from './support/phones.ts'
import { type RunningServer, startServer } from '../../harness/stack.ts'

/**
 * Reserving on a phone (issue 12), by the demo player アカリ：the calendar, two slots of one day
 * with the deposit, the .ics file, a third slot refused, a cancellation after the terms, then the
 * calendar offline. One server and one phone for the file; the steps run in order.
 */
// The full browser: the wait for a full slot offers push notifications.
const openPhone = phoneBrowserForFile('full')
const AKARI = DEMO_PLAYERS[0] as (typeof DEMO_PLAYERS)[number]
let server: RunningServer
let context: BrowserContext
let page: Page
/** The day used (yyyymmdd) and three of its slots that take reservations. */
let day: string
let slots: [ScheduleDay['times'][number], ScheduleDay['times'][number], ScheduleDay['times'][number]]
/** A fourth slot of the day, which two other demo players fill so アカリ can wait for it. */
let fullSlot: ScheduleDay['times'][number]

beforeAll(async () => {
  server = await startServer()
  // A day past the demo crowd's week, open, not reservation-only, with three free slots after noon.
  const from = compactDate(addDays(tokyoDate(new Date()), 8))
  const reply = (await (await fetch(`${server.url}/api/v1/facility/schedule?date=${from}&days=14`)).json()) as { data: ScheduleDay[] }
  const found = reply.data.find((candidate) => !candidate.is_closed && !candidate.reservation_limit_flag && candidate.times.filter((slot) => slotState(slot) === 'open').length >= 6)
  if (!found) throw new Error('no open day in the calendar')
  day = found.date
  const open = found.times.filter((slot) => slotState(slot) === 'open' && slot.time >= '13:00')
  slots = [open[0], open[1], open[2]] as typeof slots
  fullSlot = open[3] as typeof fullSlot
})
afterAll(async () => {
  await context?.close()
  await server?.stop()
})

async function open(path: string): Promise<void> {
  await page.goto(`${server.url}${path}`)
}

/** Chooses `slot` of the day on the reservation screen, goes to the confirmation and confirms. */
async function reserve(time: string): Promise<void> {
  await open(`/reservation/play?date=${day}&time=${encodeURIComponent(time)}`)
  await waitForHeading(page, 'プレイの予約')
  await page.locator(`[data-testid="slot-choice"] input[value="${time}"]`).check()
  const next = page.getByRole('button', { name: '確認画面へ進む' })
  await expect.poll(() => next.isEnabled()).toBe(true)
  await next.click()
  await waitForHeading(page, '予約内容の確認')
  await page.getByRole('button', { name: '予約を確定する（予約金を支払う）' }).click()
  await waitForHeading(page, '予約が完了しました')
}

describe('reserving a slot on a phone', () => {
  it('shows the calendar, the day’s slots, the crowd level and the rules without signing in', async () => {
    ;({ context, page } = await openPhone('ja-JP'))
    await open(`/reservation/status?date=${day}`)
    await waitForHeading(page, '予約状況')
    await page.getByTestId('reservation-calendar').waitFor()
    await expect.poll(() => page.locator(`[data-date="${day}"]`).getAttribute('aria-pressed')).toBe('true')
    expect(await page.getByTestId('reservation-rules').textContent()).toContain('予約金は返金されません')
    expect(await page.getByTestId('crowd-status').count()).toBe(1)
    // Every slot row says its state in words, not by colour alone.
    const rows = page.locator('[data-testid="slot-list"] li')
    await expect.poll(() => rows.count()).toBeGreaterThan(10)
    expect(await rows.first().textContent()).toMatch(/空きあり|残りわずか|満席|受付終了/)
    // The arrow keys move through the days.
    await page.locator(`[data-date="${day}"]`).focus()
    await page.keyboard.press('ArrowRight')
    const next = compactDate(addDays(`${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}`, 1))
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-date'))).toBe(next)
  })

  it('signs in, reserves a slot with the deposit and lands on the complete screen with a code', async () => {
    await open('/signuplogin?continue=%2Freservation%2Fstatus')
    await logIn(page, AKARI.account?.email ?? '', DEMO_PASSWORD)
    await waitForPath(page, '/reservation/status')
    await reserve(slots[0].time)
    await expect.poll(() => page.getByTestId('reservation-code').textContent()).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/)
  })

  it('downloads the .ics file in Asia/Tokyo with the venue’s address', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('ics-download').click()])
    const path = await download.path()
    const ics = await readFile(path, 'utf8')
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Asia/Tokyo')
    expect(ics).toContain(`DTSTART;TZID=Asia/Tokyo:${day}T${slots[0].time.replace(':', '')}00`)
    expect(ics.replace(/\r\n /g, '')).toContain('東京都渋谷区')
    expect(download.suggestedFilename()).toBe(`reservation-${day}-${slots[0].time.replace(':', '')}.ics`)
  })

  it('shows the reservation on My Page and on the status screen, and the slot with one place fewer', async () => {
    await open('/mypage')
    await page.locator('section#reservation').scrollIntoViewIfNeeded()
    await expect.poll(() => page.locator('section#reservation [data-testid="reservation-card"]').count()).toBe(1)
    expect(await page.locator('section#reservation [data-testid="reservation-card"]').textContent()).toContain(`${slots[0].time}-${slots[0].end}`)
    await open(`/reservation/status?date=${day}`)
    await expect.poll(() => page.locator('[data-testid="my-reservations"] [data-testid="reservation-card"]').count()).toBe(1)
    const row = page.locator('[data-testid="slot-list"] li', { hasText: `${slots[0].time}-${slots[0].end}` })
    await expect.poll(() => row.textContent()).toContain(`残り${slots[0].remaining - 1}組`)
  })

  it('takes a second slot that day and refuses a third with the spec’s message', async () => {
    await reserve(slots[1].time)
    await open(`/reservation/play?date=${day}&time=${encodeURIComponent(slots[2].time)}`)
    await expect.poll(() => page.getByTestId('remain').textContent()).toContain('1日に予約できるのは2枠まで')
    expect(await page.getByRole('button', { name: '確認画面へ進む' }).isDisabled()).toBe(true)
    // Straight to the confirmation (an old tab, a bookmark): the server refuses it.
    await open(`/reservation/confirm?datetime=${encodeURIComponent(slots[2].datetime)}`)
    await page.getByRole('button', { name: '予約を確定する（予約金を支払う）' }).click()
    await expect.poll(() => page.getByTestId('reservation-error').textContent()).toContain('予約できる枠の上限に達しています。')
  })

  it('cancels a reservation only after the terms are acknowledged', async () => {
    await open('/mypage')
    await page.locator('section#reservation').scrollIntoViewIfNeeded()
    await page.locator('section#reservation [data-testid="reservation-card"]').first().getByRole('link', { name: 'キャンセルする' }).click()
    await waitForHeading(page, '予約のキャンセル')
    expect(await page.getByTestId('cancel-terms').textContent()).toContain('予約金は返金されません')
    const cancel = page.getByRole('button', { name: '予約をキャンセルする' })
    expect(await cancel.isDisabled()).toBe(true)
    await page.getByLabel('予約金が返金されないことを確認しました').check()
    await cancel.click()
    await page.getByTestId('cancel-done').waitFor()
    expect(await page.getByTestId('reservation-status').textContent()).toBe('キャンセル済み')
    await open('/mypage')
    await page.locator('section#reservation').scrollIntoViewIfNeeded()
    await expect.poll(() => page.locator('section#reservation [data-status="cancelled"]').count()).toBe(1)
    await expect.poll(() => page.locator('section#reservation [data-status="reserved"]').count()).toBe(1)
  })

  it('waits for a full slot; a cancel holds the place for her, and she reserves it', async () => {
    // Two other demo players fill the slot (a weekday slot takes two reservations), with gold staff gave them.
    const others = await Promise.all(DEMO_PLAYERS.slice(1, 3).map(async (player) => (await emulatorSignIn(player.account?.email ?? '', DEMO_PASSWORD)) as string))
    const staff = (await emulatorSignIn('staff@example.com', STAFF_PASSWORD)) as string
    const gift = { type: 'staff:present', kind: 'gold', amount: 1000, message: { ja: '予約のテスト' }, days: 1 }
    expect((await api(server.url, '/staff/present', { method: 'POST', token: staff, body: gift })).body.result.status).toBe(0)
    // アカリ accepts it too: two reservations spent most of her gold.
    const akari = (await emulatorSignIn(AKARI.account?.email ?? '', DEMO_PASSWORD)) as string
    for (const token of [...others, akari]) {
      const presents = (await api(server.url, '/user/self/present', { token })).body.data as { id: number; kind: string; amount: number; accepted_at: string | null }[]
      const gold = presents.find((present) => present.kind === 'gold' && present.amount === 1000 && present.accepted_at === null)
      expect((await api(server.url, '/user/self/present/accept', { method: 'POST', token, body: { type: 'user:present', present_id: gold?.id } })).body.result.status).toBe(0)
    }
    const booked = await Promise.all(
      others.map((token) => api(server.url, '/user/self/reservation', { method: 'POST', token, body: { type: 'user:reservation', datetime: fullSlot.datetime, persons: 1, advance_payment: 900 } })),
    )
    expect(booked.map((reply) => reply.body.result.status)).toEqual([0, 0])
    await open(`/reservation/play?date=${day}`)
    await waitForHeading(page, 'プレイの予約')
    const waits = page.getByTestId('full-slot-waits')
    await waits
      .getByRole('button', { name: `空きが出たら知らせる` })
      .filter({ hasText: `${fullSlot.time}-${fullSlot.end}` })
      .click()
    await expect.poll(() => waits.getByTestId('slot-wait').textContent()).toContain('空き待ち：1番目')
    // This phone is offered notifications, saying why; the browser has asked nothing yet.
    await waits.getByTestId('wait-notify').getByRole('button', { name: '通知を受け取る' }).waitFor()
    expect(await page.evaluate(() => Notification.permission)).toBe('default')

    // One of them cancels: the place is held for アカリ, shown on the status screen.
    const theirs = (booked[0]?.body.data as { id: number } | undefined)?.id
    expect((await api(server.url, `/user/self/reservation/${theirs}`, { method: 'DELETE', token: others[0] })).body.result.status).toBe(0)
    await open(`/reservation/status?date=${day}`)
    const held = page.locator('[data-testid="my-waits"] [data-testid="slot-wait"][data-state="offered"]')
    await expect.poll(() => held.textContent()).toMatch(/空きが出ました。\d{2}:\d{2}まで（あと(10|9)分）/)
    // Nobody else can take it meanwhile.
    const outsider = (await createAccount(server.url, '割り込み勇者')).token
    const refused = await api(server.url, '/user/self/reservation', {
      method: 'POST',
      token: outsider,
      body: { type: 'user:reservation', datetime: fullSlot.datetime, persons: 1, advance_payment: 900 },
    })
    expect(refused.body.result.status).toBe(3101)

    await held.getByRole('link', { name: 'この枠を予約する' }).click()
    await waitForHeading(page, '予約内容の確認')
    await page.getByTestId('held-place').waitFor()
    await page.getByRole('button', { name: '予約を確定する（予約金を支払う）' }).click()
    await waitForHeading(page, '予約が完了しました')
    await open(`/reservation/status?date=${day}`)
    await expect.poll(() => page.locator('[data-testid="my-reservations"] [data-status="reserved"]').count()).toBe(2)
    await expect.poll(() => page.getByTestId('my-waits').count()).toBe(0)
  })

  it('reads the calendar offline from the last synced copy, with the offline hint', async () => {
    await open(`/reservation/status?date=${day}`)
    await page.getByTestId('reservation-calendar').waitFor()
    await waitForOfflineReady(page)
    await context.setOffline(true)
    try {
      await page.reload()
      await page.getByTestId('reservation-calendar').waitFor()
      await page.getByTestId('offline-hint').first().waitFor()
      await expect.poll(() => page.locator('[data-testid="slot-list"] li').count()).toBeGreaterThan(10)
    } finally {
      await context.setOffline(false)
    }
  })

  it('shows the screens in another language', async () => {
    const phone = await openPhone('en-US')
    try {
      await phone.page.goto(`${server.url}/reservation/status?date=${day}`)
      await phone.page.getByTestId('calendar-legend').waitFor()
      await expect.poll(() => phone.page.getByTestId('calendar-legend').textContent()).not.toMatch(/[ぁ-んァ-ン一-龯]/)
      expect(await phone.page.locator('main h1').textContent()).not.toBe('予約状況')
    } finally {
      await phone.context.close()
    }
  })
})
