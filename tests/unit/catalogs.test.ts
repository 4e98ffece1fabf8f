import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LOCALES, SOURCE_LOCALE } from '../../src/domain/locales.ts'

type Entry = { id: string; str: string }

/** Reads msgid/msgstr pairs of a PO file (multi-line strings included). */
function parsePo(text: string): Entry[] {
  const entries: Entry[] = []
  let field: 'id' | 'str' | undefined
  let current: Entry = { id: '', str: '' }
  const flush = () => {
    if (current.id !== '') entries.push(current)
    current = { id: '', str: '' }
    field = undefined
  }
  for (const line of text.split('\n')) {
    if (line.startsWith('msgid ')) {
      flush()
      field = 'id'
      current.id = JSON.parse(line.slice(6)) as string
    } else if (line.startsWith('msgstr ')) {
      field = 'str'
      current.str = JSON.parse(line.slice(7)) as string
    } else if (line.startsWith('"') && field) {
      current[field] += JSON.parse(line) as string
    } else if (line.trim() === '') {
      field = undefined
    }
  }
  flush()
  return entries
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
const tags = (text: string) => [...text.matchAll(/<\/?(\d+)\/?>/g)].map((m) => m[0]).sort()

/** The catalogs of lingui.config.ts: the app's (messages) and one per feature loaded with its screens. */
const CATALOG_NAMES = readdirSync(`src/locales/${SOURCE_LOCALE}`)
  .filter((name) => name.endsWith('.po'))
  .map((name) => name.slice(0, -3))

const read = (locale: string, name: string) => parsePo(readFileSync(`src/locales/${locale}/${name}.po`, 'utf8'))

describe.each(CATALOG_NAMES)('message catalog %s', (name) => {
  const catalogs = Object.fromEntries(LOCALES.map((locale) => [locale, read(locale, name)]))
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
      const broken = entries.filter(
        (entry) =>
          entry.str !== '' &&
          (placeholders(entry.str).join() !== placeholders(entry.id).join() || tags(entry.str).join() !== tags(entry.id).join()),
      )
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
