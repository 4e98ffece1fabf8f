import { openDatabase } from '../db/openDatabase.ts'
import { readAdminSecret } from '../runtime/adminSecret.ts'
import { liveServer } from '../runtime/serverFile.ts'
import type { AdminContext, AdminRequest } from './adminCommand.ts'

type Env = Record<string, string | undefined>
type Envelope = { result?: { status?: number; message?: string }; data?: unknown }

async function viaServer<T>(dataDir: string, port: number, request: AdminRequest<T>): Promise<T> {
  const secret = await readAdminSecret(dataDir)
  if (!secret) throw new Error(`No admin secret in ${dataDir}; is the running server using this data folder?`)
  let response: Response
  try {
    response = await fetch(`http://127.0.0.1:${port}/api/v1/admin${request.endpoint}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-secret': secret },
      body: JSON.stringify(request.body),
      signal: AbortSignal.timeout(15_000),
    })
  } catch (error) {
    throw new Error(`The server on port ${port} does not answer (${(error as Error).cause ?? error}); try again, or stop it.`)
  }
  const envelope = (await response.json().catch(() => ({}))) as Envelope
  if (!response.ok || envelope.result?.status !== 0) {
    throw new Error(`The server refused: HTTP ${response.status} ${envelope.result?.message ?? ''}`.trim())
  }
  return envelope.data as T
}

/**
 * PGlite allows one process per data folder: while a server runs (its server.json names a live
 * process) commands go through its loopback admin endpoint; otherwise they open the database.
 */
export function createAdminContext(dataDir: string, env: Env, print: (line: string) => void): AdminContext {
  return {
    print,
    async perform(request) {
      const server = liveServer(dataDir)
      if (server) return { data: await viaServer(dataDir, server.port, request), via: `the server on port ${server.port}` }
      const db = await openDatabase({ dataDir, databaseUrl: env.DATABASE_URL || undefined })
      try {
        return { data: await request.direct(db), via: `the database (${db.kind})` }
      } finally {
        await db.close()
      }
    },
  }
}
