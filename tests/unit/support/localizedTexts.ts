import { readdirSync, readFileSync } from 'node:fs'
import { DEMO_MESSAGES } from '../../../server/accounts/demoMessages.ts'
import { DEMO_NEWS } from '../../../server/facility/demoNews.ts'
import { CONFIRMATION } from '../../../server/inquiries/inquiryMails.ts'
import { HUNTS } from '../../../server/itemhunt/hunts.ts'
import { MAIL_BRAND, TEMPLATES } from '../../../server/mail/mailTemplates.ts'
import { MASTER_SEED } from '../../../server/master/seed/index.ts'
import { DEMO_PRESENTS } from '../../../server/presents/demoPresents.ts'
import { NOTIFICATION_TEXTS } from '../../../server/push/notificationTexts.ts'
import { resultMessage } from '../../../server/results/resultMessage.ts'
import { type Locale, SOURCE_LOCALE } from '../../../src/domain/locales.ts'
import { MANIFEST_TEXTS } from '../../../src/domain/webManifest.ts'

/**
 * Every text a visitor may read, by language: the app's catalogs and the server's five-language
 * texts (mails, inbox messages, news, master data, products, presents, item hunts, notifications) and the web app
 * manifest's, each with where it comes from (`catalog:<name>`, `server:<kind>`, `app:manifest`), for the tests of the words (glossary.test.ts,
 * catalogs.test.ts).
 */

export type CatalogEntry = { id: string; str: string }

/** Reads msgid/msgstr pairs of a PO file (multi-line strings included). */
export function parsePo(text: string): CatalogEntry[] {
  const entries: CatalogEntry[] = []
  let field: 'id' | 'str' | undefined
  let current: CatalogEntry = { id: '', str: '' }
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

/** The catalogs of lingui.config.ts: the app's (messages) and one per feature loaded with its screens. */
export const CATALOG_NAMES = readdirSync(`src/locales/${SOURCE_LOCALE}`)
  .filter((name) => name.endsWith('.po'))
  .map((name) => name.slice(0, -3))

export const readCatalog = (locale: string, name: string): CatalogEntry[] => parsePo(readFileSync(`src/locales/${locale}/${name}.po`, 'utf8'))

export type LocalizedText = { readonly locale: Locale; readonly source: string; readonly key: string; readonly text: string }

const LANGUAGE_KEYS: Record<string, Locale> = { ja: 'ja', en: 'en', ko: 'ko', zhcn: 'zh-CN', 'zh-CN': 'zh-CN', zhtw: 'zh-TW', 'zh-TW': 'zh-TW' }

/** The strings under language keys of a value (`{ja, en, …}` at any depth); a text made by a function is made with sample values. */
function collect(value: unknown, locale: Locale | null, source: string, path: string, out: LocalizedText[]): void {
  if (typeof value === 'string') {
    if (locale) out.push({ locale, source, key: path, text: value })
  } else if (typeof value === 'function') {
    if (locale) collect((value as (...args: unknown[]) => unknown)('Name', 1, 3), locale, source, path, out)
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) collect(item, locale, source, `${path}[${index}]`, out)
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) collect(item, LANGUAGE_KEYS[key] ?? locale, source, `${path}.${key}`, out)
  }
}

const SERVER_SOURCES: Record<string, unknown> = {
  mail: { TEMPLATES, CONFIRMATION, MAIL_BRAND },
  inbox: { DEMO_MESSAGES, result: resultMessage({ partyName: 'Party', exp: 300, level: 3, levelsGained: 1, silver: 100, goldMedals: 2 }) },
  news: DEMO_NEWS,
  master: Object.fromEntries(Object.entries(MASTER_SEED).filter(([name]) => name !== 'products')),
  product: MASTER_SEED.products,
  present: DEMO_PRESENTS,
  hunt: HUNTS,
  notification: NOTIFICATION_TEXTS,
}

/** The app's own texts outside the catalogs: the installed app's name and shortcuts. */
const APP_SOURCES: Record<string, unknown> = { manifest: MANIFEST_TEXTS }

/** Every text of a language: the catalogs' translations (the source catalog's messages for Japanese) and the server's. */
export function textsOf(locale: Locale): LocalizedText[] {
  const out: LocalizedText[] = []
  for (const name of CATALOG_NAMES) {
    for (const entry of readCatalog(locale, name)) out.push({ locale, source: `catalog:${name}`, key: entry.id, text: locale === SOURCE_LOCALE ? entry.str || entry.id : entry.str })
  }
  const server: LocalizedText[] = []
  for (const [kind, value] of Object.entries(SERVER_SOURCES)) collect(value, null, `server:${kind}`, kind, server)
  for (const [kind, value] of Object.entries(APP_SOURCES)) collect(value, null, `app:${kind}`, kind, server)
  return [...out, ...server.filter((text) => text.locale === locale)]
}
