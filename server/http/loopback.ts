import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/**
 * True only for a request made on this machine: a loopback socket, and no proxy headers (a reverse
 * proxy on the same host would make every visitor look local). Requests without a socket, as in
 * app.request(), are not local.
 */
export function isLoopbackRequest(c: Context): boolean {
  if (c.req.header('x-forwarded-for') !== undefined || c.req.header('forwarded') !== undefined) return false
  try {
    const address = getConnInfo(c).remote.address
    return address !== undefined && LOOPBACK_ADDRESSES.has(address)
  } catch {
    return false
  }
}
