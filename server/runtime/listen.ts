import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type ServerType, serve } from '@hono/node-server'

type FetchHandler = Parameters<typeof serve>[0]['fetch']

/** Answers a request before the app, or says it did not (then the app does). */
export type FrontHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>

/** The app's request listener behind `front`. */
function withFront(front: FrontHandler, app: RequestListener): RequestListener {
  return (req, res) => {
    front(req, res).then(
      (served) => {
        if (!served) app(req, res)
      },
      () => app(req, res),
    )
  }
}

export class PortInUseError extends Error {}

/**
 * How long an idle kept-alive connection stays open. Node's default of 5 s is shorter than the
 * idle time of the reverse proxies and load balancers in front of an instance (60 s is common) and
 * of a phone polling every minute: the server then closes connections the other side is about to
 * reuse, and the request sent at that moment fails with a reset (`bench:load` saw a few an hour's
 * worth of polls). Longer than the others' idle time, the other side always closes first. The
 * header timeout stays above it, as Node requires.
 */
const KEEP_ALIVE_MS = 65_000

function keepConnectionsOpen(server: ServerType): void {
  if (!('keepAliveTimeout' in server)) return
  server.keepAliveTimeout = KEEP_ALIVE_MS
  server.headersTimeout = KEEP_ALIVE_MS + 1_000
}

/** Starts listening; rejects with a readable message when the port is taken. */
export function listen(fetch: FetchHandler, port: number, hostname: string, front?: FrontHandler): Promise<{ server: ServerType; port: number }> {
  return new Promise((resolvePromise, reject) => {
    // Hono's adaptor builds its request listener and hands it to `createServer`: `front` goes first.
    const frontServer = front && { createServer: ((options: object, app: RequestListener) => createServer(options, withFront(front, app))) as typeof createServer }
    const server = serve({ fetch, port, hostname, ...frontServer }, (info: AddressInfo) => {
      server.off('error', onError)
      resolvePromise({ server, port: info.port })
    })
    keepConnectionsOpen(server)
    function onError(error: NodeJS.ErrnoException) {
      if (error.code === 'EADDRINUSE') {
        reject(new PortInUseError(`Port ${port} on ${hostname} is already in use. Stop the process using it, or start on another port, e.g. PORT=${port + 1} npm start`))
      } else {
        reject(error)
      }
    }
    server.once('error', onError)
  })
}

export function closeServer(server: ServerType): Promise<void> {
  return new Promise((resolvePromise) => {
    server.close(() => resolvePromise())
    if ('closeAllConnections' in server) server.closeAllConnections()
  })
}

/**
 * Graceful stop (issue 35): stops accepting connections at once, lets the requests in flight
 * finish, closing each connection as it goes idle, and after `graceMs` cuts whatever is left.
 */
export function drainServer(server: ServerType, graceMs: number): Promise<void> {
  return new Promise((resolvePromise) => {
    const idle = 'closeIdleConnections' in server ? () => server.closeIdleConnections() : () => {}
    const sweep = setInterval(idle, 50)
    const deadline = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections()
    }, graceMs)
    server.close(() => {
      clearInterval(sweep)
      clearTimeout(deadline)
      resolvePromise()
    })
    idle()
  })
}
