import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { LOCALES, type Locale } from '../../src/domain/locales.ts'
import { messages as en } from '../../src/locales/en/messages.po'
import { messages as ja } from '../../src/locales/ja/messages.po'
import { messages as ko } from '../../src/locales/ko/messages.po'
import { messages as zhCN } from '../../src/locales/zh-CN/messages.po'
import { messages as zhTW } from '../../src/locales/zh-TW/messages.po'
import { formatNumber, formatTopolo, formatYen } from '../../src/ui/format/money.ts'

const i18n = setupI18n({ locale: 'ja', messages: { ja, en, ko, 'zh-CN': zhCN, 'zh-TW': zhTW } })

// Each language writes the currency word its own way; every one groups thousands with commas.
const CASES: readonly (readonly [Locale, { number: string; yen: string; topolo: string; gold: string; silver: string }])[] = [
  ['ja', { number: '1,234,567', yen: '2,750円', topolo: '900 トポロ', gold: '1,200 ゴールドトポロ', silver: '50 シルバートポロ' }],
  ['en', { number: '1,234,567', yen: '¥2,750', topolo: '900 topolo', gold: '1,200 gold topolo', silver: '50 silver topolo' }],
  ['ko', { number: '1,234,567', yen: '2,750엔', topolo: '900 토폴로', gold: '1,200 골드 토폴로', silver: '50 실버 토폴로' }],
  ['zh-CN', { number: '1,234,567', yen: '2,750日元', topolo: '900 托波罗', gold: '1,200 金托波罗', silver: '50 银托波罗' }],
  ['zh-TW', { number: '1,234,567', yen: '2,750 日圓', topolo: '900 托波羅', gold: '1,200 金托波羅', silver: '50 銀托波羅' }],
]

describe.each(CASES)('money in %s', (locale, expected) => {
  it('formats a bare number, yen and each kind of topolo', () => {
    i18n.activate(locale)
    expect(formatNumber(i18n, 1234567)).toBe(expected.number)
    expect(formatYen(i18n, 2750)).toBe(expected.yen)
    expect(formatTopolo(i18n, 900)).toBe(expected.topolo)
    expect(formatTopolo(i18n, 1200, 'gold')).toBe(expected.gold)
    expect(formatTopolo(i18n, 50, 'silver')).toBe(expected.silver)
  })
})

describe('whole numbers as Intl.NumberFormat writes them', () => {
  const AMOUNTS = [0, 1, -1, 7, 12, 999, 1000, -1000, 1001, 12345, 99999, 100000, 999999, 1000000, -2750, 123456789, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]
  it.each(LOCALES)('in %s', (locale) => {
    i18n.activate(locale)
    const intl = new Intl.NumberFormat(locale)
    for (const amount of AMOUNTS) expect(formatNumber(i18n, amount)).toBe(intl.format(amount))
  })

  it('leaves fractions and amounts past 2^53 to Intl', () => {
    i18n.activate('en')
    expect(formatNumber(i18n, 1234.5)).toBe('1,234.5')
    expect(formatNumber(i18n, 2 ** 60)).toBe(new Intl.NumberFormat('en').format(2 ** 60))
  })
})

describe('money edge amounts', () => {
  it('shows zero and amounts under a thousand without a separator', () => {
    i18n.activate('en')
    expect(formatYen(i18n, 0)).toBe('¥0')
    expect(formatNumber(i18n, 999)).toBe('999')
  })
})
