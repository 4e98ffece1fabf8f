/**
 * `npm run bench:api`: load on the public read endpoints the app calls most, on loopback, for
 * PGlite and for PostgreSQL. Each database gets a fresh server (migrated and seeded as `npm start`
 * does); each endpoint gets a 1-second warm-up, then `--duration` seconds (default 5) of autocannon
 * with 10 connections. PostgreSQL is DATABASE_URL when set, otherwise a throwaway cluster from
 * scripts/pg-throwaway.sh (stopped afterwards).
 *
 * The baseline: the same bytes each endpoint answered, served by a bare node:http server
 * (bench/support/bareServer.ts) running beside the app. The two are measured in turn per endpoint,
 * `--rounds` times (app, baseline, app, baseline…), so both see the machine's load of the same
 * minute; each row prints the median ratio and its spread over the rounds (issue 17: at least 0.5
 * on PostgreSQL, p99 at most 20 ms; issue 36: a baseline measured minutes later swung the ratio of
 * one endpoint from 0.25 to 1.85).
 *
 *   npm run bench:api [-- --duration 5] [--rounds 3] [--only pglite|postgres]
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

/** One run of autocannon against one server. */
type Run = { requestsPerSecond: number; p50: number; p99: number; failed: number }
/** An endpoint's rounds against the app and the baseline, in turn. */
type Row = { database: string; endpoint: string; status: string; bytes: number; app: Run[]; baseline: Run[] }

const { values } = parseArgs({ options: { duration: { type: 'string', default: '5' }, rounds: { type: 'string', default: '3' }, only: { type: 'string' } } })
const duration = Number(values.duration)
const rounds = Number(values.rounds)
if (!Number.isFinite(duration) || duration <= 0) throw new Error('--duration must be a number of seconds')
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds must be a whole number of at least 1')

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

async function run(url: string): Promise<Run> {
  await measure(url, 1)
  const result = await measure(url, duration)
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed: result.non2xx + result.errors }
}

/** The bare node:http baseline serving `replies` (path -> the bytes the API answered), beside the app. */
async function startBaseline(replies: Map<string, Probe>): Promise<Server> {
  const dir = await mkdtemp(join(tmpdir(), 'dp-bare-'))
  const file = join(dir, 'replies.json')
  await writeFile(file, JSON.stringify(Object.fromEntries([...replies].map(([path, reply]) => [path, { type: reply.type, body: reply.body.toString('base64') }]))))
  const server = await startServer({}, [join(ROOT, 'bench/support/bareServer.ts'), file])
  return {
    port: server.port,
    stop: async () => {
      await server.stop()
      await rm(dir, { recursive: true, force: true })
    },
  }
}

async function benchDatabase(database: string, env: Record<string, string>): Promise<Row[]> {
  const server = await startServer(env)
  const rows: Row[] = []
  try {
    const replies = new Map<string, Probe>()
    for (const endpoint of ENDPOINTS) replies.set(endpoint, await probe(`http://127.0.0.1:${server.port}${endpoint}`))
    const baseline = await startBaseline(replies)
    try {
      for (const [endpoint, reply] of replies) {
        const row: Row = { database, endpoint, status: reply.status, bytes: reply.body.byteLength, app: [], baseline: [] }
        for (let round = 0; round < rounds; round += 1) {
          row.app.push(await run(`http://127.0.0.1:${server.port}${endpoint}`))
          row.baseline.push(await run(`http://127.0.0.1:${baseline.port}${endpoint}`))
        }
        const ratios = ratiosOf(row)
        console.error(
          `${database} ${endpoint}: ${row.app.map((each) => Math.round(each.requestsPerSecond)).join(', ')} req/s, ratios ${ratios.map((each) => each.toFixed(2)).join(', ')} (${reply.status})`,
        )
        rows.push(row)
      }
    } finally {
      await baseline.stop()
    }
  } finally {
    await server.stop()
  }
  return rows
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}
/** Each round's app figure over the baseline's measured right after it. */
const ratiosOf = (row: Row) => row.app.map((each, round) => each.requestsPerSecond / (row.baseline[round]?.requestsPerSecond ?? Number.NaN))

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

const machine = `${cpus().length} cores, ${Math.round(totalmem() / 1024 ** 3)} GiB, Node ${process.versions.node}`
console.log(`\nAPI load, ${duration} s per endpoint and round, ${rounds} rounds of app then node:http in turn, 10 connections, loopback (${machine}), ${new Date().toISOString().slice(0, 10)}\n`)
console.log('| server | endpoint | bytes | requests/s (median) | node:http requests/s (median) | ratio (median) | ratio spread | p50 ms | p99 ms (worst round) | failed | first reply |')
console.log('| --- | --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | --- |')
for (const row of rows) {
  const ratios = ratiosOf(row)
  console.log(
    `| ${row.database} | \`${row.endpoint}\` | ${row.bytes} | ${Math.round(median(row.app.map((each) => each.requestsPerSecond)))} | ${Math.round(median(row.baseline.map((each) => each.requestsPerSecond)))} | ${median(ratios).toFixed(2)} | ${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)} | ${median(row.app.map((each) => each.p50))} | ${Math.max(...row.app.map((each) => each.p99))} | ${row.app.reduce((sum, each) => sum + each.failed, 0)} | ${row.status} |`,
  )
}
