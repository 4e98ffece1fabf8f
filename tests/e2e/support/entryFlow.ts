import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { DEMO_PASSWORD } from '../../../server/accounts/demoPlayers.ts'
import { logIn, waitForPath } from '../../../harness/accountScreens.ts'
import { api, type TestAccount } from './accounts.ts'
import { waitForHeading } from '../../../harness/browser.ts'

/** Signs a demo player in on a phone and lands on the entry's first step. */
export async function signInToEntry(phone: Page, base: string, player: number): Promise<void> {
  await phone.goto(`${base}/signuplogin?continue=${encodeURIComponent('/entry')}`)
  await logIn(phone, `demo${player}@example.com`, DEMO_PASSWORD)
  await waitForPath(phone, '/entry-01')
}

/**
 * Steps 1 to 4 with the first owned avatar and spirit, no items or coupon, then the entry is sent;
 * `child`: the player declares a child at step 1.
 */
export async function buildEntry(phone: Page, options: { child?: boolean } = {}): Promise<void> {
  await waitForHeading(phone, 'エントリー：名前とアバター')
  await expect.poll(() => phone.locator('input[name="player-name"]').inputValue()).not.toBe('')
  if (options.child) await phone.getByRole('checkbox', { name: '12歳以下の子どもです' }).check()
  await phone.getByTestId('chosen-avatar').getByRole('link').click()
  await phone.getByTestId('avatar-picks').getByRole('link').first().click()
  await phone.getByRole('button', { name: /このアバター/ }).click()
  await waitForPath(phone, '/entry-01')
  await phone.getByRole('button', { name: '次へ：アイテム' }).click()
  await waitForPath(phone, '/entry-02')
  await phone.getByRole('button', { name: '次へ：スピリット' }).click()
  await waitForPath(phone, '/entry-03')
  await phone.getByTestId('chosen-spirit').getByRole('link').click()
  await phone.getByTestId('spirit-picks').getByRole('link').first().click()
  await phone.getByRole('button', { name: /このスピリット/ }).click()
  await waitForPath(phone, '/entry-03')
  await phone.getByRole('button', { name: '次へ：クーポン' }).click()
  await waitForPath(phone, '/entry-04')
  await phone.getByRole('button', { name: 'エントリーを送信して次へ' }).click()
  await waitForPath(phone, '/entry-05')
}

/** A member chooses "member" and shows their join code: answers it as typed (XXXX-XXXX). */
export async function showJoinCode(member: Page): Promise<string> {
  await member.getByTestId('role-member').click()
  await member.getByTestId('qr-code').waitFor()
  return ((await member.getByTestId('qr-text').textContent()) ?? '').trim()
}

/** The leader names the party and adds the members by their typed join codes (on /entry-05). */
export async function leadParty(leader: Page, name: string, codes: readonly string[]): Promise<void> {
  await leader.getByTestId('role-leader').click()
  await leader.locator('input[name="party-name"]').fill(name)
  await leader.getByRole('button', { name: 'パーティーを作る' }).click()
  for (const [index, code] of codes.entries()) {
    const slot = leader.getByTestId(`member-${index + 1}`)
    await slot.waitFor()
    await slot.locator(`input[name="join-code-${index + 1}"]`).fill(code)
    await slot.getByRole('button', { name: 'コードで追加' }).click()
    await leader.getByTestId('member-preview').waitFor()
    await leader.getByRole('button', { name: '追加する' }).click()
    await expect.poll(() => slot.getByRole('button', { name: /外す/ }).count()).toBe(1)
  }
}

type Reply = { status: number; body: { result: { status: number }; data?: unknown } }

function data<T>(reply: Reply, what: string): T {
  if (reply.body.result.status !== 0) throw new Error(`${what}: ${JSON.stringify(reply.body)}`)
  return reply.body.data as T
}

/**
 * A party of two fresh accounts formed and entered over the API (for tests whose subject comes
 * after the entry): answers its id, entry number and signed ticket.
 */
export async function enterPartyByApi(base: string, leader: TestAccount, member: TestAccount, name: string): Promise<{ partyId: string; entryNumber: number; ticket: string }> {
  for (const player of [leader, member]) {
    data(
      await api(base, '/user/self/slot', {
        method: 'POST',
        token: player.token,
        body: { type: 'user:slot', player_name: player.name, player_tts_name: '', avatar_id: 1, spirit_id: 1, coupon_id: null, items: [] },
      }),
      'slot',
    )
  }
  const { code } = data<{ code: string }>(await api(base, '/user/self/joincode', { method: 'POST', token: member.token, body: { type: 'user:joincode' } }), 'join code')
  const { party_id: partyId } = data<{ party_id: string }>(
    await api(base, '/party/create', { method: 'POST', token: leader.token, body: { type: 'party:create', name, tts_name: '', language: 0 } }),
    'create',
  )
  data(await api(base, `/info/joincode?code=${code}`, { token: leader.token }), 'read code')
  const memberId = data<{ user_id: string }>(await api(base, '/user/self/profile', { token: member.token }), 'profile').user_id
  data(await api(base, '/party/organize', { method: 'POST', token: leader.token, body: { type: 'party:organize', party_id: partyId, players: [memberId] } }), 'organize')
  const party = data<{ entry_number: number; ticket: string }>(await api(base, '/facility/entry', { method: 'POST', token: leader.token, body: { type: 'party:entry', party_id: partyId } }), 'entry')
  return { partyId, entryNumber: party.entry_number, ticket: party.ticket }
}

/** The signed ticket of the party a player is in, over the API. */
export async function ticketOf(base: string, token: string): Promise<{ partyId: string; ticket: string }> {
  const status = data<{ party_id: string | null }>(await api(base, '/user/self/status', { token }), 'status')
  if (!status.party_id) throw new Error('the player is in no party')
  const party = data<{ ticket: string | null }>(await api(base, `/party/${status.party_id}`, { token }), 'party')
  if (!party.ticket) throw new Error('the party has no ticket yet')
  return { partyId: status.party_id, ticket: party.ticket }
}
