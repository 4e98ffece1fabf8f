import { describe, expect, inject, it } from 'vitest'
import { phoneBrowserForFile } from './support/phones.ts'

const openPhone = phoneBrowserForFile('shell', 'none')

/**
 * A few hostile continue addresses of each kind, followed through the browser's own URL parsing;
 * the whole table of them is tests/unit/actionRedirect.test.ts (issue 33: 26 page loads here took
 * 25 s of a two-core CI run).
 */
const HOSTILE = [
  '//evil.example',
  '/\\evil.example',
  'https://localhost:4173@evil.example',
  'javascript:alert(1)',
  'http://evil.example/signup',
  'http:%2F%2Fevil.example',
  '/%5Cevil.example',
  'http://127.0.0.1:1/signup',
]

/** One-time codes shaped like real ones (the screens drop a code that could never be valid). */
const SIGN_UP_CODE = 'q3Zr8XkV1pLmN0aBcDeFgHiJkLmNoPqRsTuVwXyZ012'
const RESET_CODE = 'R1xY9-_kLmNoPqRsTuVwXyZ0123456789'

describe('/action', () => {
  it('follows a sign-in link inside the app with the one-time code', async () => {
    const { context, page } = await openPhone()
    const base = inject('level6Url')
    const continueUrl = `${base}/signup?lang=ja`
    await page.goto(`${base}/action?mode=signIn&oobCode=${SIGN_UP_CODE}&continueUrl=${encodeURIComponent(continueUrl)}`)
    await page.waitForURL((url) => url.pathname === '/signup')
    const url = new URL(page.url())
    expect(url.origin).toBe(base)
    expect(url.searchParams.get('oobCode')).toBe(SIGN_UP_CODE)
    await context.close()
  })

  it('follows a password-reset link', async () => {
    const { context, page } = await openPhone()
    const base = inject('level6Url')
    await page.goto(`${base}/action?mode=resetPassword&oobCode=${RESET_CODE}&continueUrl=${encodeURIComponent(`${base}/resetpassword/newpassword`)}`)
    await page.waitForURL((url) => url.pathname === '/resetpassword/newpassword')
    expect(new URL(page.url()).searchParams.get('oobCode')).toBe(RESET_CODE)
    await context.close()
  })

  it(`goes to top for ${HOSTILE.length} hostile continue addresses and other modes`, async () => {
    const { context, page } = await openPhone()
    const base = inject('level6Url')
    const visits = [
      ...HOSTILE.map((value) => `mode=signIn&oobCode=X&continueUrl=${encodeURIComponent(value)}`),
      `mode=verifyEmail&oobCode=X&continueUrl=${encodeURIComponent(`${base}/signup`)}`,
      `oobCode=X&continueUrl=${encodeURIComponent(`${base}/signup`)}`,
      'mode=signIn&oobCode=X',
    ]
    for (const query of visits) {
      await page.goto(`${base}/action?${query}`)
      await page.waitForURL((url) => url.pathname === '/' && url.origin === base)
      await page.locator('main h1').waitFor()
      expect(new URL(page.url()).search, query).toBe('')
    }
    await context.close()
  })
})
