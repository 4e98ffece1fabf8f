import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import type { Context, Handler } from 'hono'
import { injectRuntimeConfig, type RuntimeConfig } from '../../src/domain/runtimeConfig.ts'
import { contentTypeOf, looksLikeFile } from './contentTypes.ts'

export type StaticFilesOptions = { distDir: string; runtimeConfig: RuntimeConfig }

const IMMUTABLE = 'public, max-age=31536000, immutable'
// Revalidate every time: index.html and sw.js must change as soon as a new build is deployed.
const REVALIDATE = 'no-cache'

// If-None-Match compares weakly; compression turns our ETags weak on the way out.
const opaqueTag = (etag: string) => etag.trim().replace(/^W\//, '')

function reply(c: Context, body: Uint8Array<ArrayBuffer> | string, headers: Record<string, string>) {
  const etag = opaqueTag(headers.ETag ?? '')
  if (etag && c.req.header('if-none-match')?.split(',').map(opaqueTag).includes(etag)) {
    return c.body(null, 304, headers)
  }
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

/** Serves the Vite build: hashed assets cached for good, everything else revalidated, app routes get index.html. */
export function staticFiles({ distDir, runtimeConfig }: StaticFilesOptions): Handler {
  const root = resolve(distDir)

  async function serveIndex(c: Context) {
    const html = await readFile(join(root, 'index.html'), 'utf8').catch(() => null)
    if (html === null) {
      return c.text('The app is not built yet: run `npm run build`.', 503, { 'Cache-Control': 'no-store' })
    }
    const page = injectRuntimeConfig(html, runtimeConfig)
    const etag = `"${createHash('sha1').update(page).digest('base64url')}"`
    return reply(c, page, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': REVALIDATE, ETag: etag })
  }

  return async (c) => {
    const path = decodedPath(c)
    if (path === null) return notFound(c)
    const filePath = resolve(root, `.${path}`)
    if (filePath !== root && !filePath.startsWith(root + sep)) return notFound(c)
    const isAsset = path.startsWith('/assets/')
    if (!isAsset && (path.endsWith('/') || filePath === join(root, 'index.html'))) return serveIndex(c)

    const file = await fileStats(filePath)
    if (!file) {
      // A missing hashed chunk must stay a 404: the app reloads when a lazy chunk vanished after a deploy.
      return isAsset || looksLikeFile(path) ? notFound(c) : serveIndex(c)
    }
    // readFile never returns a view of a SharedArrayBuffer.
    const content = (await readFile(filePath)) as Uint8Array<ArrayBuffer>
    return reply(c, content, {
      'Content-Type': contentTypeOf(filePath),
      'Cache-Control': isAsset ? IMMUTABLE : REVALIDATE,
      ETag: `W/"${file.size.toString(16)}-${Math.trunc(file.mtimeMs).toString(16)}"`,
    })
  }
}
