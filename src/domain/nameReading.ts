import type { Locale } from './locales.ts'

/**
 * Spec section 1: the reading of names is shown only when the configuration turns it on, and it is
 * currently off. No screen shows a reading yet; the screens that show names (party, ranking) read
 * it through showNameReading (docs/decisions.md).
 */
export const NAME_READING_ENABLED = false

/** The Japanese reading of names shows only in Japanese, and only when the setting turns it on. */
export function showNameReading(locale: Locale, enabled: boolean = NAME_READING_ENABLED): boolean {
  return enabled && locale === 'ja'
}
