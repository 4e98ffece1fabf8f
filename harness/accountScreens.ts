import type { Page } from 'playwright-core'

/** Drives the account screens by their form semantics (input types, autocomplete), not texts. */

export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 30_000 })
}

export async function submit(page: Page): Promise<void> {
  await page.locator('main form button[type="submit"]').first().click()
}

/** The text of the screen's live region of errors, once it shows one. */
export async function alertText(page: Page): Promise<string> {
  const alert = page.locator('main [role="alert"]').filter({ hasText: /\S/ }).first()
  await alert.waitFor({ state: 'visible' })
  return (await alert.textContent())?.trim() ?? ''
}

/** Scrolls every scrollable box of the screen to its end (the terms must be read to the end). */
export async function scrollBoxesToEnd(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('main *')) {
      if (element.scrollHeight > element.clientHeight + 2 && getComputedStyle(element).overflowY !== 'visible') {
        element.scrollTop = element.scrollHeight
        element.dispatchEvent(new Event('scroll'))
      }
    }
  })
}

/** /signuptop: read the terms, tick both boxes, go on to the mail step. */
export async function agreeToTerms(page: Page): Promise<void> {
  const boxes = page.locator('main input[type="checkbox"]')
  await boxes.first().waitFor()
  await scrollBoxesToEnd(page)
  const count = await boxes.count()
  for (let index = 0; index < count; index += 1) {
    const box = boxes.nth(index)
    await box.waitFor({ state: 'visible' })
    await page.waitForFunction((element) => !(element as HTMLInputElement).disabled, await box.elementHandle())
    await box.check()
  }
  await submit(page)
  await waitForPath(page, '/signupsendmail')
}

/** /signupsendmail: the address twice, then send. */
export async function sendSignUpMail(page: Page, email: string): Promise<void> {
  await page.locator('main input[name="email"]').fill(email)
  await page.locator('main input[name="email-confirmation"]').fill(email)
  await submit(page)
}

/** /signup after the mail link: password twice, then name (and reading), then done. */
export async function completeSignUp(page: Page, password: string, name: string): Promise<void> {
  await fillNewPassword(page, password)
  await submit(page)
  const nameField = page.locator('main input[name="player-name"]')
  await nameField.waitFor({ timeout: 30_000 })
  await nameField.fill(name)
  await submit(page)
}

/** A new password and its confirmation. */
export async function fillNewPassword(page: Page, password: string): Promise<void> {
  const field = page.locator('main input[name="new-password"]')
  await field.waitFor({ timeout: 30_000 })
  await field.fill(password)
  await page.locator('main input[name="confirm-password"]').fill(password)
}

/** /signuplogin: fill and submit. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.locator('main input[name="email"]').fill(email)
  await page.locator('main input[name="password"]').fill(password)
  await submit(page)
}

/** The header's sign-out control. */
export async function signOutFromMenu(page: Page): Promise<void> {
  const button = page.locator('header [data-action="sign-out"]')
  if (!(await button.isVisible())) await page.locator('header button[aria-expanded]').first().click()
  await button.click()
  // Signed out for good once the header no longer offers it (the marker and Firebase are cleared).
  await button.waitFor({ state: 'detached', timeout: 15_000 })
}
