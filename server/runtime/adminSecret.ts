import { randomBytes } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

export function adminSecretPath(dataDir: string): string {
  return join(dataDir, 'admin-secret')
}

/** Reads the secret of the admin endpoints, creating it (readable by this user only) on first run. */
export async function ensureAdminSecret(dataDir: string): Promise<string> {
  const path = adminSecretPath(dataDir)
  try {
    await writeFile(path, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  return (await readFile(path, 'utf8')).trim()
}

export async function readAdminSecret(dataDir: string): Promise<string | null> {
  return readFile(adminSecretPath(dataDir), 'utf8').then(
    (secret) => secret.trim(),
    () => null,
  )
}
