/**
 * `npm run bench:requests`: how many API requests the app makes in the visit flows of issue 33, in
 * headless Chromium on a phone, signed in as a demo player (the sign-in and the first screen are
 * not counted). Each flow moves inside the app by its links and buttons, as a player does:
 *
 * - reserve: the reservation status of a free day → a slot's "reserve" link → the confirmation →
 *   "confirm" → the complete screen → back to the status screen (a second visit);
 * - cancel: My Page → the reservation's "cancel" link → the terms ticked, "cancel" → back to the
 *   status screen;
 * - draw: the item hunt → "draw 1" (silver) → confirm → the items drawn → back to the item hunt;
 * - entry: two phones (this player leads, demo2 joins) on the entry's first step → both build their
 *   entries → the member shows the join code, the leader forms the party with it → confirm →
 *   "enter" → both phones show the ticket. Counted on both phones, each request marked with its phone.
 *
 * Counted: every request to /api/ (the page's and the service worker's), by method and path,
 * from the first click of the flow (once the page opened for it has been quiet for
 * QUIET_BEFORE_MS) until no request has been in flight for SETTLED_MS. Prints
 * the count per flow and each request. `BENCH_DIST=<folder>` measures another build (the build
 * before a change), so the two are paired in the same window.
 *
 *   npm run bench:requests
 */
import { join } from 'node:path'
import type { Page, Request } from 'playwright-core'
import { DEMO_PASSWORD, DEMO_PLAYERS } from '../server/accounts/demoPlayers.ts'
import { logIn, waitForPath } from '../harness/accountScreens.ts'
import { buildEntry, leadParty, showJoinCode, signInToEntry } from '../harness/entryScreens.ts'
import { launchBrowser, newPhone, waitForHeading } from '../harness/browser.ts'
import { addDays, compactDate, tokyoDate } from '../src/domain/schedule/tokyoTime.ts'
import { startAppStack } from './support/appStack.ts'

const ROOT = join(import.meta.dirname, '..')
/** A flow is over once no API request has been in flight this long. */
const SETTLED_MS = 1_500
/**
 * Before a flow, the page opened for it must be quiet this long: the background refresh of master
 * data after a page opens waits 5 s and for an idle moment, and belongs to opening the page, not
 * to the flow.
 */
const QUIET_BEFORE_MS = 8_000

const cleanups: (() => Promise<void>)[] = []
async function cleanUp(): Promise<void> {
  for (const step of cleanups.reverse()) await step().catch((error: unknown) => console.error('cleanup:', error))
}

/**
 * Counts the API requests of the pages' contexts (one phone each, named in the list when there are
 * several); `settled` waits until none has been in flight for SETTLED_MS.
 */
function apiCounter(phones: readonly { page: Page; name: string }[]) {
  const seen: string[] = []
  let inFlight = 0
  let lastChange = Date.now()
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/')
  const label = (request: Request, name: string) => {
    const url = new URL(request.url())
    return `${request.method()} ${url.pathname.replace(/^\/api\/v1/, '')}${request.serviceWorker() ? ' (worker)' : ''}${name ? ` [${name}]` : ''}`
  }
  const done = (request: Request) => {
    if (!isApi(request)) return
    inFlight -= 1
    lastChange = Date.now()
  }
  for (const { page, name } of phones) {
    const context = page.context()
    context.on('request', (request) => {
      if (!isApi(request)) return
      seen.push(label(request, name))
      inFlight += 1
      lastChange = Date.now()
    })
    context.on('requestfinished', done)
    context.on('requestfailed', done)
  }
  const page = phones[0]?.page
  if (!page) throw new Error('no phone to count')
  return {
    async settled(quietMs = SETTLED_MS): Promise<void> {
      for (;;) {
        await page.waitForTimeout(200)
        if (inFlight <= 0 && Date.now() - lastChange >= quietMs) return
      }
    },
    take(): string[] {
      return seen.splice(0)
    },
  }
}

