import { PAYMENT_PAGE } from '../../src/domain/payments/paymentPages.ts'
import type { MiddlewareHandler } from 'hono'

/** Firebase Authentication's endpoints, which the app's sign-in calls in real mode. */
export const FIREBASE_AUTH_ORIGINS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com']

/**
 * Scripts only from this origin, no plugins, no <base>, never framed. Styles come from the built
 * CSS files; images may also be data: or blob: URLs (QR codes drawn in the page). `connectSources`
 * adds the identity service (the Auth emulator's origin locally, Firebase's endpoints otherwise).
 */
export function contentSecurityPolicy(connectSources: readonly string[] = [], stripe = false): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...(stripe ? STRIPE_CSP.script : [])].join(' '),
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ["connect-src 'self'", ...connectSources, ...(stripe ? STRIPE_CSP.connect : [])].join(' '),
    ...(stripe ? [`frame-src ${STRIPE_CSP.frame.join(' ')}`] : []),
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ')
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy()

/** What Stripe.js and its Payment Element need (docs.stripe.com/security/guide#content-security-policy). */
export const STRIPE_CSP = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  connect: ['https://api.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
} as const

/** Artwork is drawn with presentation attributes only: an SVG opened on its own may do nothing else. */
export const IMAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox"

/**
 * The security headers of every reply. With `stripe` (payments through Stripe), the card screens'
 * pages allow Stripe.js and its frames as well, and no other page does.
 */
/** Two years, subdomains included: sent only when the public origin is https (issue 35). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains'

export function securityHeaders(connectSources: readonly string[] = [], options: { stripe?: boolean; https?: boolean } = {}): MiddlewareHandler {
  const policy = contentSecurityPolicy(connectSources)
  const paymentPolicy = options.stripe ? contentSecurityPolicy(connectSources, true) : policy
  return async (c, next) => {
    await next()
    const path = c.req.path
    c.header('Content-Security-Policy', path.startsWith('/images/') ? IMAGE_CONTENT_SECURITY_POLICY : PAYMENT_PAGE.test(path) ? paymentPolicy : policy)
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    c.header('Cross-Origin-Opener-Policy', 'same-origin')
    c.header('Permissions-Policy', 'camera=(self), microphone=(), geolocation=()')
    if (options.https) c.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY)
  }
}
