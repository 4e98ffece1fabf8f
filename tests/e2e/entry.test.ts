import type { BrowserContext, Page } from 'playwright-core'
import QRCode from 'qrcode'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../server/accounts/demoPlayers.ts'
import { logIn, waitForPath } from '../../harness/accountScreens.ts'
import { api, emulatorSignIn } from './support/accounts.ts'
import { buildEntry, signInToEntry } from './support/entryFlow.ts'
import { waitForOfflineReady } from './support/offlineReady.ts'
import { WITHOUT_SERVICE_WORKER } from '../../harness/browser.ts'
import { phoneBrowserForFile } from './support/phones.ts'
import { type RunningServer, startServer } from '../../harness/stack.ts'

/**
 * A party forms on three phones (issue 13): the demo players アカリ (leader), ソウタ and the third
 * demo player (members) build their entries; the members show their join codes; the leader adds
 * one by the typed code and one by a photo of the QR, confirms, and all three see the same entry
 * number. The ticket then opens with the server stopped; a member cancels and the party is
 * disbanded on every phone. One server and three phones for the file; the steps run in order.
 */
const openPhone = phoneBrowserForFile()
let server: RunningServer
const phones: { context: BrowserContext; page: Page }[] = []
const page = (index: 0 | 1 | 2): Page => {
  const phone = phones[index]
  if (!phone) throw new Error('the phones open in the first test')
  return phone.page
}
let codes: string[] = []
let entryNumber = ''

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  for (const phone of phones) await phone.context.close()
  await server?.stop()
})

const signIn = (phone: Page, player: number) => signInToEntry(phone, server.url, player)

