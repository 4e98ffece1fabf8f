import { guardedReload } from './updatePolicy.ts'

const MISSING_CHUNK = /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i

/** True for the error a lazy chunk gives when a deploy removed it from the server. */
export function isMissingChunkError(error: unknown): boolean {
  return error instanceof Error && MISSING_CHUNK.test(error.message)
}

/** One guarded reload (never a loop) fetches the new index.html and its chunks. */
export function recoverFromMissingChunk(): boolean {
  return guardedReload('chunk', sessionStorage, () => window.location.reload())
}

/** Vite reports a failed preload of a lazy chunk with `vite:preloadError`. */
export function watchMissingChunks(target: Window = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    if (recoverFromMissingChunk()) event.preventDefault()
  })
}
