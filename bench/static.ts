/**
 * `npm run bench:static`: the server's CPU to send the whole build (every file of dist/, as a phone
 * installing the worker fetches what it precaches) ROUNDS times over loopback, six requests at a
 * time, with a browser's Accept-Encoding. Build first (`npm run build`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { startServer } from '../harness/stack.ts'

const ROUNDS = Number(process.argv[2] ?? 10)
const LANES = 6
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' }
const root = join(import.meta.dirname, '..', 'dist')

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [`/${relative(root, path)}`]
  })
}

const files = filesUnder(root)
const server = await startServer()
try {
  /** The server process's CPU seconds so far (Linux). */
  const serverCpu = () => {
    const fields = readFileSync(`/proc/${server.pid()}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    return (Number(fields[11]) + Number(fields[12])) / 100
  }
  const fetchAll = () =>
    Promise.all(
      Array.from({ length: LANES }, async (_, lane) => {
        for (let i = lane; i < files.length; i += LANES) await (await fetch(`${server.url}${files[i]}`, { headers: BROWSER_ENCODINGS })).arrayBuffer()
      }),
    )
  await fetchAll()
  const before = serverCpu()
  const started = performance.now()
  for (let round = 0; round < ROUNDS; round += 1) await fetchAll()
  const seconds = (performance.now() - started) / 1000
  console.log(`${files.length} files x ${ROUNDS}: server CPU ${(serverCpu() - before).toFixed(2)} s, wall ${seconds.toFixed(2)} s`)
} finally {
  await server.stop()
}
