import { describe, expect, inject, it } from 'vitest'
import { agreeToTerms, completeSignUp, fillNewPassword, logIn, sendSignUpMail, signOutFromMenu, submit, waitForPath } from '../../harness/accountScreens.ts'
import { emulatorSignIn, newPassword, readProfile, uniqueEmail, waitForMailLink } from './support/accounts.ts'
import { phoneBrowserForFile } from './support/phones.ts'

const openPhone = phoneBrowserForFile('shell', 'none')

const NAMES: Record<string, string> = { ja: 'ゆうしゃ', en: 'Hero', ko: '용사', 'zh-CN': '勇者', 'zh-TW': '勇者們' }

/**
 * A newcomer's whole life in the app, in each language: sign up through the mailbox, log out and
 * in, reset the password through the mailbox, delete the account (then logging in fails).
 */
describe.each(Object.keys(NAMES))('account lifecycle in %s', (lang) => {
  it('signs up, logs out and in, resets the password and deletes the account', async () => {
    const base = inject('level6Url')
    const { context, page } = await openPhone()
    const email = uniqueEmail(`life-${lang.toLowerCase()}`)
    const password = newPassword()
    const name = NAMES[lang] as string

    // Sign-up: login screen -> terms -> mail -> the mail's link -> password -> name -> done.
    await page.goto(`${base}/signuplogin?lang=${lang}`)
    // The catalog loads on demand: <html lang> changes once it has.
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang)
    await page.locator('main a[href="/signuptop"]').first().click()
    await waitForPath(page, '/signuptop')
    await agreeToTerms(page)
    await sendSignUpMail(page, email)
    const link = await waitForMailLink(base, email, 'signIn')
    expect(new URL(link).origin).toBe(base)
    await page.goto(link)
    await waitForPath(page, '/signup')
    await completeSignUp(page, password, name)
    await waitForPath(page, '/signupregister')
    await expect.poll(() => page.locator('main').textContent()).toContain(name)

    // The account is real: Firebase knows the password and the API the player.
    const token = await emulatorSignIn(email, password)
    expect(token).toBeDefined()
    const profile = await readProfile(base, token as string)
    expect((profile.body.data as { name: string }).name).toBe(name)

    // Log out from the menu, then in again; the continue path is honoured.
    await signOutFromMenu(page)
    await waitForPath(page, '/')
    await page.goto(`${base}/changeinformation`)
    await waitForPath(page, '/signuplogin')
    await logIn(page, email, password)
    await waitForPath(page, '/changeinformation')
    await signOutFromMenu(page)
    await waitForPath(page, '/')

    // Password reset through the mailbox.
    await page.goto(`${base}/resetpassword/email`)
    await page.locator('main input[name="email"]').fill(email)
    await submit(page)
    await waitForPath(page, '/resetpassword/sendemail')
    const resetLink = await waitForMailLink(base, email, 'resetPassword', 2)
    await page.goto(resetLink)
    await waitForPath(page, '/resetpassword/newpassword')
    const renewed = newPassword()
    await fillNewPassword(page, renewed)
    await submit(page)
    await waitForPath(page, '/resetpassword/done')
    expect(await emulatorSignIn(email, password)).toBeUndefined()
    expect(await emulatorSignIn(email, renewed)).toBeDefined()

    // Deletion: log in, confirm in the dialog, land on top; the account and its data are gone.
    await page.goto(`${base}/signuplogin?continue=%2Fchangeinformation`)
    await logIn(page, email, renewed)
    await waitForPath(page, '/changeinformation')
    await page.locator('main [data-action="delete-account"]').click()
    const dialog = page.locator('dialog[open]')
    await dialog.waitFor({ state: 'visible' })
    await dialog.locator('input[name="delete-understood"]').check()
    await dialog.locator('input[name="delete-password"]').fill(renewed)
    await dialog.locator('button[type="submit"]').click()
    await waitForPath(page, '/')
    expect(await emulatorSignIn(email, renewed)).toBeUndefined()
    expect((await readProfile(base, token as string)).body.result.status).not.toBe(0)
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => /sign|auth|firebase/i.test(key)))).toEqual([])
    await context.close()
  })
})
