import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

export default defineConfig({
  sourceLocale: 'ja',
  locales: ['ja', 'en', 'ko', 'zh-CN', 'zh-TW'],
  fallbackLocales: false,
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '<rootDir>/src/routeTree.gen.ts'],
    },
  ],
})
