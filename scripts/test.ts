/**
 * `npm test`: builds the app once, checks the first-load budget, then runs every vitest project
 * (unit, server on PGlite and on PostgreSQL when TEST_DATABASE_URL is set, end to end in Chromium).
 * Extra arguments go to vitest, e.g. `npm test -- --project unit`.
 */
import { run } from './run.ts'

const extra = process.argv.slice(2)
const onlyUnit = extra.includes('--project') && !extra.some((arg) => arg === 'e2e')

try {
  if (!onlyUnit) {
    await run('node', ['scripts/build.ts'])
    await run('node', ['bench/bundle-budget.ts'])
  }
  await run('vitest', ['run', ...extra])
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
