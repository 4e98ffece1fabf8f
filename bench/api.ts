/**
 * `npm run bench:api`: load on the public read endpoints the app calls most, on loopback, for
 * PGlite and for PostgreSQL. Each database gets a fresh server (migrated and seeded as `npm start`
 * does); each endpoint gets a 1-second warm-up, then `--duration` seconds (default 5) of autocannon
 * with 10 connections. PostgreSQL is DATABASE_URL when set, otherwise a throwaway cluster from
 * scripts/pg-throwaway.sh (stopped afterwards).
 *
 * The baseline: the same bytes each endpoint answered, served by a bare node:http server
 * (bench/support/bareServer.ts) in the same run; each row prints its ratio to it (issue 17: at
 * least 0.5 on PostgreSQL, p99 at most 20 ms).
 *
 *   npm run bench:api [-- --duration 5] [--only pglite|postgres]
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { cpus, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'

const ROOT = join(import.meta.dirname, '..')
const NODE = process.execPath
const THROWAWAY_PORT = '54339'

const ENDPOINTS = ['/api/v1/facility/news', '/api/v1/master/data/items', '/api/v1/facility/schedule?days=7', '/api/v1/facility/summary', '/api/v1/ranking/daily', '/api/v1/gacha'] as const

type Row = { database: string; endpoint: string; requestsPerSecond: number; p50: number; p99: number; non2xx: number; errors: number; status: string; bytes: number }

const { values } = parseArgs({ options: { duration: { type: 'string', default: '5' }, only: { type: 'string' } } })
const duration = Number(values.duration)
if (!Number.isFinite(duration) || duration <= 0) throw new Error('--duration must be a number of seconds')

type Server = { port: number; stop(): Promise<void> }

function startServer(env: Record<string, string>, script: string[] = [join(ROOT, 'server/main.ts')]): Promise<Server> {
  return new Promise((resolve, reject) => {
    const { DATABASE_URL: _url, DATA_DIR: _dir, PORT: _port, ...inherited } = process.env
    const child: ChildProcess = spawn(NODE, script, {
      cwd: ROOT,
      env: { ...inherited, LOG_LEVEL: 'silent', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const exited = new Promise<void>((done) => child.once('exit', () => done()))
    const onData = (chunk: Buffer) => {
      output += chunk
      const match = /running at http:\/\/localhost:(\d+)/.exec(output)
      if (match) {
        resolve({
          port: Number(match[1]),
          stop: async () => {
            child.kill('SIGTERM')
            await exited
          },
        })
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)))
  })
}

async function measure(url: string, seconds: number) {
  return autocannon({ url, connections: 10, pipelining: 1, duration: seconds })
}

type Probe = { status: string; type: string; body: Buffer }

/** The reply as autocannon gets it (no Accept-Encoding: the body as it is). */
async function probe(url: string): Promise<Probe> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } })
  const body = Buffer.from(await response.arrayBuffer())
  let result: string | number = '?'
  try {
    result = (JSON.parse(body.toString('utf8')) as { result?: { status?: number } }).result?.status ?? '?'
  } catch {}
  return { status: `HTTP ${response.status}, result ${result}`, type: response.headers.get('content-type') ?? 'application/json', body }
}

async function row(database: string, endpoint: string, url: string, status: string, bytes: number): Promise<Row> {
  await measure(url, 1)
  const result = await measure(url, duration)
  console.error(`${database} ${endpoint}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms (${status})`)
  return { database, endpoint, requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors, status, bytes }
}

/** The bare node:http baseline serving `replies` (path -> the bytes the API answered). */
async function benchBaseline(replies: Map<string, Probe>): Promise<Row[]> {
  const dir = await mkdtemp(join(tmpdir(), 'dp-bare-'))
  const file = join(dir, 'replies.json')
  await writeFile(file, JSON.stringify(Object.fromEntries([...replies].map(([path, reply]) => [path, { type: reply.type, body: reply.body.toString('base64') }]))))
  const server = await startServer({}, [join(ROOT, 'bench/support/bareServer.ts'), file])
  const rows: Row[] = []
  try {
    for (const [endpoint, reply] of replies) rows.push(await row('node:http', endpoint, `http://127.0.0.1:${server.port}${endpoint}`, 'same bytes', reply.body.byteLength))
  } finally {
    await server.stop()
    await rm(dir, { recursive: true, force: true })
  }
  return rows
}

/** The bytes each endpoint answered, for the baseline (the first database's). */
const answered = new Map<string, Probe>()

async function benchDatabase(database: string, env: Record<string, string>): Promise<Row[]> {
  const server = await startServer(env)
  const rows: Row[] = []
  try {
    for (const endpoint of ENDPOINTS) {
      const url = `http://127.0.0.1:${server.port}${endpoint}`
      const reply = await probe(url)
      if (!answered.has(endpoint)) answered.set(endpoint, reply)
      rows.push(await row(database, endpoint, url, reply.status, reply.body.byteLength))
    }
  } finally {
    await server.stop()
  }
  return rows
}

async function withPglite(): Promise<Row[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'dp-bench-'))
  try {
    return await benchDatabase('PGlite', { DATA_DIR: dataDir })
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
}

async function withPostgres(): Promise<Row[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'dp-bench-'))
  const given = process.env.DATABASE_URL
  const script = join(ROOT, 'scripts/pg-throwaway.sh')
  const url = given || execFileSync('sh', [script, 'start', THROWAWAY_PORT], { encoding: 'utf8' }).trim()
  try {
    return await benchDatabase('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: url })
  } finally {
    if (!given) execFileSync('sh', [script, 'stop', THROWAWAY_PORT])
    await rm(dataDir, { recursive: true, force: true })
  }
}

const rows: Row[] = []
if (values.only !== 'postgres') rows.push(...(await withPglite()))
if (values.only !== 'pglite') rows.push(...(await withPostgres()))
const baseline = await benchBaseline(answered)
const baselineOf = new Map(baseline.map((base) => [base.endpoint, base.requestsPerSecond]))
rows.push(...baseline)

const machine = `${cpus().length} cores, ${Math.round(totalmem() / 1024 ** 3)} GiB, Node ${process.versions.node}`
console.log(`\nAPI load, ${duration} s per endpoint, 10 connections, loopback (${machine}), ${new Date().toISOString().slice(0, 10)}\n`)
console.log('| server | endpoint | bytes | requests/s | ratio to node:http | p50 ms | p99 ms | non-2xx | first reply |')
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |')
for (const line of rows) {
  const base = baselineOf.get(line.endpoint)
  const ratio = base ? (line.requestsPerSecond / base).toFixed(2) : '-'
  console.log(
    `| ${line.database} | \`${line.endpoint}\` | ${line.bytes} | ${Math.round(line.requestsPerSecond)} | ${ratio} | ${line.p50} | ${line.p99} | ${line.non2xx + line.errors} | ${line.status} |`,
  )
}
