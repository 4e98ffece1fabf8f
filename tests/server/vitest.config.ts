import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'

// The server tests as a vitest project; the root vitest.config.ts lists this file in `projects`,
// and `vitest run --config tests/server/vitest.config.ts` runs it alone.
export default defineProject({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'server',
    environment: 'node',
    include: ['tests/server/**/*.test.ts'],
    globalSetup: ['tests/server/support/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A project in its own file does not take the root's options: without this it ran one file at
    // a time, after every other project (vitest's default on two cores), about 330 s on its own.
    maxWorkers: 2,
  },
})
