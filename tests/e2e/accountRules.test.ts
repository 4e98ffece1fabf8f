import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import QRCode from 'qrcode'
import { describe, expect, inject, it } from 'vitest'
import { agreeToTerms, alertText, completeSignUp, fillNewPassword, logIn, sendSignUpMail, submit, waitForPath } from '../../harness/accountScreens.ts'
import { createAccount, emulatorSignIn, mailsTo, newPassword, readProfile, uniqueEmail, waitForMailLink } from './support/accounts.ts'
import { waitForHeading } from '../../harness/browser.ts'
import { phoneBrowserForFile } from './support/phones.ts'

const openPhone = phoneBrowserForFile('shell', 'none')

/** The requests matching `pattern` that leave the page from now on: method and body of each. */
function requestsTo(page: Page, pattern: RegExp): { method: string; body: string }[] {
  const sent: { method: string; body: string }[] = []
  page.on('request', (request) => {
    if (pattern.test(request.url())) sent.push({ method: request.method(), body: request.postData() ?? '' })
  })
  return sent
}

describe('sign-up rules', () => {
  it('refuses a mail link opened in another browser and offers to send it again', async () => {
    const base = inject('level6Url')
    const first = await openPhone()
    const email = uniqueEmail('other-browser')
    await first.page.goto(`${base}/signuptop?lang=ja`)
    await agreeToTerms(first.page)
    await sendSignUpMail(first.page, email)
    const link = await waitForMailLink(base, email, 'signIn')

    const second = await openPhone()
    await second.page.goto(link)
    await waitForPath(second.page, '/signup')
    expect(await alertText(second.page)).toContain('同じブラウザー')
    expect(await second.page.locator('main input[name="new-password"]').count()).toBe(0)
    await second.page.locator('main a[href="/signupsendmail"], main button[data-action="resend"]').first().click()
    // This browser never agreed to the terms, so sending again starts with them.
    await second.page.waitForURL((url) => ['/signupsendmail', '/signuptop'].includes(url.pathname), { timeout: 30_000 })

    // The browser that asked for the mail can still finish.
    await first.page.goto(link)
    await waitForPath(first.page, '/signup')
    await completeSignUp(first.page, newPassword(), 'まよいびと')
    await waitForPath(first.page, '/signupregister')
    await first.context.close()
    await second.context.close()
  })

  it('refuses a mismatched re-entry of the e-mail without sending anything', async () => {
    const base = inject('level6Url')
    const { context, page } = await openPhone()
    const email = uniqueEmail('mismatch')
    await page.goto(`${base}/signuptop?lang=ja`)
    await agreeToTerms(page)
    const sent = requestsTo(page, /\/account\/verify$/)
    await page.locator('main input[name="email"]').fill(email)
    await page.locator('main input[name="email-confirmation"]').fill(`x${email}`)
    await submit(page)
    expect(await alertText(page)).toMatch(/\S/)
    // Then the corrected pair is sent and answered. Had the refused submit sent anything, it would
    // have left first (the button stays busy while a send runs), so one request and one mail mean
    // the refused one sent nothing.
    await page.locator('main input[name="email-confirmation"]').fill(email)
    await submit(page)
    await waitForHeading(page, '確認メールを送信しました')
    expect(sent).toHaveLength(1)
    await expect.poll(async () => (await mailsTo(base, email)).length).toBe(1)
    await context.close()
  })

  it('carries a guest’s play data into the new account from the QR query', async () => {
    const base = inject('level6Url')
    const guest = inject('guestPlayer')
    const { context, page } = await openPhone()
    const query = new URLSearchParams({ user_id: guest.userId, name: guest.name, reading: guest.reading })
    await page.goto(`${base}/signuptop/qrpopup?lang=ja&${query}`)
    await expect.poll(() => page.locator('main').textContent()).toContain(guest.name)
    await page.locator('main [data-action="accept-inheritance"]').click()
    await waitForPath(page, '/signuptop')
    await agreeToTerms(page)
    const email = uniqueEmail('inherit')
    await sendSignUpMail(page, email)
    await page.goto(await waitForMailLink(base, email, 'signIn'))
    const password = newPassword()
    await completeSignUp(page, password, guest.name)
    await waitForPath(page, '/signupregister')
    const token = (await emulatorSignIn(email, password)) as string
    const profile = await readProfile(base, token)
    expect((profile.body.data as { user_id: string }).user_id).toBe(guest.userId)
    await context.close()
  })

  it('reads a guest’s play-data QR code from a picture, and says when a picture has none', async () => {
    const base = inject('level6Url')
    const guest = inject('guestPlayer')
    const { context, page } = await openPhone()
    const query = new URLSearchParams({ user_id: guest.userId, name: guest.name, reading: guest.reading })
    const code = await QRCode.toBuffer(`${base}/signuptop/qrpopup?${query}`, { margin: 4, scale: 6 })
    // Headless Chromium has no camera: the screen says so and the photo input is the way in.
    await page.goto(`${base}/signuptop/qrpopup`)
    const photo = page.locator('main input[type="file"][accept="image/*"]')
    await photo.setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: readFileSync('public/icons/icon-192.png') })
    expect(await alertText(page)).toMatch(/\S/)
    await photo.setInputFiles({ name: 'play-data.png', mimeType: 'image/png', buffer: code })
    await page.locator('main [data-action="accept-inheritance"]').waitFor()
    expect(await page.locator('main').textContent()).toContain(guest.name)
    await context.close()
  })

  it('rejects a QR query with a bad id, name or reading, with a message', async () => {
    const base = inject('level6Url')
    const { context, page } = await openPhone()
    const bad = [
      'user_id=not-a-uuid&name=ゆうしゃ&reading=ユウシャ',
      'user_id=3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b&name=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&reading=ユウシャ',
      'user_id=3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b&name=ゆうしゃ&reading=ヰヱ',
    ]
    let dialogs = 0
    page.on('dialog', async (dialog) => {
      dialogs += 1
      await dialog.dismiss()
    })
    for (const query of bad) {
      await page.goto(`${base}/signuptop/qrpopup?lang=ja&${query}`)
      expect((await alertText(page)).length).toBeGreaterThan(0)
    }
    expect(dialogs).toBe(0)
    await context.close()
  })
})

