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
 */
export function newChunkPreloads(): { plugin: Plugin; resolveDependencies: (file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[] } {
  let bundle: OutputBundle | undefined
  /** The entry and what it imports statically: run before any lazy import. */
  let loadedFirst = new Set<string>()
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
          if (entry) withImports(output, entry.fileName, loadedFirst)
        },
      },
    },
    resolveDependencies(_file, deps, { hostId, hostType }) {
      if (hostType !== 'js' || !bundle?.[hostId]) return deps
      const loaded = loadedWith(bundle, hostId)
      return deps.filter((dep) => !loaded.has(dep))
    },
  }
}
