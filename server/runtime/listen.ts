import type { AddressInfo } from 'node:net'
import { type ServerType, serve } from '@hono/node-server'

type FetchHandler = Parameters<typeof serve>[0]['fetch']

export class PortInUseError extends Error {}

/** Starts listening; rejects with a readable message when the port is taken. */
export function listen(fetch: FetchHandler, port: number, hostname: string): Promise<{ server: ServerType; port: number }> {
  return new Promise((resolvePromise, reject) => {
    const server = serve({ fetch, port, hostname }, (info: AddressInfo) => {
      server.off('error', onError)
      resolvePromise({ server, port: info.port })
    })
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
