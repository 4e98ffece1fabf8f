import type { MiddlewareHandler } from 'hono'

/** Firebase Authentication's endpoints, which the app's sign-in calls in real mode. */
export const FIREBASE_AUTH_ORIGINS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com']

/**
 * Scripts only from this origin, no plugins, no <base>, never framed. Styles come from the built
 * CSS files; images may also be data: or blob: URLs (QR codes drawn in the page). `connectSources`
 * adds the identity service (the Auth emulator's origin locally, Firebase's endpoints otherwise).
 */
export function contentSecurityPolicy(connectSources: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ["connect-src 'self'", ...connectSources].join(' '),
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ')
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy()

/** Artwork is drawn with presentation attributes only: an SVG opened on its own may do nothing else. */
export const IMAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox"

export function securityHeaders(connectSources: readonly string[] = []): MiddlewareHandler {
  const policy = contentSecurityPolicy(connectSources)
  return async (c, next) => {
    await next()
    c.header('Content-Security-Policy', c.req.path.startsWith('/images/') ? IMAGE_CONTENT_SECURITY_POLICY : policy)
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    c.header('Cross-Origin-Opener-Policy', 'same-origin')
    c.header('Permissions-Policy', 'camera=(self), microphone=(), geolocation=()')
  }
}
