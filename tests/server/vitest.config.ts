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
    // One module graph per worker instead of one per file: each file re-imported the server and
    // compiled PGlite's WebAssembly again. The project alone on both engines: 336 s wall and 426 s
    // of the workers' CPU with isolation, 232 s and 242 s without (docs/performance.md). Every file
    // still opens stores and servers of its own and puts back what it changes (env, clock).
    isolate: false,
  },
})
