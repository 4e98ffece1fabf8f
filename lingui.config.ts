import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

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
      exclude: ['**/node_modules/**', '<rootDir>/src/routeTree.gen.ts', '<rootDir>/src/features/reservation', '<rootDir>/src/features/entry', '<rootDir>/src/features/staff', '<rootDir>/src/features/itemhunt', '<rootDir>/src/features/purchase', '<rootDir>/src/features/community', '<rootDir>/src/features/info/content', '<rootDir>/src/features/newsroom'],
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
      include: ['<rootDir>/src/features/newsroom'],
    },
  ],
})
