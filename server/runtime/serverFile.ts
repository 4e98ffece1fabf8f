import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** `${dataDir}/server.json` says which server process currently owns the data folder. */
export type ServerFile = { port: number; pid: number }

export function serverFilePath(dataDir: string): string {
  return join(dataDir, 'server.json')
}

export function writeServerFile(dataDir: string, info: ServerFile): void {
  writeFileSync(serverFilePath(dataDir), `${JSON.stringify(info)}\n`)
}

/** Removes the file only if it still names this process (another server may have taken over). */
export function removeServerFile(dataDir: string, pid = process.pid): void {
  if (readServerFile(dataDir)?.pid === pid) rmSync(serverFilePath(dataDir), { force: true })
}

export function readServerFile(dataDir: string): ServerFile | null {
  try {
    const parsed: unknown = JSON.parse(readFileSync(serverFilePath(dataDir), 'utf8'))
    if (typeof parsed !== 'object' || parsed === null) return null
    const { port, pid } = parsed as Record<string, unknown>
    return Number.isInteger(port) && Number.isInteger(pid) ? { port: port as number, pid: pid as number } : null
  } catch {
    return null
  }
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The running server that owns the folder, or null when the file is missing or stale. */
export function liveServer(dataDir: string): ServerFile | null {
  const info = readServerFile(dataDir)
  return info && info.pid !== process.pid && isProcessAlive(info.pid) ? info : null
}