async function main(): Promise<void> {
  const server = await startAppStack(ROOT, cleanups)
  const browser = await launchBrowser()
  cleanups.push(() => browser.close())
  const player = DEMO_PLAYERS.find((candidate) => candidate.account?.email === 'demo1@example.com')?.account
  if (!player) throw new Error('the demo player demo1@example.com is missing')
  const { page } = await newPhone(browser, 'ja-JP')
  const { page: member } = await newPhone(browser, 'ja-JP')
  const counter = apiCounter([{ page, name: '' }])
  const results: { flow: string; requests: string[] }[] = []
  const measure = async (flow: string, steps: () => Promise<void>, count = counter) => {
    await count.settled(QUIET_BEFORE_MS)
    count.take()
    await steps().catch(async (error: unknown) => {
      await page.screenshot({ path: `/tmp/bench-requests-${flow}.png` })
      throw error
    })
    await count.settled()
    results.push({ flow, requests: count.take() })
  }

  await page.goto(`${server.url}/signuplogin?continue=%2Fmypage`)
  await logIn(page, player.email, DEMO_PASSWORD)
  await waitForPath(page, '/mypage')

  // A day a week ahead; the first slot after noon that takes reservations.
  const day = compactDate(addDays(tokyoDate(new Date()), 8))
  await page.goto(`${server.url}/reservation/status?date=${day}`)
  await page.getByTestId('slot-list').waitFor()
  await measure('reserve', async () => {
    const slot = page.locator('[data-testid="slot-list"] li a[href*="time=1"]').first()
    const time = new URL((await slot.getAttribute('href')) ?? '', server.url).searchParams.get('time') ?? ''
    await slot.click()
    await waitForHeading(page, 'プレイの予約')
    const choice = page.locator(`[data-testid="slot-choice"] input[value="${time}"]`)
    await choice.waitFor()
    if (!(await choice.isChecked())) await choice.check()
    await page.getByRole('button', { name: '確認画面へ進む' }).click()
    await waitForHeading(page, '予約内容の確認')
    await page.getByRole('button', { name: '予約を確定する（予約金を支払う）' }).click()
    await waitForHeading(page, '予約が完了しました')
    await page.getByRole('link', { name: '予約状況に戻る' }).click()
    await page.getByTestId('slot-list').waitFor()
  })

  await page.goto(`${server.url}/mypage`)
  await page.locator('section#reservation [data-testid="reservation-card"]').first().waitFor()
  await measure('cancel', async () => {
    await page.locator('section#reservation [data-testid="reservation-card"]').first().getByRole('link', { name: 'キャンセルする' }).click()
    const cancel = page.getByRole('button', { name: '予約をキャンセルする' })
    await cancel.waitFor()
    await page.getByLabel('予約金が返金されないことを確認しました').check()
    await cancel.click()
    await page.getByTestId('cancel-done').waitFor()
    await page.getByRole('link', { name: '予約状況を見る' }).click()
    await page.getByTestId('slot-list').waitFor()
  })

  await page.goto(`${server.url}/itemhunt`)
  await page.getByTestId('hunt').first().waitFor()
  await measure('draw', async () => {
    await page
      .getByRole('button', { name: /1回引く\s*シルバートポロ 100/ })
      .first()
      .click()
    await page.getByTestId('draw-confirm').getByRole('button', { name: '引く' }).click()
    await page.getByTestId('drawn-items').locator('li').first().waitFor({ timeout: 15_000 })
    await page.getByRole('link', { name: 'アイテムハントに戻る' }).click()
    await page.getByTestId('hunt').first().waitFor()
  })

  // The entry: the player above leads, a second phone (demo2) joins by the typed code. Both start
  // signed in on the entry's first step; over when both phones show the ticket.
  await signInToEntry(member, server.url, 2)
  await page.goto(`${server.url}/entry`)
  await waitForPath(page, '/entry-01')
  const bothPhones = apiCounter([
    { page, name: 'leader' },
    { page: member, name: 'member' },
  ])
  await measure(
    'entry',
    async () => {
      await Promise.all([buildEntry(page), buildEntry(member)])
      const code = await showJoinCode(member)
      await leadParty(page, 'ベンチの勇者', [code])
      await page.getByRole('button', { name: '次へ：確認' }).click()
      await waitForPath(page, '/entry-06')
      await page.getByRole('button', { name: 'この内容でエントリーする' }).click()
      await Promise.all([page, member].map((phone) => phone.getByTestId('entry-number').waitFor({ timeout: 30_000 })))
    },
    bothPhones,
  )

  console.log(`API requests per flow${process.env.BENCH_DIST ? ` (build in ${process.env.BENCH_DIST})` : ''}:`)
  for (const { flow, requests } of results) {
    console.log(`  ${flow.padEnd(8)} ${String(requests.length).padStart(3)}`)
    for (const request of requests) console.log(`             ${request}`)
  }
}

try {
  await main()
} catch (error) {
  process.exitCode = 1
  console.error(error)
} finally {
  await cleanUp()
}