describe('forming a party on three phones', () => {
  it('keeps a step out of reach until the steps before it are done', async () => {
    // The leader's phone installs the service worker (its ticket opens with the server stopped below);
    // the members' phones go without, as a browser without one.
    for (let index = 0; index < 3; index += 1) phones.push(await openPhone('ja-JP', index === 0 ? {} : WITHOUT_SERVICE_WORKER))
    await signIn(page(0), 1)
    await page(0).goto(`${server.url}/entry-03`)
    await waitForPath(page(0), '/entry-01')
    // The name is kept in the draft across a reload. It starts as the profile's, as the player sees
    // it before typing: a fill racing the profile's arrival could land between Playwright's
    // select-all and its typing and keep both (seen on a slow CI machine).
    const name = page(0).locator('input[name="player-name"]')
    await expect.poll(() => name.inputValue()).toBe('アカリ')
    await name.fill('アカリ隊長')
    // Written to IndexedDB as typed; the reload comes once the write has landed.
    await page(0).waitForFunction(
      () =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open('dungeon-party')
          open.onsuccess = () => {
            const read = open.result.transaction('entryDraft').objectStore('entryDraft').get('current')
            read.onsuccess = () => {
              resolve((read.result as { data?: { name?: string } } | undefined)?.data?.name === 'アカリ隊長')
              open.result.close()
            }
            read.onerror = () => resolve(false)
          }
          open.onerror = () => resolve(false)
        }),
    )
    await page(0).reload()
    await expect.poll(() => page(0).locator('input[name="player-name"]').inputValue()).toBe('アカリ隊長')
  })

  it('builds three entries; the members show their join codes as QR and text', async () => {
    await Promise.all([signIn(page(1), 2), signIn(page(2), 3)])
    await Promise.all([buildEntry(page(0)), buildEntry(page(1)), buildEntry(page(2))])
    for (const member of [page(1), page(2)]) await member.getByTestId('role-member').click()
    codes = await Promise.all(
      [page(1), page(2)].map(async (member) => {
        await member.getByTestId('qr-code').waitFor()
        return ((await member.getByTestId('qr-text').textContent()) ?? '').trim()
      }),
    )
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/)
  })

  it('the leader adds one member by the typed code and one by a photo of the QR, after a wrong code is explained', async () => {
    const leader = page(0)
    await leader.getByTestId('role-leader').click()
    await leader.locator('input[name="party-name"]').fill('ひかりの勇者')
    await leader.getByRole('button', { name: 'パーティーを作る' }).click()
    const first = leader.getByTestId('member-1')
    await first.waitFor()
    await first.locator('input[name="join-code-1"]').fill('AAAA-AAAA')
    await first.getByRole('button', { name: 'コードで追加' }).click()
    await expect.poll(() => first.getByRole('alert').textContent()).toContain('参加コードが正しくありません')

    await first.locator('input[name="join-code-1"]').fill((codes[0] ?? '').toLowerCase())
    await first.getByRole('button', { name: 'コードで追加' }).click()
    await leader.getByTestId('member-preview').waitFor()
    expect(await leader.getByTestId('member-preview').textContent()).toContain('ソウタ')
    await leader.getByRole('button', { name: '追加する' }).click()
    await expect.poll(() => first.textContent()).toContain('ソウタ')
    // The first member's screen says their code was read by this party.
    await expect.poll(() => page(1).getByTestId('member-wait').textContent(), { timeout: 20_000 }).toContain('ひかりの勇者')

    await leader.getByTestId('member-2').getByRole('link', { name: 'QRコードを読み取る' }).click()
    await waitForPath(leader, '/entry/follow/qr/2')
    const image = await QRCode.toBuffer(`JOIN:${(codes[1] ?? '').replace('-', '')}`, { width: 320, margin: 4 })
    await leader.locator('main input[type="file"]').setInputFiles({ name: 'member.png', mimeType: 'image/png', buffer: image })
    await leader.getByTestId('member-preview').waitFor()
    await leader.getByRole('button', { name: '追加する' }).click()
    await waitForPath(leader, '/entry-05')
    await expect.poll(() => leader.getByTestId('member-2').getByRole('button', { name: /外す/ }).count()).toBe(1)
  })

  it('the leader confirms and all three phones show the same entry number and QR', async () => {
    const leader = page(0)
    await leader.getByRole('button', { name: '次へ：確認' }).click()
    await waitForPath(leader, '/entry-06')
    await expect.poll(() => leader.getByTestId('confirm-players').locator('li').count()).toBe(3)
    await expect.poll(() => page(2).getByTestId('member-added').count(), { timeout: 20_000 }).toBe(1)
    await leader.getByRole('button', { name: 'この内容でエントリーする' }).click()
    await waitForPath(leader, '/entry/complete')
    entryNumber = ((await leader.getByTestId('entry-number').textContent()) ?? '').trim()
    expect(entryNumber).toMatch(/^\d+$/)
    await leader.getByTestId('qr-code').waitFor()
    for (const member of [page(1), page(2)]) {
      await waitForPath(member, '/entry/complete')
      await expect.poll(() => member.getByTestId('entry-number').textContent()).toBe(entryNumber)
    }
  })

  it('opens the ticket with the server stopped', async () => {
    const leader = page(0)
    await waitForOfflineReady(leader)
    await server.halt()
    try {
      await leader.goto(`${server.url}/entry/complete`)
      await expect.poll(() => leader.getByTestId('entry-number').textContent(), { timeout: 20_000 }).toBe(entryNumber)
      await leader.getByTestId('qr-code').waitFor()
    } finally {
      await server.resume()
    }
  })

  it('a member signs in on a second phone: the ticket comes from the server, on a fresh load and at its ready-to-start address', async () => {
    const token = await emulatorSignIn('demo3@example.com', DEMO_PASSWORD)
    const partyId = ((await api(server.url, '/user/self/status', { token })).body.data as { party_id: string }).party_id
    const { context, page: second } = await openPhone('ja-JP', WITHOUT_SERVICE_WORKER)
    try {
      await second.goto(`${server.url}/signuplogin?continue=${encodeURIComponent('/entry/complete')}`)
      await logIn(second, 'demo3@example.com', DEMO_PASSWORD)
      await waitForPath(second, '/entry/complete')
      await expect.poll(() => second.getByTestId('entry-number').textContent(), { timeout: 20_000 }).toBe(entryNumber)
      await second.getByTestId('qr-code').waitFor()
      // Stored now: a fresh load of the ticket's address opens it (the home-screen shortcut).
      await second.goto(`${server.url}/entry/complete`)
      await expect.poll(() => second.getByTestId('entry-number').textContent(), { timeout: 20_000 }).toBe(entryNumber)
      // The ready-to-start address names the party: its own ticket, and another id says so.
      await second.goto(`${server.url}/entry/ready/start/${partyId}`)
      await expect.poll(() => second.getByTestId('entry-number').textContent(), { timeout: 20_000 }).toBe(entryNumber)
      await second.goto(`${server.url}/entry/ready/start/00000000-0000-4000-8000-000000000000`)
      await expect.poll(() => second.getByTestId('other-party').textContent(), { timeout: 20_000 }).toBe('このパーティーは見つかりません。')
      expect(await second.getByTestId('entry-number').count()).toBe(0)
    } finally {
      await context.close()
    }
  })

  it('a member cancels and the party is disbanded on every phone', async () => {
    const leaving = page(1)
    await leaving.getByRole('button', { name: 'エントリーをやめる' }).click()
    await leaving.getByTestId('leave-entry').getByRole('button', { name: 'エントリーをやめる' }).click()
    await expect.poll(() => leaving.getByTestId('party-disbanded').count()).toBe(1)
    // Whether a phone's own check saw it before the reload or after, it says why, and keeps saying so.
    for (const other of [page(0), page(2)]) {
      for (let load = 0; load < 2; load++) {
        await other.reload()
        await expect.poll(() => other.getByTestId('party-disbanded').count(), { timeout: 20_000 }).toBe(1)
        expect(await other.getByTestId('party-disbanded').textContent()).toContain('メンバーがエントリーを取り消したため')
      }
    }
    // The ticket is gone from the device: its address (the home-screen shortcut) says why, and leads to a new entry.
    await page(0).goto(`${server.url}/entry/complete`)
    await page(0).getByTestId('party-disbanded').waitFor()
    expect(await page(0).getByTestId('entry-number').count()).toBe(0)
    // The heading says what became of the entry, not that it is complete.
    expect(await page(0).locator('main h1').textContent()).toBe('エントリーは取り消されました')
    await page(0).getByRole('link', { name: 'はじめからエントリーする' }).click()
    await waitForPath(page(0), '/entry-01')
  })
})
