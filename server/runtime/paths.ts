import { join, resolve } from 'node:path'

export const REPO_ROOT = resolve(import.meta.dirname, '../..')
export const DIST_DIR = join(REPO_ROOT, 'dist')

/** `DATA_DIR` (relative to the working directory) or `.data` in the repository. */
export function dataDirFromEnv(env: Record<string, string | undefined>): string {
  return env.DATA_DIR ? resolve(env.DATA_DIR) : join(REPO_ROOT, '.data')
}
