import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { heading, waitForHeading } from '../../harness/browser.ts'
import { phoneBrowserForFile } from './support/phones.ts'

const openPhone = phoneBrowserForFile('shell', 'none')

async function setMaintenance(enabled: boolean, start: string | null = null, end: string | null = null) {
  const secret = readFileSync(join(inject('maintenanceDataDir'), 'admin-secret'), 'utf8').trim()
  const response = await fetch(`${inject('maintenanceUrl')}/api/v1/admin/maintenance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-secret': secret },
    body: JSON.stringify({ enabled, start, end }),
  })
  expect(response.status).toBe(200)
}

describe('maintenance', () => {
  it('while on, every navigation lands on /maintenance with the period', async () => {
    await setMaintenance(true, '2026-12-01T01:00:00Z', '2026-12-01T05:00:00Z')
    const { context, page } = await openPhone()
    try {
      for (const path of ['/', '/faq', '/facility/information', '/mypage', '/no/such/page']) {
        await page.goto(`${inject('maintenanceUrl')}${path}`)
        await page.waitForURL((url) => url.pathname === '/maintenance')
        await page.getByTestId('maintenance').waitFor()
        expect(await page.getByTestId('maintenance').getAttribute('data-state')).toBe('on')
      }
      expect(await page.getByTestId('maintenance-start').textContent()).toContain('2026')
      expect(await page.getByTestId('maintenance-end').textContent()).toContain('14:00')
      // The sign-in screen is exempt from the check.
      await page.goto(`${inject('maintenanceUrl')}/signuplogin`)
      expect(await heading(page)).toBe('ログイン・新規登録')
      expect(new URL(page.url()).pathname).toBe('/signuplogin')
    } finally {
      await setMaintenance(false)
    }
    await page.goto(`${inject('maintenanceUrl')}/faq`)
    expect(await heading(page)).toBe('よくある質問')
    await page.goto(`${inject('maintenanceUrl')}/maintenance`)
    await page.getByTestId('maintenance').waitFor()
    expect(await page.getByTestId('maintenance').getAttribute('data-state')).toBe('off')
    await context.close()
  })

  it('an HTTP 503 from the API sends the visitor to /maintenance', async () => {
    const { context, page } = await openPhone()
    await page.goto(`${inject('level6Url')}/faq`)
    expect(await heading(page)).toBe('よくある質問')
    await page.route('**/api/v1/**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ result: { status: 1503 } }) }))
    await page.getByRole('link', { name: '利用規約' }).first().click()
    await page.waitForURL((url) => url.pathname === '/maintenance')
    await waitForHeading(page, 'メンテナンスのお知らせ')
    await page.getByTestId('maintenance').waitFor()
    expect(await page.getByTestId('maintenance').getAttribute('data-state')).toBe('on')
    await context.close()
  })
})
