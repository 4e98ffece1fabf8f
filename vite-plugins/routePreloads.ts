import { readFileSync } from 'node:fs'
import type { OutputBundle, OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'
import { ROUTE_PRELOADS_FILE, type RoutePreload } from '../src/domain/routePreloads.ts'
import { withImports } from './chunkGraph.ts'

/** The language whose catalogs are preloaded (as catalogPreload.ts: the venue's, and the default). */
const PRELOADED_LOCALE = 'ja'

/** What Vite records of a chunk: the style sheets its modules import. */
type WithViteMetadata = OutputChunk & { viteMetadata?: { importedCss: Set<string> } }

function chunkOf(bundle: OutputBundle, fileName: string): WithViteMetadata | undefined {
  const chunk = bundle[fileName]
  return chunk?.type === 'chunk' ? chunk : undefined
}

/** The feature catalogs a route file's loader names (`loadFeatureCatalog('…')`, one or several), each once. */
export function catalogsLoadedBy(source: string): string[] {
  return [...new Set([...source.matchAll(/loadFeatureCatalog\('(\w+)'\)/g)].map((match) => match[1] ?? ''))]
}

/**
 * Writes `route-preloads.json` (src/domain/routePreloads.ts): for every route file, its path
 * (`createFileRoute('…')`), its component's chunk and the catalogs its loader names
 * (`loadFeatureCatalog('…')`), less what index.html loads already.
 */
export function routePreloadsPlugin(): Plugin {
  return {
    name: 'dungeon-party:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk')
      const entry = chunks.find((chunk) => chunk.isEntry)
      if (!entry) return
      const loadedByPage = new Set<string>()
      withImports(bundle, entry.fileName, loadedByPage)
      const catalogs = new Map<string, string>()
      for (const chunk of chunks) {
        const catalog = chunk.facadeModuleId?.match(new RegExp(`/locales/${PRELOADED_LOCALE}/(\\w+)\\.po$`))
        if (catalog?.[1]) catalogs.set(catalog[1], chunk.fileName)
      }
      const preloads: RoutePreload[] = []
      for (const chunk of chunks) {
        const module = chunk.facadeModuleId?.match(/^(.*\/src\/routes\/[^/?]+\.tsx)\?tsr-split=component$/)
        if (!module?.[1]) continue
        const source = readFileSync(module[1], 'utf8')
        const path = source.match(/createFileRoute\('([^']+)'\)/)?.[1]
        if (!path) continue
        const seen = new Set(loadedByPage)
        const files = withImports(bundle, chunk.fileName, seen)
        for (const name of catalogsLoadedBy(source)) {
          const catalog = catalogs.get(name)
          if (catalog) files.push(...withImports(bundle, catalog, seen))
        }
        // The screen's style sheets, linked into the page: a first frame drawn by the server is styled
        // as the app will draw it (src/domain/firstFrames.ts), and the screen waits for none of them.
        const styles = [...new Set(files.flatMap((file) => [...(chunkOf(bundle, file)?.viteMetadata?.importedCss ?? [])]))]
        if (files.length > 0) preloads.push({ path, files: files.map((file) => `/${file}`), styles: styles.map((file) => `/${file}`) })
      }
      preloads.sort((a, b) => a.path.localeCompare(b.path))
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 1)}\n` })
    },
  }
}
