/** Builds the app into dist/, then its service worker with the precache manifest. */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { REPO_ROOT } from '../server/runtime/paths.ts'
import { buildServiceWorker } from './buildServiceWorker.ts'
import { run } from './run.ts'

await run('vite', ['build', '--logLevel', 'warn'])
// React draws the public screens' first frames (and My Page's) in every language; the page hydrates them.
await run(process.execPath, [join(REPO_ROOT, 'scripts/firstFrames/prerenderFirstFrames.ts'), join(REPO_ROOT, 'dist')])
const { version } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }
const buildId = `${version}+${Date.now().toString(36)}`
const precache = await buildServiceWorker(REPO_ROOT, buildId)
console.log(`Service worker ${buildId}: ${precache.count} files precached (${Math.round(precache.size / 1024)} KB).`)
