import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { injectManifest } from 'workbox-build'
import { build } from 'vite'

/**
 * The service worker: `sw/sw.ts` built as one classic script (dist/sw.js), then workbox-build
 * writes the precache manifest into it. The precache holds the app shell: index.html, the entry,
 * styles, icons, the top page's decor pictures, the manifest, every screen's small chunk and the
 * Japanese catalog. Other locales and heavy libraries (firebase, the QR scanner, Lottie, Stripe)
 * are cached on first use instead.
 */

/** Chunks above this size are heavy libraries, loaded only by the screens that need them. */
export const PRECACHE_CHUNK_LIMIT_BYTES = 48 * 1024
const OTHER_LOCALES = /^assets\/locale-(?!ja-)[A-Za-z-]+-[\w-]+\.js$/

export function precacheable(url: string, size: number, entryFiles: ReadonlySet<string>): boolean {
  if (OTHER_LOCALES.test(url)) return false
  if (url.startsWith('assets/') && url.endsWith('.js') && !entryFiles.has(url) && size > PRECACHE_CHUNK_LIMIT_BYTES) return false
  return true
}

/** The files index.html loads directly: always precached, whatever their size. */
function entryFilesOf(distDir: string): Set<string> {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  return new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1] as string))
}

export async function buildServiceWorker(root: string, buildId: string): Promise<{ count: number; size: number }> {
  const distDir = join(root, 'dist')
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    define: { __APP_BUILD__: JSON.stringify(buildId), 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: distDir,
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      copyPublicDir: false,
      lib: { entry: join(root, 'sw/sw.ts'), formats: ['iife'], name: 'appServiceWorker', fileName: () => 'sw.js' },
    },
  })
  const entryFiles = entryFilesOf(distDir)
  const result = await injectManifest({
    swSrc: join(distDir, 'sw.js'),
    swDest: join(distDir, 'sw.js'),
    globDirectory: distDir,
    globPatterns: ['index.html', 'manifest.webmanifest', 'icons/*.{png,svg}', 'decor/*.svg', 'assets/*.{js,css}'],
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    // Hashed file names already say when a file changed.
    dontCacheBustURLsMatching: /^assets\//,
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.filter((entry) => precacheable(entry.url, entry.size, entryFiles)),
        warnings: [],
      }),
    ],
  })
  for (const warning of result.warnings) console.warn(warning)
  return { count: result.count, size: result.size }
}
