import { i18n, type Messages } from '@lingui/core'
import type { Locale } from '../domain/locales.ts'
import { manifestFileName } from '../domain/webManifest.ts'
import { loadWantedCatalogs } from './featureCatalogs.ts'
import { rememberLocale } from './localePreference.ts'

const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  ja: () => import('../locales/ja/messages.po'),
  en: () => import('../locales/en/messages.po'),
  ko: () => import('../locales/ko/messages.po'),
  'zh-CN': () => import('../locales/zh-CN/messages.po'),
  'zh-TW': () => import('../locales/zh-TW/messages.po'),
}

const loaded = new Set<Locale>()

/** Loads the language's catalog and those of the features wanted so far, and activates it (no DOM: the build's pre-render calls it too). */
export async function loadLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    const { messages } = await loaders[locale]()
    i18n.load(locale, messages)
    loaded.add(locale)
  }
  await loadWantedCatalogs(locale)
  if (i18n.locale !== locale) i18n.activate(locale)
}

/** Loads the catalog if needed, activates it, sets `<html lang>` and remembers the choice. */
export async function activateLocale(locale: Locale): Promise<void> {
  await loadLocale(locale)
  document.documentElement.lang = locale
  // Installing takes the name and shortcuts from the linked manifest: link the one in this language.
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/${manifestFileName(locale)}`)
  rememberLocale(locale)
}

export function currentLocale(): Locale {
  return (i18n.locale || 'ja') as Locale
}

export { i18n }
