import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import type { Context, Handler } from 'hono'
import { drawnForSettings, drawsFirstFrames, FIRST_FRAMES_FILE, type FirstFrames, firstFrameFor, isPlayerFramePath } from '../../src/domain/firstFrames.ts'
import { preloadsFor, ROUTE_PRELOADS_FILE, type RoutePreload } from '../../src/domain/routePreloads.ts'
import type { RuntimeConfig } from '../../src/domain/runtimeConfig.ts'
import { injectFirstFrame, injectRoutePreloads, injectRuntimeConfig } from './pageHtml.ts'
import { pageLocale } from './acceptLanguage.ts'
import { CompressedFiles, compressible, preferredEncoding } from './compressedFiles.ts'
import { contentTypeOf, looksLikeFile } from './contentTypes.ts'

export type StaticFilesOptions = { distDir: string; runtimeConfig: RuntimeConfig }

const IMMUTABLE = 'public, max-age=31536000, immutable'
// Revalidate every time: index.html and sw.js must change as soon as a new build is deployed.
const REVALIDATE = 'no-cache'

// If-None-Match compares weakly; compression turns our ETags weak on the way out.
const opaqueTag = (etag: string) => etag.trim().replace(/^W\//, '')

/** Whether the browser's copy (If-None-Match) is this one. */
function notModified(c: Context, headers: Record<string, string>): boolean {
  const etag = opaqueTag(headers.ETag ?? '')
  return etag !== '' && c.req.header('if-none-match')?.split(',').map(opaqueTag).includes(etag) === true
}

function reply(c: Context, body: Uint8Array<ArrayBuffer> | string, headers: Record<string, string>) {
  return notModified(c, headers) ? c.body(null, 304, headers) : send(c, body, headers)
}

function send(c: Context, body: Uint8Array<ArrayBuffer> | string, headers: Record<string, string>) {
  const withLength = { ...headers, 'Content-Length': String(typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength) }
  return typeof body === 'string' ? c.body(body, 200, withLength) : c.body(body, 200, withLength)
}

function notFound(c: Context) {
  return c.text('Not found', 404, { 'Cache-Control': REVALIDATE })
}

/** The URL path decoded once, or null when it cannot name a file inside the dist folder. */
function decodedPath(c: Context): string | null {
  try {
    const path = decodeURIComponent(new URL(c.req.url).pathname)
    return path.includes('\0') ? null : path
  } catch {
    return null
  }
}

async function fileStats(path: string): Promise<{ size: number; mtimeMs: number } | null> {
  const stats = await stat(path).catch(() => null)
  return stats?.isFile() ? stats : null
}

/** A JSON file of the build, read again when it changes (a new build); null while there is none. */
function builtJson<T>(file: string): () => Promise<T | null> {
  let cache: { mtimeMs: number; value: T } | null = null
  return async () => {
    const stats = await fileStats(file)
    if (!stats) return null
    if (cache?.mtimeMs !== stats.mtimeMs) cache = { mtimeMs: stats.mtimeMs, value: JSON.parse(await readFile(file, 'utf8')) as T }
    return cache.value
  }
}

/** Serves the Vite build: hashed assets cached for good, everything else revalidated, app routes get index.html. */
export function staticFiles({ distDir, runtimeConfig }: StaticFilesOptions): Handler {
  const root = resolve(distDir)
  const compressed = new CompressedFiles()

  /** The build's route preloads (src/domain/routePreloads.ts). */
  const routePreloads = builtJson<readonly RoutePreload[]>(join(root, ROUTE_PRELOADS_FILE))
  /** The build's first frames (src/domain/firstFrames.ts), when drawn with this server's settings. */
  const builtFrames = builtJson<FirstFrames>(join(root, FIRST_FRAMES_FILE))
  const firstFrames = async () => {
    const frames = await builtFrames()
    return frames && drawnForSettings(frames.drawnWith, runtimeConfig) ? frames : null
  }

  async function serveIndex(c: Context, path: string) {
    const html = await readFile(join(root, 'index.html'), 'utf8').catch(() => null)
    if (html === null) {
      return c.text('The app is not built yet: run `npm run build`.', 503, { 'Cache-Control': 'no-store' })
    }
    const { search } = new URL(c.req.url)
    const cookies = c.req.header('cookie')
    const locale = pageLocale(search, cookies, c.req.header('accept-language'))
    const frames = await firstFrames()
    const frame = firstFrameFor(frames, path, search, locale, cookies)
    const withPreloads = injectRoutePreloads(injectRuntimeConfig(html, runtimeConfig), preloadsFor((await routePreloads()) ?? [], path))
    const page = injectFirstFrame(withPreloads, locale, frame)
    const etag = `"${createHash('sha1').update(page).digest('base64url')}"`
    return reply(c, page, {
      'Content-Type': 'text/html; charset=utf-8',
      // A player's frame carries the player's card: kept by the player's browser only.
      'Cache-Control': frame && isPlayerFramePath(path) ? `private, ${REVALIDATE}` : REVALIDATE,
      // A frame is drawn in the visitor's language (and a player's, with the player's avatar).
      ...(drawsFirstFrames(frames, path) ? { Vary: 'Accept-Language, Cookie' } : {}),
      ETag: etag,
    })
  }

  return async (c) => {
    const path = decodedPath(c)
    if (path === null) return notFound(c)
    const filePath = resolve(root, `.${path}`)
    if (filePath !== root && !filePath.startsWith(root + sep)) return notFound(c)
    const isAsset = path.startsWith('/assets/')
    if (!isAsset && (path.endsWith('/') || filePath === join(root, 'index.html'))) return serveIndex(c, path)

    const file = await fileStats(filePath)
    if (!file) {
      // A missing hashed chunk must stay a 404: the app reloads when a lazy chunk vanished after a deploy.
      return isAsset || looksLikeFile(path) ? notFound(c) : serveIndex(c, path)
    }
    const contentType = contentTypeOf(filePath)
    const headers: Record<string, string> = {
      'Content-Type': contentType,
      'Cache-Control': isAsset ? IMMUTABLE : REVALIDATE,
      ETag: `W/"${file.size.toString(16)}-${Math.trunc(file.mtimeMs).toString(16)}"`,
    }
    const compress = compressible(contentType, file.size)
    if (compress) headers.Vary = 'Accept-Encoding'
    if (notModified(c, headers)) return c.body(null, 304, headers)
    const encoding = compress ? preferredEncoding(c.req.header('accept-encoding')) : null
    if (encoding) return send(c, await compressed.get(filePath, file, encoding), { ...headers, 'Content-Encoding': encoding })
    // readFile never returns a view of a SharedArrayBuffer.
    return send(c, (await readFile(filePath)) as Uint8Array<ArrayBuffer>, headers)
  }
}
