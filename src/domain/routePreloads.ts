/**
 * Route preloads: for each screen's path, the code its first frame waits for (the screen's chunk
 * and the Japanese catalog of its feature, with what they import), written by the build
 * (vite-plugins/routePreloads.ts) and linked by the server into the page it answers for that path,
 * so they load beside the entry instead of after it has run.
 */
export type RoutePreload = {
  /** The route's path as the router writes it: `/ranking`, `/news/$id`, `/`. */
  readonly path: string
  /** Built files under /assets/, in load order. */
  readonly files: readonly string[]
  /** The style sheets those files bring (/assets/*.css). */
  readonly styles?: readonly string[]
}

/** The file the build writes next to index.html. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json'

/** Whether a route path (`/news/$id`) matches a request's path (`/news/12`); a trailing slash is ignored. */
export function routeMatches(routePath: string, requestPath: string): boolean {
  const route = routePath.split('/').filter(Boolean)
  const request = requestPath.split('/').filter(Boolean)
  if (route.length !== request.length) return false
  return route.every((segment, index) => segment.startsWith('$') || segment === request[index])
}

/** The preloads of the route a request's path shows: a route without parameters first (`/news/clearer` before `/news/$id`). */
export function preloadsFor(preloads: readonly RoutePreload[], requestPath: string): RoutePreload | undefined {
  const fixed = preloads.find((preload) => !preload.path.includes('$') && routeMatches(preload.path, requestPath))
  return fixed ?? preloads.find((preload) => routeMatches(preload.path, requestPath))
}
