import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { phoneBrowserForFile } from './support/phones.ts'

const openPhone = phoneBrowserForFile()

/** Posts news through the loopback admin endpoint of the level-7 server (its own data folder). */
async function postNews(title: Record<string, string>, content: Record<string, string>) {
  const secret = readFileSync(join(inject('level7DataDir'), 'admin-secret'), 'utf8').trim()
  const response = await fetch(`${inject('level7Url')}/api/v1/admin/facility/news`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-secret': secret },
    body: JSON.stringify({ title, content }),
  })
  expect(response.status).toBe(200)
}

async function latestNews(page: Page, lang: string): Promise<string> {
  await page.goto(`${inject('level7Url')}/?lang=${lang}`)
  const list = page.getByTestId('latest-news')
  await list.waitFor()
  return (await list.textContent()) ?? ''
}

describe('news on the top page', () => {
  it('shows the seeded news in the visitor language', async () => {
    const { context, page } = await openPhone()
    expect(await latestNews(page, 'ko')).toMatch(/[\uac00-\ud7af]/)
    expect(await latestNews(page, 'ja')).toMatch(/[\u3040-\u30ff]/)
    await context.close()
  })

  it('shows a new post at once, falling back as the spec says', async () => {
    await postNews({ ja: '新しい部屋が開きました', en: 'A new room has opened' }, { ja: '最終クエストの手前に新しい部屋。', en: 'A new room before the final quest.' })
    const { context, page } = await openPhone()
    expect(await latestNews(page, 'ja')).toContain('新しい部屋が開きました')
    expect(await latestNews(page, 'en')).toContain('A new room has opened')
    expect(await latestNews(page, 'ko')).toContain('A new room has opened')
    expect(await latestNews(page, 'zh-CN')).toContain('A new room has opened')

    await postNews({ ja: '臨時休業のお知らせ' }, { ja: '設備点検のため臨時休業します。' })
    expect(await latestNews(page, 'zh-TW')).toContain('臨時休業のお知らせ')
    expect(await latestNews(page, 'en')).toContain('臨時休業のお知らせ')
    await context.close()
  })
})

describe('crowd level on the top page', () => {
  it("shows today's figures from the API", async () => {
    const { context, page } = await openPhone()
    await page.goto(`${inject('level6Url')}/?lang=ja`)
    const section = page.getByTestId('crowd-status')
    await section.getByText('時点').waitFor()
    const text = (await section.textContent()) ?? ''
    expect(text).toMatch(/空いています|快適|やや混雑|混雑|大変混雑|営業時間外/)
    expect(await section.getByRole('alert').count()).toBe(0)
    await context.close()
  })
})
