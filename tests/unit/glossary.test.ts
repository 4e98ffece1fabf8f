import { describe, expect, it } from 'vitest'
import { GLOSSARY } from '../../src/locales/glossary/index.ts'
import { GLOSSARY_TERMS } from '../../src/locales/glossary/glossary.ts'
import { LOCALES } from '../../src/domain/locales.ts'
import { type LocalizedText, textsOf } from './support/localizedTexts.ts'

/**
 * The words (issue 32): no text of a language, in the app's catalogs or the server's texts, uses a
 * variant the glossary lists for a term, or breaks a register rule of the language (Korean 해요체
 * on player screens, Chinese 您 and full-width punctuation, …). A failure names the text and where
 * it is.
 */

const matches = (pattern: string | RegExp, text: string) => (typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text))
const where = (text: LocalizedText) => `${text.source} ${JSON.stringify(text.key.slice(0, 60))}: ${text.text}`

describe.each(LOCALES)('%s', (locale) => {
  const glossary = GLOSSARY[locale]
  const texts = textsOf(locale).filter((text) => text.text !== '')

  it('reads texts from every catalog and every server source', () => {
    const sources = new Set(texts.map((text) => text.source))
    for (const source of ['catalog:messages', 'catalog:content', 'catalog:staff', 'server:mail', 'server:inbox', 'server:news', 'server:master', 'server:product']) {
      expect(sources.has(source), source).toBe(true)
    }
  })

  it('renders every term of the glossary', () => {
    expect(Object.keys(glossary.terms).sort()).toEqual([...GLOSSARY_TERMS].sort())
    for (const term of GLOSSARY_TERMS) {
      // The rendering itself is never a variant to avoid.
      const rendering = glossary.terms[term]
      expect(
        rendering.avoid.filter((variant) => matches(variant, rendering.use)),
        term,
      ).toEqual([])
    }
  })

  it.each(GLOSSARY_TERMS)('uses one word for %s', (term) => {
    const { use, avoid } = glossary.terms[term]
    const found = texts.filter((text) => avoid.some((variant) => matches(variant, text.text))).map(where)
    expect(found, `use "${use}"`).toEqual([])
  })

  it('keeps the register', () => {
    const broken = glossary.rules.flatMap((rule) =>
      texts.filter((text) => (!rule.in || rule.in.test(text.source)) && !rule.except?.test(text.source) && rule.pattern.test(text.text)).map((text) => `${rule.why} — ${where(text)}`),
    )
    expect(broken).toEqual([])
  })
})
