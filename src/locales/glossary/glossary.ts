/**
 * The venue's words in each language (issue 32): one rendering per term, the variants a text must
 * not use, and the register rules of the language. `tests/unit/glossary.test.ts` reads every
 * catalog and the server's five-language texts (mails, inbox messages, master data, news, products)
 * and fails on any variant listed here. docs/glossary.md explains the registers.
 */
import type { Locale } from '../../domain/locales.ts'

/** The terms, by their Japanese source word. */
export const GLOSSARY_TERMS = [
  'topolo',
  'goldTopolo',
  'silverTopolo',
  'itemHunt',
  'party',
  'leader',
  'member',
  'entry',
  'entryNumber',
  'joinCode',
  'checkIn',
  'counter',
  'deposit',
  'reservation',
  'quest',
  'firstTimeSet',
  'present',
  'news',
  'play',
  'rates',
  'email',
  'signIn',
  'signOut',
  'signUp',
  'brand',
] as const
export type GlossaryTerm = (typeof GLOSSARY_TERMS)[number]

/**
 * How a term is written: `use`, the one rendering; `avoid`, variants no text may contain (a string
 * matches anywhere, case and all; a RegExp as written, for word boundaries or cases).
 */
export type Rendering = { readonly use: string; readonly avoid: readonly (string | RegExp)[]; readonly note?: string }

/**
 * Where a text comes from, as the test labels it: `catalog:<name>` for the app's catalogs
 * (messages, account, entry, staff, content, …), `server:<kind>` for the server's texts (mail,
 * inbox, news, master, product, result, present, hunt).
 */
export type TextSource = string

/** A pattern no text of the language may contain in the sources `in` matches (all sources without it). */
export type RegisterRule = { readonly pattern: RegExp; readonly why: string; readonly in?: RegExp; readonly except?: RegExp }

export type LanguageGlossary = {
  readonly terms: Record<GlossaryTerm, Rendering>
  readonly rules: readonly RegisterRule[]
}

export type Glossary = Record<Locale, LanguageGlossary>
