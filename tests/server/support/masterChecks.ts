/** Helpers for the master data and artwork tests. */

const LANGUAGES = ['ja', 'en', 'ko', 'zhcn', 'zhtw'] as const
type Texts = Record<(typeof LANGUAGES)[number], unknown>

function isLocalizedText(value: object): value is Texts {
  return LANGUAGES.some((language) => language in value)
}

/** Every LocalizedText object inside a record, with its path. */
export function localizedTexts(value: unknown, path = ''): { path: string; text: Texts }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => localizedTexts(item, `${path}[${index}]`))
  if (value === null || typeof value !== 'object') return []
  if (isLocalizedText(value)) return [{ path, text: value }]
  return Object.entries(value).flatMap(([key, item]) => localizedTexts(item, path ? `${path}.${key}` : key))
}

const SCRIPT: Record<(typeof LANGUAGES)[number], RegExp> = {
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  en: /^[\p{Script=Latin}\p{N}\p{P}\p{Zs}\p{S}]+$/u,
  ko: /\p{Script=Hangul}/u,
  zhcn: /\p{Script=Han}/u,
  zhtw: /\p{Script=Han}/u,
}

/** Problems with one LocalizedText: a missing or empty language, or text in the wrong script. */
export function textProblems(text: Texts): string[] {
  return LANGUAGES.flatMap((language) => {
    const value = text[language]
    if (typeof value !== 'string' || value.trim() === '') return [`${language} is missing`]
    if (!SCRIPT[language].test(value)) return [`${language} is not in its script: ${value}`]
    // Kana in Chinese text means a Japanese string was copied over.
    if ((language === 'zhcn' || language === 'zhtw') && /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(value)) return [`${language} contains kana: ${value}`]
    return []
  })
}

/**
 * Checks that a document is well-formed XML as far as SVG needs: one root, balanced tags,
 * quoted attributes, no stray `<` or `&`. Returns the first problem or null.
 */
export function xmlProblem(xml: string): string | null {
  const stack: string[] = []
  const token = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy
  let roots = 0
  let match: RegExpExecArray | null
  let offset = 0
  while (offset < xml.length) {
    token.lastIndex = offset
    match = token.exec(xml)
    if (!match) return `unparsable at ${offset}: ${xml.slice(offset, offset + 40)}`
    offset = token.lastIndex
    const [, closing, name, , selfClosing, text] = match
    if (text !== undefined) {
      if (stack.length === 0) return 'text outside the root element'
      if (/&(?!#\d+;|amp;|lt;|gt;|quot;|apos;)/.test(text)) return `bad entity in ${text}`
      continue
    }
    if (closing) {
      if (stack.pop() !== name) return `unbalanced </${name}>`
    } else {
      if (stack.length === 0 && ++roots > 1) return 'more than one root element'
      if (!selfClosing && name) stack.push(name)
    }
  }
  return stack.length === 0 && roots === 1 ? null : 'unclosed elements'
}
