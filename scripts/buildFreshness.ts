import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** What the Vite build reads: a change to any of them makes dist/ stale. */
export const BUILD_INPUTS = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'lingui.config.ts']

function newestChange(path: string): number {
  let stats: ReturnType<typeof statSync>
  try {
    stats = statSync(path)
  } catch {
    return 0
  }
  if (!stats.isDirectory()) return stats.mtimeMs
  let newest = 0
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)))
  return newest
}

/** Why dist/ must be rebuilt, or null when it is up to date. */
export function staleBuildReason(root: string, inputs = BUILD_INPUTS): string | null {
  const builtAt = newestChange(join(root, 'dist', 'index.html'))
  if (builtAt === 0) return 'dist/index.html is missing'
  const changed = inputs.find((input) => newestChange(join(root, input)) > builtAt)
  return changed ? `${changed} changed since the last build` : null
}
