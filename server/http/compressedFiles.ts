import { readFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress'

/** What a file of the build is sent as: brotli, gzip, or as it is. */
export type FileEncoding = 'br' | 'gzip'

/** Below this a file goes as it is (as Hono's compress middleware does for the API's replies). */
const SMALLEST_COMPRESSED = 1024

/**
 * Brotli quality 5: the whole build (2.2 MB of text) in about 0.1 s of CPU and 7 % smaller than
 * gzip; quality 11 would take 4.8 s for another 8 % (measured in docs/performance.md).
 */
const BROTLI_QUALITY = 5

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** Parses `Accept-Encoding` into the encoding to send: brotli first, then gzip, else none (q=0 refuses one). */
export function preferredEncoding(header: string | undefined): FileEncoding | null {
  if (!header) return null
  const weights = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0)
  }
  const weightOf = (name: FileEncoding) => weights.get(name) ?? weights.get('*') ?? 0
  if (weightOf('br') > 0 && weightOf('br') >= weightOf('gzip')) return 'br'
  return weightOf('gzip') > 0 ? 'gzip' : null
}

/** Whether a file of this type and size is worth compressing. */
export function compressible(contentType: string, size: number): boolean {
  return size >= SMALLEST_COMPRESSED && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType)
}

type Entry = { size: number; mtimeMs: number; body: Promise<Uint8Array<ArrayBuffer>> }

/**
 * The build's text files, compressed once per encoding and kept for as long as the file is
 * unchanged (same size and modification time): a phone installing the app fetches every file the
 * worker precaches (about 290), and compressing them again for every phone took most of a static
 * reply's CPU. Bounded by the build's own size: only files under the dist folder come here.
 */
export class CompressedFiles {
  readonly #entries = new Map<string, Entry>()

  /** The file compressed in `encoding`, compressing it now only if it changed since the last time. */
  get(filePath: string, stats: { size: number; mtimeMs: number }, encoding: FileEncoding): Promise<Uint8Array<ArrayBuffer>> {
    const key = `${encoding}\0${filePath}`
    const kept = this.#entries.get(key)
    if (kept && kept.size === stats.size && kept.mtimeMs === stats.mtimeMs) return kept.body
    const body = readFile(filePath).then((content) => compress(content, encoding))
    const entry = { size: stats.size, mtimeMs: stats.mtimeMs, body }
    this.#entries.set(key, entry)
    // A file that vanished or failed is tried again next time, not kept as a failure.
    body.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key)
    })
    return body
  }
}

async function compress(content: Buffer, encoding: FileEncoding): Promise<Uint8Array<ArrayBuffer>> {
  const out =
    encoding === 'br'
      ? await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } })
      : await gzipped(content, { level: 9 })
  // zlib answers a Buffer over a plain ArrayBuffer, never a SharedArrayBuffer.
  return out as Uint8Array<ArrayBuffer>
}
