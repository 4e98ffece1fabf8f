import type { Context } from 'hono'

/**
 * This server's public origin: PUBLIC_ORIGIN when configured (set it in production, so a forged
 * Host header can never put another site into a mail link), else the origin the request was sent
 * to (its Host header; fine on localhost and behind a proxy that sets Host).
 */
export function ownOrigin(c: Context, publicOrigin: string | undefined): string {
  if (publicOrigin) return new URL(publicOrigin).origin
  return new URL(c.req.url).origin
}

/**
 * The continue address of a mail link when it is a page of this origin at `path` (a query is
 * allowed, a fragment or credentials are not); null otherwise, so no mail ever links elsewhere.
 */
export function ownPageUrl(c: Context, url: string, path: string, publicOrigin: string | undefined): URL | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  if (parsed.origin !== ownOrigin(c, publicOrigin)) return null
  if (parsed.pathname !== path || parsed.hash !== '' || parsed.username !== '' || parsed.password !== '') return null
  return parsed
}
