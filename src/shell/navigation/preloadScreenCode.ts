import type { AnyRouter } from '@tanstack/react-router'

/**
 * Fetches the code of the screen at `href` (its lazy chunks) without running its guards, so the
 * download overlaps a slow step before the navigation (a sign-in, the start-up's language and
 * maintenance check) instead of following it.
 */
export function preloadScreenCode(router: AnyRouter, href: string): void {
  // Offline without the service worker, the chunk would fail and Vite's preload error would
  // reload the page; with it, the chunks come from its precache.
  if (navigator.onLine === false && !navigator.serviceWorker?.controller) return
  const [routes] = router.getMatchedRoutes(new URL(href, window.location.origin).pathname)
  for (const route of routes) {
    router.loadRouteChunk(route)?.catch((error: unknown) => console.warn('could not preload the next screen', error))
  }
}
