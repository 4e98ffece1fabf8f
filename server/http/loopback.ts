import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/** True only for a real socket from this machine (requests without a socket, as in app.request(), are not). */
export function isLoopbackRequest(c: Context): boolean {
  try {
    const address = getConnInfo(c).remote.address
    return address !== undefined && LOOPBACK_ADDRESSES.has(address)
  } catch {
    return false
  }
}
