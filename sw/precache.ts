/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { PAYMENT_PAGE } from '../src/domain/payments/paymentPages.ts'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> }

/** Paths the server answers itself: never served from the app shell. */
const NOT_APP_PAGES = [/^\/api\//, /^\/dev\//, /^\/images\//, /^\/sw\.js$/, /\.[a-z0-9]+$/i]

/**
 * The app shell (index.html, the entry chunks, the default locale) is precached at install; every
 * navigation inside the app is answered with the precached index.html, so any route opens offline.
 */
export function routeAppShell(): void {
  precacheAndRoute(self.__WB_MANIFEST)
  cleanupOutdatedCaches()
  // The card screens come from the network when they can, carrying the server's own security policy
  // (with Stripe, the one that allows Stripe.js); offline they open from the app shell.
  registerRoute(
    ({ request, url }) => request.mode === 'navigate' && PAYMENT_PAGE.test(url.pathname),
    async ({ request }) => {
      try {
        return await fetch(request)
      } catch {
        return (await matchPrecache('/index.html')) ?? Response.error()
      }
    },
  )
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [...NOT_APP_PAGES, PAYMENT_PAGE] }))
}
