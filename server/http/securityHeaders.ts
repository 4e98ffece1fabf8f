import type { MiddlewareHandler } from 'hono'

/**
 * Scripts only from this origin, no plugins, no <base>, never framed. Styles come from the built
 * CSS files; images may also be data: or blob: URLs (QR codes drawn in the page).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ')

/** Artwork is drawn with presentation attributes only: an SVG opened on its own may do nothing else. */
export const IMAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox"

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next()
  c.header('Content-Security-Policy', c.req.path.startsWith('/images/') ? IMAGE_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY)
  c.header('X-Content-Type-Options', 'nosniff')
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
  c.header('Cross-Origin-Opener-Policy', 'same-origin')
  c.header('Permissions-Policy', 'camera=(self), microphone=(), geolocation=()')
}
