import { spawnSync } from 'node:child_process'
import { main } from '../server/main.ts'
import { REPO_ROOT } from '../server/runtime/paths.ts'
import { staleBuildReason } from './buildFreshness.ts'

// `npm start`: build the app when its sources are newer than dist/, then run the server.
const reason = staleBuildReason(REPO_ROOT)
if (reason) {
  console.log(`Building the app (${reason})...`)
  const build = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' })
  if (build.status !== 0) {
    console.error(build.error ? `Could not run npm run build: ${build.error.message}` : 'The build failed (see above); npm start stops here.')
    process.exit(build.status || 1)
  }
}
await main()
