/**
 * Draws one first frame in a module graph of its own (scripts/firstFrames/prerenderFirstFrames.ts
 * starts one per frame): the server bundle's `renderFrame` at a fixed moment of the clock.
 */
import { pathToFileURL } from 'node:url'
import { parentPort, workerData } from 'node:worker_threads'
import type { Frame } from '../../src/domain/firstFrames.ts'
import type { Locale } from '../../src/domain/locales.ts'

export type FrameJob = { readonly bundle: string; readonly path: string; readonly locale: Locale; readonly moment: number }
export type FrameResult = { readonly frame: Frame } | { readonly error: string }

/** `new Date()` and `Date.now()` answer `moment`; dates built from a value are as ever. */
function fixClock(moment: number): void {
  const RealDate = Date
  class FixedDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(moment)
      else super(...(args as ConstructorParameters<DateConstructor>))
    }
    static override now(): number {
      return moment
    }
  }
  globalThis.Date = FixedDate as DateConstructor
}

const job = workerData as FrameJob
fixClock(job.moment)
let result: FrameResult
try {
  const { renderFrame } = (await import(pathToFileURL(job.bundle).href)) as { renderFrame(path: string, locale: Locale): Promise<Frame> }
  result = { frame: await renderFrame(job.path, job.locale) }
} catch (error) {
  result = { error: error instanceof Error ? (error.stack ?? error.message) : String(error) }
}
parentPort?.postMessage(result)
