import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/**
 * Node's compile cache for what the scripts start (the build and its frame workers; vitest, and
 * the test servers, CLIs and workers it starts): V8's code for each module file is kept on disk,
 * keyed by the file's contents, so the next process that loads the same file does not compile it
 * again. A test server starts on 1.1 s of CPU with it, 1.6 s without (docs/performance.md). A
 * caller's own NODE_COMPILE_CACHE wins.
 */
const COMPILE_CACHE = fileURLToPath(new URL('../node_modules/.cache/node-compile', import.meta.url))

/** Runs a command from node_modules/.bin (npm puts it on PATH) and fails loudly if it fails. */
export function run(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { NODE_COMPILE_CACHE: COMPILE_CACHE, ...process.env, ...env } })
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      if (code === 0) resolve()
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`))
    })
  })
}
