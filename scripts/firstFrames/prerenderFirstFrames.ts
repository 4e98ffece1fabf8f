/**
 * Draws the first frames (src/domain/firstFrames.ts) with React on the server and writes them to
 * dist/first-frames.json: Vite builds src/prerender/renderFrame.tsx as a server bundle, and each
 * screen of FRAME_PATHS is drawn in each language in a worker of its own (a fresh module graph:
 * no catalog or module state of one frame reaches another). The page hydrates what is drawn.
 *
 * Every screen is drawn once more in Japanese at a second moment months away: a screen whose two
 * drawings differ draws the clock before hydration (src/ui/useHydrated.ts says how not to), and
 * fails the build. A player's frame must show FRAME_AVATAR on the card and nowhere else.
 *
 *   node scripts/firstFrames/prerenderFirstFrames.ts dist   (scripts/build.ts runs it after Vite)
 */
import { rmSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { REPO_ROOT } from '../../server/runtime/paths.ts'
import { FIRST_FRAMES_FILE, FRAME_AVATAR, FRAME_PATHS, type FirstFrames, type Frame, frameAvatarPicture, isPlayerFramePath } from '../../src/domain/firstFrames.ts'
import { LOCALES, type Locale, SOURCE_LOCALE } from '../../src/domain/locales.ts'
import { run } from '../run.ts'
import type { FrameJob, FrameResult } from './frameWorker.ts'

/** The server bundle: built beside the dependencies, never served. */
const SERVER_BUNDLE_DIR = join(REPO_ROOT, 'node_modules/.cache/prerender')
const SERVER_ENTRY = 'src/prerender/renderFrame.tsx'
/** Two moments in Tokyo, in different months, seasons, weekdays and times of day. */
const MOMENTS = [Date.parse('2026-03-14T10:30:00+09:00'), Date.parse('2026-08-03T21:10:00+09:00')] as const

function drawInWorker(job: FrameJob): Promise<Frame> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./frameWorker.ts', import.meta.url), { workerData: job })
    worker.once('message', (result: FrameResult) => {
      void worker.terminate()
      try {
        if ('frame' in result) resolve(checked(job.path, result.frame))
        else reject(new Error(`${job.path} (${job.locale}): ${result.error}`))
      } catch (error) {
        reject(error)
      }
    })
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`${job.path} (${job.locale}): the worker ended (${code}) without a frame`)))
  })
}

/** A drawn screen has its heading; a player's frame shows the card's avatar and nothing else of FRAME_AVATAR (the server writes the player's there). */
function checked(path: string, frame: Frame): Frame {
  const player = isPlayerFramePath(path)
  const pictures = frame.html.split(frameAvatarPicture(FRAME_AVATAR)).length - 1
  const mentions = frame.html.split(String(FRAME_AVATAR)).length - 1
  if (player && (pictures === 0 || pictures !== mentions)) {
    throw new Error(`${path}: a player's frame must show the card's avatar (${frameAvatarPicture(FRAME_AVATAR)}) and only there: ${pictures} picture(s), ${mentions} mention(s)`)
  }
  if (!player && mentions > 0) throw new Error(`${path}: ${FRAME_AVATAR} is drawn in a public frame`)
  if (!/<main[\s>][\s\S]*<h1[\s>]/.test(frame.html)) throw new Error(`${path}: no heading drawn in main`)
  return frame
}

/** Runs `jobs` a few at a time (a worker per core). */
async function drawAll(jobs: readonly FrameJob[]): Promise<Frame[]> {
  const frames: Frame[] = new Array(jobs.length)
  let next = 0
  const lane = async (): Promise<void> => {
    while (next < jobs.length) {
      const index = next++
      frames[index] = await drawInWorker(jobs[index] as FrameJob)
    }
  }
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), 4) }, lane))
  return frames
}

/** Builds the server bundle, draws every frame and writes dist/first-frames.json; answers how many were drawn. */
export async function prerenderFirstFrames(distDir: string): Promise<number> {
  const output = join(distDir, FIRST_FRAMES_FILE)
  rmSync(output, { force: true })
  await run('vite', ['build', '--ssr', SERVER_ENTRY, '--outDir', SERVER_BUNDLE_DIR, '--emptyOutDir', '--logLevel', 'warn'])
  const bundle = join(SERVER_BUNDLE_DIR, 'renderFrame.js')
  const [first, second] = MOMENTS
  const jobs: FrameJob[] = [
    ...LOCALES.flatMap((locale) => FRAME_PATHS.map((path) => ({ bundle, path, locale, moment: first }))),
    ...FRAME_PATHS.map((path) => ({ bundle, path, locale: SOURCE_LOCALE, moment: second })),
  ]
  const drawn = await drawAll(jobs)
  const frames: Record<string, Partial<Record<Locale, Frame>>> = {}
  const moving: string[] = []
  jobs.forEach((job, index) => {
    const frame = drawn[index] as Frame
    frames[job.path] ??= {}
    const screen = frames[job.path] as Partial<Record<Locale, Frame>>
    if (job.moment === first) screen[job.locale] = frame
    else if (JSON.stringify(screen[job.locale]) !== JSON.stringify(frame)) moving.push(job.path)
  })
  if (moving.length > 0) {
    throw new Error(`${moving.join(', ')} draw(s) the clock before hydration: draw it once hydrated (src/ui/useHydrated.ts), or leave the screen out of FIRST_FRAME_PATHS / PLAYER_FRAME_PATHS`)
  }
  const firstFrames: FirstFrames = { drawnWith: {}, frames }
  writeFileSync(output, JSON.stringify(firstFrames))
  return FRAME_PATHS.length * LOCALES.length
}

if (import.meta.main) {
  const distDir = process.argv[2]
  if (!distDir) throw new Error('usage: prerenderFirstFrames.ts <dist folder>')
  const started = performance.now()
  const count = await prerenderFirstFrames(distDir)
  console.log(`First frames: ${count} drawn by React in ${((performance.now() - started) / 1000).toFixed(1)} s (src/domain/firstFrames.ts).`)
}
