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
const isAsset = (url: URL) => url.origin === self.location.origin && url.pathname.startsWith('/assets/')

/**
 * Keeps the app files a page loaded before this worker controlled it (the first visit), so the
 * screens opened then also open offline. Files already in a cache (precache included) are skipped.
 */
export async function cacheLoadedAssets(urls: readonly string[]): Promise<number> {
  const cache = await caches.open(CHUNK_CACHE)
  let added = 0
  for (const raw of urls) {
    let url: URL
    try {
      url = new URL(raw, self.location.origin)
    } catch {
      continue
    }
    if (!isAsset(url) || (await caches.match(url.href))) continue
    try {
      const response = await fetch(url.href)
      if (response.status === 200) {
        await cache.put(url.href, response)
        added += 1
      }
    } catch {
      // Offline already: nothing to keep.
    }
  }
  return added
}

export function routeRuntimeCaches(): void {
  registerRoute(
    ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/images/') && request.method === 'GET',
    new CacheFirst({
      cacheName: ARTWORK_CACHE,
      plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * DAY_SECONDS, purgeOnQuotaError: true })],
    }),
  )
  registerRoute(
    ({ url }) => isAsset(url),
    new CacheFirst({
      cacheName: CHUNK_CACHE,
      plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 90 * DAY_SECONDS, purgeOnQuotaError: true })],
    }),
  )
}
