/** The five languages of the product. Japanese is the source language. */
export const LOCALES = ['ja', 'en', 'ko', 'zh-CN', 'zh-TW'] as const
export type Locale = (typeof LOCALES)[number]
export const SOURCE_LOCALE: Locale = 'ja'

export const LOCALE_NAMES: Record<Locale, string> = {
  ja: '日本語',
  en: 'English',
  ko: '한국어',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/**
 * Picks the product locale for a list of browser languages (navigator.languages order).
 * zh-Hant, zh-HK and zh-MO read traditional Chinese; other zh variants simplified. No match: ja.
 */
export function matchLocale(preferred: readonly string[]): Locale {
  for (const raw of preferred) {
    const tag = raw.toLowerCase()
    const [lang] = tag.split('-')
    if (lang === 'zh') {
      if (/\b(hant|tw|hk|mo)\b/.test(tag.replaceAll('-', ' '))) return 'zh-TW'
      return 'zh-CN'
    }
    if (lang === 'ja' || lang === 'en' || lang === 'ko') return lang
  }
  return SOURCE_LOCALE
}

/** Server content keys per language, as the API spells them (spec section 3). */
export type LocalizedText = Partial<Record<'ja' | 'en' | 'ko' | 'zhcn' | 'zhtw', string | null>>

const CONTENT_KEY: Record<Locale, keyof LocalizedText> = {
  ja: 'ja',
  en: 'en',
  ko: 'ko',
  'zh-CN': 'zhcn',
  'zh-TW': 'zhtw',
}

/** Fallback chains of spec section 3: en -> ja; zh and ko -> en -> ja; ja -> ja. */
const FALLBACK: Record<Locale, readonly Locale[]> = {
  ja: ['ja'],
  en: ['en', 'ja'],
  ko: ['ko', 'en', 'ja'],
  'zh-CN': ['zh-CN', 'en', 'ja'],
  'zh-TW': ['zh-TW', 'en', 'ja'],
}

/** The server text for `locale`, following the spec's fallback; empty strings count as missing. */
export function localized(text: LocalizedText | null | undefined, locale: Locale): string {
  if (!text) return ''
  for (const candidate of FALLBACK[locale]) {
    const value = text[CONTENT_KEY[candidate]]
    if (typeof value === 'string' && value.trim() !== '') return value
  }
  return ''
}

/** Language codes sent to the server (spec section 4): ja 0, en 1, zh_cn 2, zh_tw 3, ko 4. */
export const SERVER_LANGUAGE_CODE = { ja: 0, en: 1, 'zh-CN': 2, 'zh-TW': 3, ko: 4 } as const satisfies Record<Locale, number>
export type ServerLanguage = (typeof SERVER_LANGUAGE_CODE)[Locale]

/** The locale of each server language code (index = code). */
export const LOCALES_BY_SERVER_LANGUAGE: readonly Locale[] = [...LOCALES].sort((a, b) => SERVER_LANGUAGE_CODE[a] - SERVER_LANGUAGE_CODE[b])
