/** Builds the app into dist/ (the service worker build joins here later). */
import { run } from './run.ts'

await run('vite', ['build', '--logLevel', 'warn'])
