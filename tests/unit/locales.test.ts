import { describe, expect, it } from 'vitest'
import { LOCALES_BY_SERVER_LANGUAGE, localized, matchLocale, type Locale, SERVER_LANGUAGE_CODE } from '../../src/domain/locales.ts'
import { NAME_READING_ENABLED, showNameReading } from '../../src/domain/nameReading.ts'

describe('matchLocale', () => {
  it.each([
    [['en-US', 'ja'], 'en'],
    [['ko-KR'], 'ko'],
    [['zh-TW'], 'zh-TW'],
    [['zh-Hant-HK'], 'zh-TW'],
    [['zh-HK'], 'zh-TW'],
    [['zh-CN'], 'zh-CN'],
    [['zh-Hans-SG'], 'zh-CN'],
    [['zh'], 'zh-CN'],
    [['fr-FR', 'de'], 'ja'],
    [['fr-FR', 'ko'], 'ko'],
    [[], 'ja'],
  ])('%j -> %s', (langs, expected) => {
    expect(matchLocale(langs)).toBe(expected)
  })
})

describe('localized fallback', () => {
  const all = { ja: '日本語', en: 'English', ko: '한국어', zhcn: '简体', zhtw: '繁體' }
  it.each<[Locale, Record<string, string | null>, string]>([
    ['ja', all, '日本語'],
    ['en', all, 'English'],
    ['ko', all, '한국어'],
    ['zh-CN', all, '简体'],
    ['zh-TW', all, '繁體'],
    ['en', { ja: '日本語' }, '日本語'],
    ['en', { ja: '日本語', en: '' }, '日本語'],
    ['ko', { ja: '日本語', en: 'English' }, 'English'],
    ['zh-CN', { ja: '日本語', en: 'English', zhtw: '繁體' }, 'English'],
    ['zh-TW', { ja: '日本語', zhtw: null }, '日本語'],
    ['ja', { en: 'English', ko: '한국어' }, ''],
    ['ko', { ko: '   ', ja: '日本語' }, '日本語'],
  ])('%s of %j is %s', (locale, text, expected) => {
    expect(localized(text, locale)).toBe(expected)
  })

  it('is empty for missing text', () => {
    expect(localized(undefined, 'en')).toBe('')
    expect(localized(null, 'ja')).toBe('')
  })
})

describe('name reading', () => {
  it.each<[Locale, boolean, boolean]>([
    ['ja', true, true],
    ['ja', false, false],
    ['en', true, false],
    ['ko', true, false],
    ['zh-TW', false, false],
  ])('%s with the setting %s shows the reading: %s', (locale, setting, expected) => {
    expect(showNameReading(locale, setting)).toBe(expected)
  })

  it('is off as the spec sets it, so no language shows it by default', () => {
    expect(NAME_READING_ENABLED).toBe(false)
    expect(showNameReading('ja')).toBe(false)
  })
})

describe('server language codes', () => {
  it('are the codes of spec section 4, each read back to its locale', () => {
    expect(SERVER_LANGUAGE_CODE).toEqual({ ja: 0, en: 1, 'zh-CN': 2, 'zh-TW': 3, ko: 4 })
    expect(LOCALES_BY_SERVER_LANGUAGE).toEqual(['ja', 'en', 'zh-CN', 'zh-TW', 'ko'])
  })
})
