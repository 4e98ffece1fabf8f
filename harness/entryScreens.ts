import type { Page } from 'playwright-core'
import { DEMO_PASSWORD } from '../server/accounts/demoPlayers.ts'
import { logIn, waitForPath } from './accountScreens.ts'
import { waitForHeading } from './browser.ts'

/** Drives the entry's screens as a player does (shared by the end-to-end tests and bench:requests). */

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
  // The name comes from the profile once it is read.
  await phone.waitForFunction(() => (document.querySelector<HTMLInputElement>('input[name="player-name"]')?.value ?? '') !== '', undefined, { timeout: 30_000 })
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
  // The party's size: the leader and one member per code.
  await leader.locator(`input[name="party-size"][value="${codes.length + 1}"]`).check()
  await leader.getByRole('button', { name: 'パーティーを作る' }).click()
  for (const [index, code] of codes.entries()) {
    const slot = leader.getByTestId(`member-${index + 1}`)
    await slot.waitFor()
    await slot.locator(`input[name="join-code-${index + 1}"]`).fill(code)
    await slot.getByRole('button', { name: 'コードで追加' }).click()
    await leader.getByTestId('member-preview').waitFor()
    await leader.getByRole('button', { name: '追加する' }).click()
    await slot.getByRole('button', { name: /外す/ }).waitFor({ timeout: 15_000 })
  }
}
