import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STAFF_PASSWORD } from '../../server/accounts/demoPlayers.ts'
import { logIn, waitForPath } from '../../harness/accountScreens.ts'
import { api, createAccount, emulatorSignIn, type TestAccount } from './support/accounts.ts'
import { waitForHeading } from '../../harness/browser.ts'
import { enterPartyByApi } from './support/entryFlow.ts'
import { watchWrites } from './support/writeQueue.ts'
import { waitForOfflineReady } from './support/offlineReady.ts'
import { phoneBrowserForFile } from './support/phones.ts'
import { type RunningServer, startServer } from '../../harness/stack.ts'

/**
 * The daily ranking and the clearers on a phone (issue 16): a party of two plays (checked in,
 * started and its result recorded through the staff API) and clears the final quest; it then
 * shows in today's ranking of its class, with its score and avatars, marked for its own players,
 * and in the clearer news, newest first. A member answers the questionnaire after the play, also
 * without signal, once; the staff tablet reads it in the day's summary. One server for the file.
 */
// The full browser: the questionnaire answered offline is sent by the worker's Background Sync event.
const openPhone = phoneBrowserForFile('full')

/** The comment of the questionnaire draft the app keeps in IndexedDB for a play. */
function storedDraftComment(page: Page, party: string): Promise<string | undefined> {
  return page.evaluate(
    (key) =>
      new Promise<string | undefined>((resolve, reject) => {
        const open = indexedDB.open('dungeon-party')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const read = open.result.transaction('player').objectStore('player').get(key)
          read.onsuccess = () => {
            open.result.close()
            resolve((read.result as { data?: { comment?: string } } | undefined)?.data?.comment)
          }
        }
      }),
    `questionnaireDraft:${party}`,
  )
}

let server: RunningServer
let leader: TestAccount
let member: TestAccount
let partyId: string
const PARTY = 'ランキング探検隊'

type Reply = { status: number; body: { result: { status: number }; data?: unknown } }
function data<T>(reply: Reply, what: string): T {
  if (reply.body.result.status !== 0) throw new Error(`${what}: ${JSON.stringify(reply.body)}`)
  return reply.body.data as T
}

beforeAll(async () => {
  server = await startServer()
  leader = await createAccount(server.url, 'リーダー')
  member = await createAccount(server.url, 'メンバー')
  const party = await enterPartyByApi(server.url, leader, member, PARTY)
  partyId = party.partyId
  const staff = await emulatorSignIn('staff@example.com', STAFF_PASSWORD)
  if (!staff) throw new Error('the demo staff account could not sign in')
  const userIds = await Promise.all([leader, member].map(async (player) => data<{ user_id: string }>(await api(server.url, '/user/self/profile', { token: player.token }), 'profile').user_id))
  data(await api(server.url, '/staff/checkin', { method: 'POST', token: staff, body: { type: 'staff:checkin', ticket: party.ticket, pay_at_counter: true } }), 'check-in')
  data(await api(server.url, '/staff/start', { method: 'POST', token: staff, body: { type: 'staff:start', party_id: party.partyId } }), 'start')
  data(
    await api(server.url, '/staff/result', {
      method: 'POST',
      token: staff,
      body: {
        type: 'staff:result',
        party_id: party.partyId,
        mode: 'standard',
        players: userIds.map((userId, index) => ({ user_id: userId, cleared_quests: [1, 2, 3, 4, 5, 6], score_jny: 7200 + index * 100, score_eq: 9000, gold_medals: 2 })),
      },
    }),
    'result',
  )
})
afterAll(async () => {
  await server?.stop()
})

