/**
 * `npm run bench:lighthouse`: Lighthouse (mobile preset: simulated slow 4G and 4x CPU slowdown, a
 * phone's screen) on `/`, `/reservation/status`, `/ranking` and `/mypage` signed in as the demo
 * player; median of `--runs` runs per page (default 3), each in a fresh headless Chromium (cold HTTP
 * cache, no service worker). Prints a markdown table: performance, accessibility and best-practices
 * scores, LCP, TBT and CLS, then what Lighthouse says costs each page the most (score lost per
 * metric, the LCP element, layout shifts, script time, unused JavaScript). Targets (issue 17):
 * performance at least 0.98, accessibility 1.00; a missed target is reported, not an exit code (the
 * accessibility gate of `npm test` is tests/e2e/lighthouse.test.ts).
 *
 * Without `--url` it starts what bench:offline starts: the Firebase Auth emulator (or uses the one
 * in FIREBASE_AUTH_EMULATOR_HOST), rebuilds dist/ when it is older than its sources, and runs the
 * server as `npm start` does (fresh data folder, demo accounts seeded) on a copy of dist/. With
 * `--url http://127.0.0.1:8080` it measures a server already running (`npm start`); the demo player
 * demo1@example.com must exist there. Only loopback is reachable from the measured browser
 * (harness/lighthouse.ts). Everything started here is stopped at the end, on failure and
 * on Ctrl-C too. `--json <folder>` keeps each run's Lighthouse report and its trace (DevTools'
 * Performance panel opens it; task times there are unthrottled, a quarter of the simulated ones).
 * `--page /mypage` (repeatable) measures only the pages named.
 *
 *   npm run bench:lighthouse [-- --runs 3] [-- --url http://127.0.0.1:8080] [-- --json /tmp/lh] [-- --page /mypage]
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import { delimiter, join } from 'node:path'
import { parseArgs } from 'node:util'
import { DEMO_PASSWORD } from '../server/accounts/demoPlayers.ts'
import { launchBrowser } from '../harness/browser.ts'
import type { Result } from 'lighthouse'
import { type Category, failedAudits, LIGHTHOUSE_PAGES, type LighthousePage, type LighthouseRun, launchLighthouseBrowser, runLighthouse, signedInState } from '../harness/lighthouse.ts'
import { startAppStack } from './support/appStack.ts'

const ROOT = join(import.meta.dirname, '..')
const CATEGORIES: Category[] = ['performance', 'accessibility', 'best-practices']
const DEMO_EMAIL = 'demo1@example.com'
const TARGETS = { performance: 0.98, accessibility: 1 }

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, url: { type: 'string' }, json: { type: 'string' }, page: { type: 'string', multiple: true } } })
const runs = Number(values.runs)
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive whole number')
const pages = values.page ? LIGHTHOUSE_PAGES.filter((page) => values.page?.includes(page.path)) : LIGHTHOUSE_PAGES
if (pages.length === 0) throw new Error(`--page must be one of ${LIGHTHOUSE_PAGES.map((page) => page.path).join(', ')}`)

// --- cleanup: everything started is stopped, whatever happens -------------------------------------

const cleanups: (() => Promise<void>)[] = []
let cleaning: Promise<void> | undefined

function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      await step().catch((error: unknown) => console.error('cleanup:', error instanceof Error ? error.message : error))
    }
  })()
  return cleaning
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping what the bench started...`)
    void cleanUp().finally(() => process.exit(130))
  })
}

// --- the stack -----------------------------------------------------------------------------------

/** The server to measure: `--url`, or one started here as bench:offline does. */
async function serverUrl(): Promise<string> {
  if (values.url) return values.url.replace(/\/+$/, '')
  return (await startAppStack(ROOT, cleanups)).url
}

// --- report --------------------------------------------------------------------------------------

function median(values: number[]): number | undefined {
  const sorted = [...values].sort((a, b) => a - b)
  if (sorted.length === 0) return undefined
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

const present = (values: (number | null | undefined)[]) => values.filter((value): value is number => typeof value === 'number')

/** Median, with the range when the runs differ: `0.99 (0.97-1.00)`. */
function cell(values: (number | null | undefined)[], format: (value: number) => string): string {
  const shown = present(values)
  const middle = median(shown)
  if (middle === undefined) return '–'
  const low = Math.min(...shown)
  const high = Math.max(...shown)
  return low === high ? format(middle) : `${format(middle)} (${format(low)}-${format(high)})`
}

const score = (value: number) => value.toFixed(2)
const millis = (value: number) => String(Math.round(value))
const shift = (value: number) => value.toFixed(3)

type Details = { items?: unknown[] }
type Node = { selector?: string; nodeLabel?: string; value?: string }
type Row = Record<string, unknown> & { node?: Node; items?: Row[]; url?: string }

const rows = (lhr: Result, id: string): Row[] => ((lhr.audits[id]?.details as Details | undefined)?.items ?? []) as Row[]
function label(node: Node | undefined): string {
  const selector = node?.selector ?? node?.value ?? '?'
  const text = node?.nodeLabel && node.nodeLabel !== selector ? ` ("${node.nodeLabel.split('\n')[0]?.slice(0, 30)}")` : ''
  return `\`${selector}\`${text}`
}
const file = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '')

