import type { Hono } from 'hono'

/**
 * The API's endpoints as "METHOD /api/v1/path", from the routes the app registered (Hono's
 * `app.routes`), without middleware (`*` paths) and the catch-all 404s.
 */
export function apiEndpoints(...apps: Hono[]): string[] {
  const endpoints = new Set<string>()
  for (const app of apps) {
    for (const route of app.routes) {
      if (route.path.startsWith('/api/v1/') && !route.path.endsWith('*')) endpoints.add(`${route.method} ${route.path}`)
    }
  }
  return [...endpoints].sort()
}

/** The endpoint's path with its parameters filled in (`:id` as 1 unless given). */
export function samplePath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? (name === 'set' ? 'avatars' : '1')))
}
