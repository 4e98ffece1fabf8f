import type { Locale } from './locales.ts'

/** The Japanese reading of names shows only in Japanese, and only when the configuration turns it on. */
export function showNameReading(locale: Locale, enabled: boolean): boolean {
  return enabled && locale === 'ja'
}