/**
 * What Lighthouse says costs `lhr` the most: the score each metric loses (its weight times what it
 * misses), the LCP element and its parts, the layout shifts, script time by file, unused JavaScript.
 */
function costs(lhr: Result): string[] {
  const lines: string[] = []
  const refs = lhr.categories.performance?.auditRefs.filter((ref) => ref.weight > 0) ?? []
  const total = refs.reduce((sum, ref) => sum + ref.weight, 0)
  const lost = refs
    .map((ref) => ({ id: ref.acronym ?? ref.id, lost: (ref.weight / total) * (1 - (lhr.audits[ref.id]?.score ?? 0)), shown: lhr.audits[ref.id]?.displayValue ?? '' }))
    .sort((a, b) => b.lost - a.lost)
  lines.push(`score lost by metric: ${lost.map((metric) => `${metric.id} ${metric.lost.toFixed(2)} (${metric.shown})`).join(', ')}`)
  const [parts, element] = rows(lhr, 'lcp-breakdown-insight')
  if (element) {
    const phases = (parts?.items ?? []).map((part) => `${String(part.label).toLowerCase()} ${Math.round(Number(part.duration))} ms`).join(', ')
    lines.push(`LCP element: ${label(element as Node)}${phases ? `; ${phases}` : ''}`)
  }
  const shifts = (rows(lhr, 'cls-culprits-insight')[0]?.items ?? []).filter((item) => item.node?.selector)
  if (shifts.length > 0) lines.push(`layout shifts: ${shifts.map((shift) => `${label(shift.node)} ${Number(shift.score).toFixed(3)}`).join(', ')}`)
  const scripts = rows(lhr, 'bootup-time').slice(0, 4)
  if (scripts.length > 0) {
    lines.push(
      `main-thread time by script (total / script evaluation, ms, simulated 4x CPU slowdown): ${scripts.map((script) => `${file(script.url)} ${Math.round(Number(script.total))} / ${Math.round(Number(script.scripting))}`).join(', ')}`,
    )
  }
  const unused = rows(lhr, 'unused-javascript')
  if (unused.length > 0)
    lines.push(`unused JavaScript: ${unused.map((script) => `${file(script.url)} ${Math.round(Number(script.wastedBytes) / 1024)} of ${Math.round(Number(script.totalBytes) / 1024)} KiB`).join(', ')}`)
  const requests = rows(lhr, 'network-requests')
  const bytes = requests.reduce((sum, request) => sum + Number(request.transferSize ?? 0), 0)
  lines.push(`requests: ${requests.length}, ${Math.round(bytes / 1024)} KiB transferred`)
  return lines
}

