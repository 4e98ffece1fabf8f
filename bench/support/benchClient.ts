import { Agent, request as httpRequest } from 'node:http'

/**
 * The benches' client: node:http over kept-alive connections, used in turn (FIFO), which costs the
 * two cores about half of what `fetch` did (its own Request and Response objects per call), CPU
 * the server then has. Every connection stays open, as a reverse proxy keeps its pool to an
 * instance: closing the idle ones made hundreds reconnect at once after a pause (issue 36).
 */
const agent = new Agent({ keepAlive: true, maxSockets: 2_000, maxFreeSockets: 2_000, scheduling: 'fifo' })

export type Reply = { status: number; text: string }

/** Sends one request (a JSON body when `body` is given) and reads the whole reply; rejects on a network error or after `timeoutMs`. */
export function call(url: string, options: { method: string; token?: string; body?: unknown; timeoutMs: number }): Promise<Reply> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body)
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: options.method,
        agent,
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
        timeout: options.timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('error', reject)
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }))
      },
    )
    request.on('timeout', () => request.destroy(new Error('TimeoutError')))
    request.on('error', reject)
    request.end(payload)
  })
}

/** The `result.status` of an API envelope, or undefined when the text is not one. */
export function resultCode(text: string): number | undefined {
  try {
    return (JSON.parse(text) as { result?: { status?: number } }).result?.status
  } catch {
    return undefined
  }
}
