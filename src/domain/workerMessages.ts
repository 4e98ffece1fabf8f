/**
 * The typed message bridge between the page (src/pwa) and the worker (sw/). The worker never
 * activates a new version by itself: only the page's SKIP_WAITING, sent after the player said OK,
 * does. Plain types and one check, so both sides import it without pulling in anything else.
 */
export type PageToWorker =
  | { type: 'SKIP_WAITING' }
  | { type: 'GET_VERSION' }
  /**
   * Scripts and styles the page loaded before this worker controlled it, to keep for offline use.
   * Not workbox's own 'CACHE_URLS' message, which its router answers with a payload of another shape.
   */
  | { type: 'KEEP_LOADED_FILES'; urls: string[] }

/** More than any page loads: a longer list is not from the app. */
export const MAX_CACHE_URLS = 200
export type WorkerToPage = { type: 'VERSION'; version: string }

export function isPageToWorker(value: unknown): value is PageToWorker {
  if (typeof value !== 'object' || value === null) return false
  const type = (value as { type?: unknown }).type
  if (type === 'KEEP_LOADED_FILES') {
    const urls = (value as { urls?: unknown }).urls
    return Array.isArray(urls) && urls.length <= MAX_CACHE_URLS && urls.every((url) => typeof url === 'string')
  }
  return type === 'SKIP_WAITING' || type === 'GET_VERSION'
}
