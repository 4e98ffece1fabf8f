/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'

declare const self: ServiceWorkerGlobalScope

export const ARTWORK_CACHE = 'artwork-v1'
export const CHUNK_CACHE = 'chunks-v1'
const DAY_SECONDS = 24 * 60 * 60

/**
 * Artwork (avatars, spirits, items, news banners) and the hashed chunks left out of the precache
 * (other locales, heavy libraries) are cached on first use. Both are immutable for a given URL;
 * expiration and `purgeOnQuotaError` keep the caches from crowding out the player's data.
 */
export function routeRuntimeCaches(): void {
  registerRoute(
    ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/images/') && request.method === 'GET',
    new CacheFirst({
      cacheName: ARTWORK_CACHE,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * DAY_SECONDS, purgeOnQuotaError: true }),
      ],
    }),
  )
  registerRoute(
    ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
    new CacheFirst({
      cacheName: CHUNK_CACHE,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 90 * DAY_SECONDS, purgeOnQuotaError: true }),
      ],
    }),
  )
}
