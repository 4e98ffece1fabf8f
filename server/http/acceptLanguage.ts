import { cookieLocale } from '../../src/domain/firstFrames.ts'
import { isLocale, type Locale, matchLocale, SERVER_LANGUAGE_CODE, type ServerLanguage } from '../../src/domain/locales.ts'

/**
 * The languages of an `Accept-Language` header, most wanted first (`q` weights; a tag without one
 * weighs 1; `q=0` and `*` are left out).
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return []
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((param) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(param)?.[1]).find((value) => value !== undefined)
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index }
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0 && /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(entry.tag))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag)
}

/** The language a body gave, else the request's `Accept-Language`, else Japanese (spec section 7 bodies carry none). */
export function requestLanguage(given: ServerLanguage | undefined, header: string | null | undefined): ServerLanguage {
  return given ?? SERVER_LANGUAGE_CODE[matchLocale(acceptedLanguages(header))]
}

/**
 * The language a page is drawn in, chosen as the app chooses (src/i18n/localePreference.ts):
 * `?lang=`, then the visitor's choice (its cookie), then `Accept-Language`, then Japanese.
 */
export function pageLocale(search: string, cookieHeader: string | null | undefined, acceptLanguage: string | null | undefined): Locale {
  const requested = new URLSearchParams(search).get('lang')
  if (isLocale(requested)) return requested
  return cookieLocale(cookieHeader) ?? matchLocale(acceptedLanguages(acceptLanguage))
}