describe('ranking and clearers', () => {
  it('shows the party in today’s ranking of its class, marked for its own player, and in the clearer news', async () => {
    const { context, page } = await openPhone('ja-JP')
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      // A phone without a share sheet: the button copies instead.
      await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }))
      await page.goto(`${server.url}/signuplogin?continue=${encodeURIComponent('/ranking?class=jny-2')}`)
      await logIn(page, leader.email, leader.password)
      // The party has just played: the app first takes its player to the result, once (spec section 4, polling).
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toMatch(/^\/result\//)
      // The clear can be shared: without a share sheet, the text and the public link are copied, and the button says so for 1.5 s.
      await page.getByRole('button', { name: 'クリアをシェア' }).click()
      const copied = page.getByText('コピーしました')
      await expect.poll(() => copied.count()).toBe(1)
      const clipboard = await page.evaluate(() => navigator.clipboard.readText())
      expect(clipboard).toContain(PARTY)
      expect(clipboard).toContain(`${server.url}/news/clearer`)
      await expect.poll(() => copied.count(), { timeout: 5_000 }).toBe(0)
      await page.goto(`${server.url}/ranking?class=jny-2`)
      await waitForHeading(page, 'ランキング')
      await expect.poll(() => page.getByTestId('ranking-day').textContent()).toContain('今日')
      const row = page.getByTestId('ranking-row').filter({ hasText: PARTY })
      await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1)
      const text = (await row.textContent()) ?? ''
      // 7,200 + 7,300: the members' journey scores added; their average, 7,250, reaches rank 6 (S-).
      expect(text).toContain('14,500 点')
      expect(text).toContain('あなたのパーティー')
      expect(text).toContain('クリア')
      expect(await row.locator('img[src^="/images/avatar/"]').count()).toBe(2)
      expect(await row.locator('img[src="/images/rank/6"]').count()).toBe(1)

      // Another class does not list it; the class is in the address.
      await page.getByRole('button', { name: 'ジャーニー 3人' }).click()
      await expect.poll(() => new URL(page.url()).searchParams.get('class')).toBe('jny-3')
      await expect.poll(() => page.getByTestId('ranking-row').filter({ hasText: PARTY }).count()).toBe(0)

      await page.getByRole('link', { name: 'クリアパーティー速報へ' }).click()
      await waitForPath(page, '/news/clearer')
      await waitForHeading(page, 'クリアパーティー速報')
      const first = page.getByTestId('clearer-row').first()
      await expect.poll(() => first.textContent(), { timeout: 15_000 }).toContain(PARTY)
      expect(await first.textContent()).toContain('あなたのパーティー')
      await page.getByRole('button', { name: '今日' }).click()
      await expect.poll(() => page.getByTestId('clearer-row').filter({ hasText: PARTY }).count()).toBe(1)
    } finally {
      await context.close()
    }
  })

  it('shows a visitor the same ranking without marking any party, in English too', async () => {
    const { context, page } = await openPhone('en-US')
    try {
      await page.goto(`${server.url}/ranking?class=jny-2`)
      const row = page.getByTestId('ranking-row').filter({ hasText: PARTY })
      await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1)
      expect(await page.locator('li[class*="mine"]').count()).toBe(0)
      expect(await row.textContent()).toMatch(/14,500/)
      // The day can go back, and a day without plays of the class says so.
      await page.getByTestId('day-before').click()
      await expect.poll(() => new URL(page.url()).searchParams.get('date')).not.toBeNull()
      await expect.poll(() => page.getByTestId('ranking-row').filter({ hasText: PARTY }).count()).toBe(0)
    } finally {
      await context.close()
    }
  })

  it('a member answers the questionnaire once (the draft survives a reload, the answer is sent when the signal is back); the kiosk sums it up', async () => {
    const { context, page: first } = await openPhone('ja-JP')
    let page = first
    const sent = watchWrites(context, '/user/self/questionnaire')
    const comment = '<b>最後の扉</b>が最高でした！\nまた来ます'
    try {
      await page.goto(`${server.url}/signuplogin`)
      await logIn(page, member.email, member.password)
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toBe(`/result/${partyId}`)
      // The result offers the questionnaire.
      const prompt = page.getByTestId('questionnaire-prompt')
      await expect.poll(() => prompt.count(), { timeout: 15_000 }).toBe(1)
      await prompt.getByRole('link', { name: 'アンケートに答える' }).click()
      await waitForPath(page, `/questionnaire/${partyId}`)
      await waitForHeading(page, 'プレイ後アンケート')
      await expect.poll(() => page.getByTestId('questionnaire-play').textContent()).toContain(PARTY)
      // Sending with a question unanswered says what is missing and sends nothing.
      await page.getByRole('radio', { name: /大満足/ }).check()
      await page.getByRole('button', { name: '回答を送信する' }).click()
      await expect.poll(() => page.getByRole('alert').filter({ hasText: '3つの質問すべてに答えてください。' }).count()).toBe(1)
      await page.getByRole('radio', { name: /やや難しい/ }).check()
      await page.getByLabel('ご意見・ご感想（任意）').fill(comment)
      // What was chosen and written is still there after a reload (once the device has stored it).
      await expect.poll(() => storedDraftComment(page, partyId)).toBe(comment)
      await page.reload()
      await waitForHeading(page, 'プレイ後アンケート')
      await expect.poll(() => page.getByRole('radio', { name: /やや難しい/ }).isChecked(), { timeout: 15_000 }).toBe(true)
      expect(await page.getByRole('radio', { name: /大満足/ }).isChecked()).toBe(true)
      expect(await page.getByLabel('ご意見・ご感想（任意）').inputValue()).toBe(comment)
      await page
        .getByRole('radio', { name: /すすめたい/ })
        .first()
        .check()

      // No signal in the venue (the installed app's worker is in place): the answer waits and the
      // play shows answered at once.
      await waitForOfflineReady(page)
      await context.setOffline(true)
      await page.getByRole('button', { name: '回答を送信する' }).click()
      const thanks = page.getByTestId('questionnaire-thanks')
      await expect.poll(() => thanks.textContent()).toContain('ご回答ありがとうございました')
      expect(await thanks.textContent()).toContain('通信が戻ったときに送信されます')
      const answered = async () =>
        data<{ questionnaire_answered: boolean }[]>(await api(server.url, `/user/self/result?party_id=${partyId}`, { token: member.token }), 'result')[0]?.questionnaire_answered
      expect(await answered()).toBe(false)
      await page.getByRole('link', { name: 'プレイ結果に戻る' }).click()
      await expect.poll(() => page.getByTestId('questionnaire-answered').count()).toBe(1)
      expect(await page.getByTestId('questionnaire-prompt').count()).toBe(0)
      // The player puts the phone away: the tab closes with the answer still queued. Back online,
      // the service worker delivers it (Background Sync) with no page open, once.
      await page.close()
      await context.setOffline(false)
      await expect.poll(answered, { timeout: 30_000 }).toBe(true)
      // The browser reports the worker's request once its reply has arrived, which may be after the server committed it.
      await expect.poll(() => sent.length, { timeout: 10_000 }).toBe(1)
      expect(sent).toEqual(['POST /api/v1/user/self/questionnaire by the worker'])

      // The result's message says it is answered; the questionnaire is not offered again.
      page = await context.newPage()
      await page.goto(`${server.url}/message/list`)
      await page
        .getByTestId('message-list')
        .getByRole('link', { name: /冒険の結果が届きました/ })
        .first()
        .click()
      await expect.poll(() => page.getByTestId('questionnaire-answered').count(), { timeout: 15_000 }).toBe(1)
      await page.goto(`${server.url}/questionnaire/${partyId}`)
      await expect.poll(() => page.getByTestId('questionnaire-thanks').textContent(), { timeout: 15_000 }).toContain('回答済み')
      expect(await page.getByRole('button', { name: '回答を送信する' }).count()).toBe(0)
    } finally {
      await context.close()
    }

    const tablet = await openPhone('ja-JP', { viewport: { width: 1180, height: 820 }, isMobile: false, hasTouch: true, deviceScaleFactor: 1 })
    try {
      await tablet.page.goto(`${server.url}/signuplogin?continue=${encodeURIComponent('/staff')}`)
      await logIn(tablet.page, 'staff@example.com', STAFF_PASSWORD)
      await waitForPath(tablet.page, '/staff')
      const panel = tablet.page.getByTestId('questionnaire-summary')
      await expect.poll(() => panel.getByTestId('questionnaire-count').textContent(), { timeout: 15_000 }).toMatch(/回答 [1-9]\d*件/)
      // The comment shows as the text typed: the markup is not made bold.
      const shown = panel.getByTestId('questionnaire-comments').getByText('<b>最後の扉</b>が最高でした！', { exact: false })
      await expect.poll(() => shown.count()).toBe(1)
      expect(await panel.locator('b').count()).toBe(0)
    } finally {
      await tablet.context.close()
    }
  })
})
