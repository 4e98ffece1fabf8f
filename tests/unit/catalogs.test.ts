import { describe, expect, it } from 'vitest'
import { LOCALES, SOURCE_LOCALE } from '../../src/domain/locales.ts'
import { CATALOG_NAMES, readCatalog } from './support/localizedTexts.ts'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
const tags = (text: string) => [...text.matchAll(/<\/?(\d+)\/?>/g)].map((m) => m[0]).sort()

describe.each(CATALOG_NAMES)('message catalog %s', (name) => {
  const catalogs = Object.fromEntries(LOCALES.map((locale) => [locale, readCatalog(locale, name)]))
  const sourceIds = (catalogs[SOURCE_LOCALE] ?? []).map((entry) => entry.id).sort()

  it('has messages', () => {
    expect(sourceIds.length).toBeGreaterThan(name === 'messages' ? 100 : 5)
  })

  describe.each(LOCALES)('%s', (locale) => {
    const entries = catalogs[locale] ?? []
    it('has every message of the source catalog and no other', () => {
      expect(entries.map((entry) => entry.id).sort()).toEqual(sourceIds)
    })

    it('translates every message', () => {
      const missing = entries.filter((entry) => entry.str.trim() === '').map((entry) => entry.id)
      expect(missing).toEqual([])
    })

    it('keeps every placeholder and tag', () => {
      const broken = entries.filter((entry) => entry.str !== '' && (placeholders(entry.str).join() !== placeholders(entry.id).join() || tags(entry.str).join() !== tags(entry.id).join()))
      expect(broken.map((entry) => `${entry.id} -> ${entry.str}`)).toEqual([])
    })

    it('quotes no placeholder with an ASCII apostrophe (ICU reads it as an escape: “{0}” would show as written)', () => {
      const escaped = entries.filter((entry) => /'[{}]|[{}]'/.test(entry.str) && !/'[{}]|[{}]'/.test(entry.id))
      expect(escaped.map((entry) => `${entry.id} -> ${entry.str}`)).toEqual([])
    })

    if (locale !== SOURCE_LOCALE) {
      it('is written in its own language, not left in Japanese', () => {
        const kana = /[\u3040-\u309f\u30a0-\u30ff]/
        const untranslated = entries.filter((entry) => kana.test(entry.str)).map((entry) => entry.id)
        expect(untranslated).toEqual([])
      })
    }
  })
})
