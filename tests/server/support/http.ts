import { request } from 'node:http'
import type { Hono } from 'hono'
import { closeServer, type FrontHandler, listen } from '../../../server/runtime/listen.ts'

export type TestServer = { url: string; port: number; close(): Promise<void> }

/** Serves the app over real HTTP on a free loopback port (with `front` before it, as server/main.ts does). */
export async function startTestServer(app: Hono, front?: FrontHandler): Promise<TestServer> {
  const { server, port } = await listen(app.fetch, 0, '127.0.0.1', front)
  return { url: `http://127.0.0.1:${port}`, port, close: () => closeServer(server) }
}

export type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** Sends the path exactly as written (fetch would normalise `..` and encodings away). */
export function rawGet(port: number, path: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        body += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

export type Envelope = { result: { status: number; message?: string }; data?: unknown }

export async function readEnvelope(response: Response): Promise<Envelope> {
  return (await response.json()) as Envelope
}
