/**
 * The card screens' paths (/purchase/confirm/{id}, /purchase/cardregister, /purchase/cardconfirm):
 * the only pages whose security policy may allow Stripe.js (server/http/securityHeaders.ts), fetched
 * from the network by the service worker so they carry it, and loaded as a whole page by the app
 * in Stripe mode.
 */
export const PAYMENT_PAGE = /^\/purchase\/(confirm\/[^/]+|cardregister|cardconfirm)\/?$/
