/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'

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
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NOT_APP_PAGES }))
}