describe('login', () => {
  it('does nothing with an empty field and shows each login message', async () => {
    const base = inject('level6Url')
    const account = await createAccount(base)
    const { context, page } = await openPhone()
    await page.goto(`${base}/signuplogin?lang=ja`)
    await page.locator('main input[name="email"]').waitFor()
    // Spec section 5: with an empty e-mail or password, signing in does nothing. The wrong password
    // after them is sent and answered; had either empty try sent anything, it would have left
    // first (the button stays busy while a sign-in runs), so every sign-in request carries it.
    const sent = requestsTo(page, /identitytoolkit|\/account\/login/)
    await logIn(page, '', '')
    await logIn(page, account.email, '')
    await logIn(page, account.email, 'Wrongpassword1')
    expect(await alertText(page)).toMatch(/パスワードが違います|メールアドレスまたはパスワードが違います/)
    const signIns = sent.filter((request) => request.method === 'POST')
    expect(signIns.length).toBeGreaterThan(0)
    expect(signIns.filter((request) => !request.body.includes('Wrongpassword1'))).toEqual([])

    await logIn(page, uniqueEmail('nobody'), 'Wrongpassword1')
    expect(await alertText(page)).toMatch(/登録したメールアドレスを入力してください|メールアドレスまたはパスワードが違います/)
    await logIn(page, account.email, account.password)
    await waitForPath(page, '/mypage')
    await expect.poll(() => page.locator('main').textContent()).toContain(account.name)
    await context.close()
  })
})

describe('change of information', () => {
  it('changes the name and the password, and refuses a hostile name without changing anything', async () => {
    const base = inject('level6Url')
    const account = await createAccount(base, 'もとのなまえ')
    const { context, page } = await openPhone()
    await page.goto(`${base}/signuplogin?lang=ja&continue=%2Fchangeinformation`)
    await logIn(page, account.email, account.password)
    await waitForPath(page, '/changeinformation')
    const nameField = page.locator('main input[name="player-name"]')
    await expect.poll(() => nameField.inputValue()).toBe('もとのなまえ')

    await nameField.fill('<img src=x onerror=alert(1)>')
    await nameField.locator('xpath=ancestor::form').locator('button[type="submit"]').click()
    expect((await alertText(page)).length).toBeGreaterThan(0)
    const token = (await emulatorSignIn(account.email, account.password)) as string
    expect(((await readProfile(base, token)).body.data as { name: string }).name).toBe('もとのなまえ')

    await nameField.fill('あたらしいなまえ')
    await nameField.locator('xpath=ancestor::form').locator('button[type="submit"]').click()
    await expect.poll(async () => ((await readProfile(base, token)).body.data as { name: string }).name).toBe('あたらしいなまえ')

    const renewed = newPassword()
    await page.locator('main input[name="current-password"]').fill(account.password)
    await fillNewPassword(page, renewed)
    await page.locator('main input[name="new-password"]').locator('xpath=ancestor::form').locator('button[type="submit"]').click()
    await expect.poll(async () => (await emulatorSignIn(account.email, renewed)) !== undefined).toBe(true)
    expect(await emulatorSignIn(account.email, account.password)).toBeUndefined()
    await context.close()
  })
})
