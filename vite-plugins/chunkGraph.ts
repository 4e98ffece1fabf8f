import type { OutputBundle } from 'rolldown'

/**
 * A chunk and every chunk it imports statically, depth first, each once: what the browser has
 * loaded and run by the time that chunk's code runs. Chunks in `seen` (and what only they import)
 * are left out and added to it.
 */
export function withImports(bundle: OutputBundle, fileName: string, seen: Set<string>): string[] {
  if (seen.has(fileName)) return []
  seen.add(fileName)
  const chunk = bundle[fileName]
  if (chunk?.type !== 'chunk') return []
  return [...chunk.imports.flatMap((imported) => withImports(bundle, imported, seen)), fileName]
}
