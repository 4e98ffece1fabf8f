/** `npm run dev`: the API server on API_PORT (4174) and Vite's dev server on PORT (4173) proxying /api. */
import { spawn } from 'node:child_process'

const apiPort = process.env.API_PORT ?? '4174'
const children = [
  spawn('node', ['server/main.ts'], { stdio: 'inherit', env: { ...process.env, PORT: apiPort } }),
  spawn('vite', [], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
]
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) child.on('exit', (code) => {
  stop()
  process.exitCode = code ?? 0
})
