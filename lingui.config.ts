import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

/**
 * Files of a feature's folder drawn on screens that don't load the feature's catalog: their texts
 * stay in the main catalog. The app shell draws the session notice on every screen; the ranking and
 * the clearers' list draw the collection's filter bar; the top page draws the latest news.
 */
const KEPT_IN_MAIN: Record<string, readonly string[]> = {
  account: ['SessionNoticeBanner'],
  collection: ['FilterBar'],
  news: ['LatestNews'],
}

const folder = (feature: string) => `<rootDir>/src/features/${feature}`

/** The feature's files whose texts go to its own catalog (all but those kept in the main one). */
const ownFiles = (feature: string) => {
  const kept = KEPT_IN_MAIN[feature] ?? []
  return kept.length === 0 ? folder(feature) : `${folder(feature)}/**/!(${kept.join('|')}).*`
}

/** The main catalog's share of a feature's folder. */
const keptFiles = (feature: string) => (KEPT_IN_MAIN[feature] ?? []).map((name) => `${folder(feature)}/**/${name}.*`)

/** The signed-in player's own screens: My Page, the collection, coupons, results, messages, presents and notifications. */
const PLAYER_FEATURES = ['mypage', 'collection', 'coupons', 'results', 'messages', 'presents', 'notifications']

export default defineConfig({
  sourceLocale: 'ja',
  locales: ['ja', 'en', 'ko', 'zh-CN', 'zh-TW'],
  fallbackLocales: false,
  format: formatter({ lineNumbers: false }),
  // One catalog for the app's shell and the screens of the first load, one per feature whose
  // texts load with its screens (src/i18n/featureCatalogs.ts), so the first load stays small.
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [
        '**/node_modules/**',
        '<rootDir>/src/routeTree.gen.ts',
        '<rootDir>/src/features/reservation',
        '<rootDir>/src/features/entry',
        '<rootDir>/src/features/staff',
        '<rootDir>/src/features/itemhunt',
        '<rootDir>/src/features/purchase',
        '<rootDir>/src/features/community',
        '<rootDir>/src/features/info/content',
        ownFiles('news'),
        '<rootDir>/src/features/corporate',
        ownFiles('account'),
        ...PLAYER_FEATURES.map(ownFiles),
      ],
    },
    {
      // Sign-up, login, password reset and the profile screens (the entry's name steps draw the
      // profile fields and their rules: those routes load it too).
      path: '<rootDir>/src/locales/{locale}/account',
      include: [folder('account')],
      exclude: keptFiles('account'),
    },
    {
      // My Page and what it opens (the entry's coupon and choice steps draw the coupon cards and
      // the collection's labels: those routes load it too).
      path: '<rootDir>/src/locales/{locale}/player',
      include: PLAYER_FEATURES.map(folder),
      exclude: PLAYER_FEATURES.flatMap(keptFiles),
    },
    {
      path: '<rootDir>/src/locales/{locale}/reservation',
      include: ['<rootDir>/src/features/reservation'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/entry',
      include: ['<rootDir>/src/features/entry'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/staff',
      include: ['<rootDir>/src/features/staff'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/itemhunt',
      include: ['<rootDir>/src/features/itemhunt'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/purchase',
      include: ['<rootDir>/src/features/purchase'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/community',
      include: ['<rootDir>/src/features/community'],
    },
    {
      // The long texts of the information pages (story, terms, FAQ...), loaded by their routes.
      path: '<rootDir>/src/locales/{locale}/content',
      include: ['<rootDir>/src/features/info/content'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/news',
      include: [folder('news')],
      exclude: keptFiles('news'),
    },
    {
      // The page for companies and groups and its inquiry form.
      path: '<rootDir>/src/locales/{locale}/corporate',
      include: ['<rootDir>/src/features/corporate'],
    },
  ],
})
