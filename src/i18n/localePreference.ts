import { localeCookie } from '../domain/firstFrames.ts'
import { isLocale, type Locale, matchLocale } from '../domain/locales.ts'

const STORAGE_KEY = 'dp.locale'

export function storedLocale(): Locale | undefined {
  try {
    const value = localStorage.getItem(STORAGE_KEY)
    return isLocale(value) ? value : undefined
  } catch {
    return undefined
  }
}

/** Kept in localStorage for the app, and in a cookie for the server, which draws the first frame in it. */
export function rememberLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the Safari versions visitors still use
  document.cookie = localeCookie(locale)
  try {
    localStorage.setItem(STORAGE_KEY, locale)
  } catch {
    // Private mode or storage full: the choice then lasts for this page only.
  }
}

/** `?lang=` wins, then the remembered choice, then the browser's languages, then ja. */
export function detectLocale(search: string, browserLanguages: readonly string[]): Locale {
  const requested = new URLSearchParams(search).get('lang')
  if (isLocale(requested)) return requested
  return storedLocale() ?? matchLocale(browserLanguages)
}
