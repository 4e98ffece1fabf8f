import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Two files at a time, also on two cores (vitest's default there is one): most of a server or
    // end-to-end file's time is spent waiting on a child server, Chromium or PostgreSQL, so two
    // overlap well. `npm test` went from about 15 minutes to under 10 (docs/performance.md).
    maxWorkers: 2,
    projects: [
      {
        plugins: [lingui(), babel({ presets: [linguiTransformerBabelPreset()] })],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          // After each test: spies restored and stubbed globals (fetch...) put back.
          restoreMocks: true,
          // One jsdom per worker instead of one per file (72 of them took 48 s of CPU, now 10 s);
          // each file still runs in a context of its own (tests/unit/setup.ts adds Web Crypto).
          pool: 'vmThreads',
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
          // Files share a worker's module graph (playwright-core, the harness) instead of importing
          // them again each: about 0.5 s of CPU per file. Each file still starts its own stack.
          isolate: false,
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
