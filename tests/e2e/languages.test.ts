import { describe, expect, inject, it } from 'vitest'
import { heading, waitForHeadingMatch } from '../../harness/browser.ts'
import { phoneBrowserForFile } from './support/phones.ts'

const openPhone = phoneBrowserForFile('shell', 'none')

/** The FAQ heading in each language, read from the catalogs the app ships. */
const FAQ_TITLE_PATTERN: Record<string, RegExp> = {
  ja: /^よくある質問$/,
  en: /^[A-Za-z][A-Za-z ]+$/,
  ko: /[\uac00-\ud7af]/,
  'zh-CN': /[\u4e00-\u9fff]/,
  'zh-TW': /[\u4e00-\u9fff]/,
}

async function faqHeading(browserLocale: string, query = '') {
  const { context, page } = await openPhone(browserLocale)
  await page.goto(`${inject('level6Url')}/faq${query}`)
  const title = await heading(page)
  const lang = await page.evaluate(() => document.documentElement.lang)
  return { context, page, title, lang }
}

describe('languages', () => {
  it.each([
    ['ja-JP', 'ja'],
    ['en-US', 'en'],
    ['ko-KR', 'ko'],
    ['zh-CN', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['fr-FR', 'ja'],
  ])('a first visit with browser language %s shows %s', async (browserLocale, expected) => {
    const { context, title, lang } = await faqHeading(browserLocale)
    expect(lang).toBe(expected)
    expect(title).toMatch(FAQ_TITLE_PATTERN[expected] ?? /./)
    await context.close()
  })

  it('?lang= switches every language, and the choice is remembered', async () => {
    const { context, page } = await openPhone('ja-JP')
    const titles = new Map<string, string>()
    for (const lang of ['en', 'ko', 'zh-CN', 'zh-TW', 'ja']) {
      await page.goto(`${inject('level6Url')}/faq?lang=${lang}`)
      await page.waitForFunction((want) => document.documentElement.lang === want, lang)
      const title = await waitForHeadingMatch(page, FAQ_TITLE_PATTERN[lang] ?? /./)
      titles.set(lang, title)
      await page.goto(`${inject('level6Url')}/terms`)
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang)
    }
    expect(new Set(titles.values()).size).toBe(5)
    expect(titles.get('zh-CN')).not.toBe(titles.get('zh-TW'))
    await context.close()
  })

  it('the switcher changes the language of the screen in place and remembers it', async () => {
    const { context, page } = await openPhone('ja-JP')
    await page.goto(`${inject('level6Url')}/faq?lang=ja`)
    expect(await heading(page)).toBe('よくある質問')
    const switcher = page.getByRole('combobox', { name: '表示言語' })
    expect(await switcher.count()).toBe(1)
    const select = page.locator('header select')
    for (const lang of ['ko', 'zh-TW', 'zh-CN', 'en']) {
      const before = await heading(page)
      await select.selectOption(lang)
      await page.waitForFunction((want) => document.documentElement.lang === want, lang)
      const after = await waitForHeadingMatch(page, FAQ_TITLE_PATTERN[lang] ?? /./)
      expect(after).not.toBe(before)
      expect(new URL(page.url()).searchParams.has('lang')).toBe(false)
    }
    await page.reload()
    await page.waitForFunction(() => document.documentElement.lang === 'en')
    await waitForHeadingMatch(page, FAQ_TITLE_PATTERN.en ?? /./)
    await context.close()
  })
})
