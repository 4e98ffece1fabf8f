import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { defineConfig } from 'vitest/config'
import { PREACT_ALIASES } from './vite-plugins/preactAliases.ts'

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [lingui(), babel({ presets: [linguiTransformerBabelPreset()] })],
        resolve: {
          alias: [{ find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' }, ...PREACT_ALIASES],
        },
        test: {
          name: 'unit',
          environment: 'jsdom',
          // Preact as in the app: the libraries that render are inlined so that their `react` imports are
          // Preact too (Testing Library through its ES module build).
          server: { deps: { inline: [/@testing-library\/react/, /@lingui\/react/, /@tanstack\/react-/] } },
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          // After each test: spies restored and stubbed globals (fetch...) put back.
          restoreMocks: true,
          unstubGlobals: true,
        },
      },
      {
        plugins: [lingui(), babel({ presets: [linguiTransformerBabelPreset()] })],
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/support/globalSetup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // The whole stack shares two cores with the other test files: a screen that answers in
          // 200 ms alone can take seconds under load, and the default 1 s poll made CI flaky.
          expect: { poll: { timeout: 15_000 } },
        },
      },
      'tests/server/vitest.config.ts',
    ],
  },
})
