/** `npm run dev`: the API server on API_PORT (4174) and Vite's dev server on PORT (4173) proxying /api. */
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { dataDirFromEnv } from '../server/runtime/paths.ts'
import { ensureAuthEmulator } from './authEmulator.ts'

const apiPort = process.env.API_PORT ?? '4174'
const env = { ...process.env }
// The Auth emulator, unless a real Firebase project or a running emulator is configured.
const emulator = await ensureAuthEmulator(env, { port: 9099, importExportDir: join(dataDirFromEnv(env), 'auth-emulator') })
const children = [spawn('node', ['server/main.ts'], { stdio: 'inherit', env: { ...env, PORT: apiPort } }), spawn('vite', [], { stdio: 'inherit', env: { ...env, API_PORT: apiPort } })]
let stopping = false
const stop = () => {
  if (stopping) return
  stopping = true
  for (const child of children) child.kill('SIGTERM')
  Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null)))
    .then(() => emulator?.stop())
    .finally(() => process.exit(process.exitCode ?? 0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) {
  child.on('exit', (code) => {
    if (!stopping) process.exitCode = code ?? 0
    stop()
  })
}
