import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Files that run long though their source is short (a shared kit or harness does their work).
 * Without timings of an earlier run (a fresh clone) vitest starts a project's files largest first,
 * so these started last: the venue fuzz (33 s) once ran alone on one worker at the very end. Each
 * starts first in its project instead; with timings, vitest's own order already does that.
 */
const LONG_SHORT_FILES = new Set([
  'tests/e2e/accessibility.test.ts',
  'tests/e2e/accountLifecycle.test.ts',
  'tests/e2e/lighthouse.test.ts',
  'tests/server/crashSafety.test.ts',
  'tests/server/securityFuzzVenue.test.ts',
  'tests/server/facilityAdmin.test.ts',
  'tests/server/serverProcess.test.ts',
  'tests/server/securityFuzz.test.ts',
  'tests/server/emulatorLifetime.test.ts',
])

/** Vitest's order (project by project, then by timing or size), with LONG_SHORT_FILES first in their project. */
class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const projects = [...new Set(sorted.map((spec) => spec.project.name))]
    const long = (spec: TestSpecification) => (LONG_SHORT_FILES.has(spec.moduleId.slice(spec.project.config.root.length + 1)) ? 0 : 1)
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => projects.indexOf(a.spec.project.name) - projects.indexOf(b.spec.project.name) || long(a.spec) - long(b.spec) || a.index - b.index)
      .map(({ spec }) => spec)
  }
}

export default defineConfig({
  test: {
    // Two files at a time, also on two cores (vitest's default there is one): most of a server or
    // end-to-end file's time is spent waiting on a child server, Chromium or PostgreSQL, so two
    // overlap well. `npm test` went from about 15 minutes to under 10 (docs/performance.md).
    maxWorkers: 2,
    sequence: { sequencer: LongFilesFirst },
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