function report(results: { page: LighthousePage; runs: LighthouseRun[] }[], base: string, version: string, loadAtStart: number): void {
  const cpu = (cpus()[0]?.model ?? 'unknown CPU').replace(/\s+/g, ' ').trim()
  console.log(`\nLighthouse ${version}, ${new Date().toISOString().slice(0, 10)}, median of ${runs} run${runs === 1 ? '' : 's'} per page (range in brackets)`)
  console.log(
    `Machine: ${cpu}, ${cpus().length} cores, ${Math.round(totalmem() / 1024 ** 3)} GiB RAM, Node ${process.versions.node}, ${results[0]?.runs[0]?.lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}`,
  )
  console.log(`Load average (1 min): ${loadAtStart.toFixed(2)} at the start, ${(loadavg()[0] ?? 0).toFixed(2)} at the end`)
  console.log(`Server: ${base}; mobile preset, simulated throttling, loopback only\n`)
  console.log('| page | performance | accessibility | best-practices | LCP ms | TBT ms | CLS |')
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |')
  let met = true
  for (const { page, runs: pageRuns } of results) {
    const scores = (category: Category) => pageRuns.map((one) => one.scores[category])
    const performance = median(present(scores('performance')))
    const accessibility = median(present(scores('accessibility')))
    if (performance === undefined || performance < TARGETS.performance || accessibility === undefined || accessibility < TARGETS.accessibility) met = false
    console.log(
      `| ${page.name} | ${cell(scores('performance'), score)} | ${cell(scores('accessibility'), score)} | ${cell(scores('best-practices'), score)} | ${cell(
        pageRuns.map((one) => one.lcp),
        millis,
      )} | ${cell(
        pageRuns.map((one) => one.tbt),
        millis,
      )} | ${cell(
        pageRuns.map((one) => one.cls),
        shift,
      )} |`,
    )
  }
  console.log(`\nTargets: performance at least ${TARGETS.performance.toFixed(2)}, accessibility ${TARGETS.accessibility.toFixed(2)} on each page: ${met ? 'met' : 'NOT met'}.`)
  // Accessibility and best-practices audits that failed in any run (the performance metrics are in the costs below).
  const failures = new Map<string, string>()
  for (const { page, runs: pageRuns } of results) {
    for (const one of pageRuns)
      for (const failure of failedAudits(one.lhr, ['accessibility', 'best-practices'])) failures.set(`${page.name}: ${failure.split('\n')[0]?.replace(/ \(score [^)]*\)/, '')}`, failure)
  }
  if (failures.size > 0) {
    console.log('\nAccessibility and best-practices audits that failed (in at least one run):')
    for (const [key, failure] of failures) console.log(`- ${key}\n${failure.split('\n').slice(1).join('\n')}`)
  }
  console.log('\nWhat costs the most, per page (its run of median performance score):')
  for (const { page, runs: pageRuns } of results) {
    const ordered = [...pageRuns].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0))
    const middle = ordered[Math.floor((ordered.length - 1) / 2)]
    if (middle)
      console.log(
        `\n${page.name} (performance ${middle.scores.performance?.toFixed(2) ?? '–'}):\n${costs(middle.lhr)
          .map((line) => `- ${line}`)
          .join('\n')}`,
      )
  }
  const warnings = new Set(results.flatMap(({ page, runs: pageRuns }) => pageRuns.flatMap((one) => one.warnings.map((warning) => `${page.name}: ${warning}`))))
  if (warnings.size > 0) {
    console.log('\nLighthouse warnings:')
    for (const warning of warnings) console.log(`- ${warning}`)
  }
}

// --- main ----------------------------------------------------------------------------------------

async function main(): Promise<void> {
  process.chdir(ROOT)
  // The build runs vite from node_modules/.bin, also when this file is started without npm.
  process.env.PATH = [join(ROOT, 'node_modules', '.bin'), process.env.PATH].join(delimiter)
  const base = await serverUrl()
  if (values.json) mkdirSync(values.json, { recursive: true })

  const signInBrowser = await launchBrowser()
  cleanups.push(() => signInBrowser.close())
  console.error(`Server at ${base}; signing ${DEMO_EMAIL} in...`)
  const signIn = await signedInState(signInBrowser, base, DEMO_EMAIL, DEMO_PASSWORD)
  await signInBrowser.close()

  const loadAtStart = loadavg()[0] ?? 0
  const results: { page: LighthousePage; runs: LighthouseRun[] }[] = []
  for (const page of pages) {
    const pageRuns: LighthouseRun[] = []
    for (let index = 1; index <= runs; index += 1) {
      const browser = await launchLighthouseBrowser()
      try {
        const one = await runLighthouse(browser, base, page, CATEGORIES, signIn)
        pageRuns.push(one)
        const figures = CATEGORIES.map((category) => `${category} ${one.scores[category]?.toFixed(2) ?? '–'}`).join(', ')
        console.error(`${page.path} ${index}/${runs}: ${figures}, LCP ${millis(one.lcp ?? Number.NaN)} ms, TBT ${millis(one.tbt ?? Number.NaN)} ms, CLS ${shift(one.cls ?? Number.NaN)}`)
        if (values.json) {
          const name = `${page.path === '/' ? 'top' : page.path.slice(1).replace(/\W+/g, '_')}-${index}`
          writeFileSync(join(values.json, `${name}.json`), JSON.stringify(one.lhr, null, 1))
          writeFileSync(join(values.json, `${name}.trace.json`), JSON.stringify(one.trace))
        }
      } finally {
        await browser.close()
      }
    }
    results.push({ page, runs: pageRuns })
  }
  const version = results[0]?.runs[0]?.lhr.lighthouseVersion ?? '?'
  // Missed targets are reported, not an error: the accessibility gate is tests/e2e/lighthouse.test.ts.
  report(results, base, version, loadAtStart)
}

try {
  await main()
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  process.exitCode = 1
} finally {
  await cleanUp()
}
