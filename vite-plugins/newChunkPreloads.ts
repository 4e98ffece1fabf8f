import type { OutputBundle } from 'rolldown'
import type { Plugin } from 'vite'
import { withImports } from './chunkGraph.ts'

/**
 * What a lazy import preloads (Vite's `build.modulePreload.resolveDependencies`): only the chunks
 * not yet loaded when it runs. Vite lists every chunk the imported one needs, also those the
 * importing chunk and the entry import statically, which the browser has loaded and run already;
 * its helper then resolves each address and adds a `<link rel="modulepreload">` for each one it
 * has not added before. On a phone that is a long task: My Page's sections listed 65 chunks, 36
 * of them loaded already, and adding their links took 50 ms of one task (Lighthouse's trace,
 * docs/performance.md). Leaving those out loads nothing later: a chunk left out is one that
 * the importing chunk could not run without.
 *
 * A lazy import made by the entry itself (the screens, the stored-data layer, the identity
 * provider) preloads only its style sheets: the entry carries every list it may preload, and those
 * lists of some 85 imports were 4.7 KB of its 91 KB gzipped, on every first load. The screen's own
 * code still comes at once on a first visit (the server links the first screen's chunks,
 * src/domain/routePreloads.ts) and from the service worker's precache afterwards; in between, a
 * screen opened before the worker is installed fetches its chunks as the browser finds them.
 */
export function newChunkPreloads(): { plugin: Plugin; resolveDependencies: (file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[] } {
  let bundle: OutputBundle | undefined
  /** The entry and what it imports statically: run before any lazy import. */
  let loadedFirst = new Set<string>()
  let entryFile: string | undefined
  const loadedBefore = new Map<string, Set<string>>()
  /** What has run before `host`'s code: the entry's static imports, and its own. */
  const loadedWith = (output: OutputBundle, host: string): Set<string> => {
    let loaded = loadedBefore.get(host)
    if (!loaded) {
      loaded = new Set(loadedFirst)
      withImports(output, host, loaded)
      loadedBefore.set(host, loaded)
    }
    return loaded
  }
  return {
    plugin: {
      name: 'dungeon-party:new-chunk-preloads',
      apply: 'build',
      // Before Vite's own generateBundle, which asks resolveDependencies for each lazy import.
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output
          loadedBefore.clear()
          loadedFirst = new Set<string>()
          const entry = Object.values(output).find((item) => item.type === 'chunk' && item.isEntry)
          entryFile = entry?.fileName
          if (entry) withImports(output, entry.fileName, loadedFirst)
        },
      },
    },
    resolveDependencies(_file, deps, { hostId, hostType }) {
      if (hostType !== 'js' || !bundle?.[hostId]) return deps
      if (hostId === entryFile) return deps.filter((dep) => dep.endsWith('.css'))
      const loaded = loadedWith(bundle, hostId)
      return deps.filter((dep) => !loaded.has(dep))
    },
  }
}
