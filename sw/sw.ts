/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing'
import { mirroredFetch } from './apiMirror.ts'
import { mirroredEndpointFor } from './mirroredEndpoints.ts'
import { isPageToWorker, type WorkerToPage } from '../src/domain/workerMessages.ts'
import { routeAppShell } from './precache.ts'
import { cacheLoadedAssets, routeRuntimeCaches } from './runtimeCaches.ts'
import { listenForPush } from './notifications.ts'
import { listenForWriteSync } from './writeDelivery.ts'

declare const self: ServiceWorkerGlobalScope
/** Replaced at build time with the app's version and build id. */
declare const __APP_BUILD__: string

routeAppShell()
routeRuntimeCaches()
listenForWriteSync()
listenForPush()
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.method === 'GET' && mirroredEndpointFor(url) !== undefined,
  ({ url, request, event }) => {
    const endpoint = mirroredEndpointFor(url)
    return endpoint ? mirroredFetch(endpoint, request, event as ExtendableEvent) : fetch(request)
  },
)

self.addEventListener('message', (event) => {
  if (!isPageToWorker(event.data)) return
  if (event.data.type === 'SKIP_WAITING') void self.skipWaiting()
  if (event.data.type === 'KEEP_LOADED_FILES') event.waitUntil(cacheLoadedAssets(event.data.urls))
  if (event.data.type === 'GET_VERSION') {
    const reply: WorkerToPage = { type: 'VERSION', version: __APP_BUILD__ }
    event.ports[0]?.postMessage(reply)
  }
})

// Take control of pages that were opened before the first install (no reload needed for that).
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim())
})
