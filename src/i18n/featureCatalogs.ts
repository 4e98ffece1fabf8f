import { i18n, type Messages } from '@lingui/core'
import type { Locale } from '../domain/locales.ts'

/**
 * The texts of features kept out of the first load (lingui.config.ts: one catalog per feature).
 * A feature's routes load its catalog before they render; a language chosen later gets the
 * catalogs already wanted before it is activated (src/i18n/i18n.ts).
 */

type CatalogLoaders = Record<Locale, () => Promise<{ messages: Messages }>>

const FEATURE_CATALOGS = {
  account: {
    ja: () => import('../locales/ja/account.po'),
    en: () => import('../locales/en/account.po'),
    ko: () => import('../locales/ko/account.po'),
    'zh-CN': () => import('../locales/zh-CN/account.po'),
    'zh-TW': () => import('../locales/zh-TW/account.po'),
  },
  player: {
    ja: () => import('../locales/ja/player.po'),
    en: () => import('../locales/en/player.po'),
    ko: () => import('../locales/ko/player.po'),
    'zh-CN': () => import('../locales/zh-CN/player.po'),
    'zh-TW': () => import('../locales/zh-TW/player.po'),
  },
  corporate: {
    ja: () => import('../locales/ja/corporate.po'),
    en: () => import('../locales/en/corporate.po'),
    ko: () => import('../locales/ko/corporate.po'),
    'zh-CN': () => import('../locales/zh-CN/corporate.po'),
    'zh-TW': () => import('../locales/zh-TW/corporate.po'),
  },
  news: {
    ja: () => import('../locales/ja/news.po'),
    en: () => import('../locales/en/news.po'),
    ko: () => import('../locales/ko/news.po'),
    'zh-CN': () => import('../locales/zh-CN/news.po'),
    'zh-TW': () => import('../locales/zh-TW/news.po'),
  },
  content: {
    ja: () => import('../locales/ja/content.po'),
    en: () => import('../locales/en/content.po'),
    ko: () => import('../locales/ko/content.po'),
    'zh-CN': () => import('../locales/zh-CN/content.po'),
    'zh-TW': () => import('../locales/zh-TW/content.po'),
  },
  reservation: {
    ja: () => import('../locales/ja/reservation.po'),
    en: () => import('../locales/en/reservation.po'),
    ko: () => import('../locales/ko/reservation.po'),
    'zh-CN': () => import('../locales/zh-CN/reservation.po'),
    'zh-TW': () => import('../locales/zh-TW/reservation.po'),
  },
  entry: {
    ja: () => import('../locales/ja/entry.po'),
    en: () => import('../locales/en/entry.po'),
    ko: () => import('../locales/ko/entry.po'),
    'zh-CN': () => import('../locales/zh-CN/entry.po'),
    'zh-TW': () => import('../locales/zh-TW/entry.po'),
  },
  staff: {
    ja: () => import('../locales/ja/staff.po'),
    en: () => import('../locales/en/staff.po'),
    ko: () => import('../locales/ko/staff.po'),
    'zh-CN': () => import('../locales/zh-CN/staff.po'),
    'zh-TW': () => import('../locales/zh-TW/staff.po'),
  },
  itemhunt: {
    ja: () => import('../locales/ja/itemhunt.po'),
    en: () => import('../locales/en/itemhunt.po'),
    ko: () => import('../locales/ko/itemhunt.po'),
    'zh-CN': () => import('../locales/zh-CN/itemhunt.po'),
    'zh-TW': () => import('../locales/zh-TW/itemhunt.po'),
  },
  purchase: {
    ja: () => import('../locales/ja/purchase.po'),
    en: () => import('../locales/en/purchase.po'),
    ko: () => import('../locales/ko/purchase.po'),
    'zh-CN': () => import('../locales/zh-CN/purchase.po'),
    'zh-TW': () => import('../locales/zh-TW/purchase.po'),
  },
  community: {
    ja: () => import('../locales/ja/community.po'),
    en: () => import('../locales/en/community.po'),
    ko: () => import('../locales/ko/community.po'),
    'zh-CN': () => import('../locales/zh-CN/community.po'),
    'zh-TW': () => import('../locales/zh-TW/community.po'),
  },
} as const satisfies Record<string, CatalogLoaders>

export type Feature = keyof typeof FEATURE_CATALOGS

const wanted = new Set<Feature>()
const loaded = new Map<string, Promise<void>>()

function loadInto(feature: Feature, locale: Locale): Promise<void> {
  const key = `${feature}:${locale}`
  let loading = loaded.get(key)
  if (!loading) {
    loading = FEATURE_CATALOGS[feature][locale]().then(({ messages }) => i18n.load(locale, messages))
    // A failed load (offline before the worker cached it) is tried again next time.
    loading.catch(() => loaded.delete(key))
    loaded.set(key, loading)
  }
  return loading
}

/** Loads a feature's texts in the current language, and from then on in every language switched to. */
export function loadFeatureCatalog(feature: Feature): Promise<void> {
  wanted.add(feature)
  return loadInto(feature, (i18n.locale || 'ja') as Locale)
}

/** The catalogs of the features wanted so far, in `locale`. */
export function loadWantedCatalogs(locale: Locale): Promise<unknown> {
  return Promise.all([...wanted].map((feature) => loadInto(feature, locale)))
}
