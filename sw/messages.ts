/**
 * The typed message bridge between the page (src/pwa) and the worker. The worker never activates
 * a new version by itself: only the page's SKIP_WAITING, sent after the player said OK, does.
 */
export type PageToWorker = { type: 'SKIP_WAITING' } | { type: 'GET_VERSION' }
export type WorkerToPage = { type: 'VERSION'; version: string }

export function isPageToWorker(value: unknown): value is PageToWorker {
  if (typeof value !== 'object' || value === null) return false
  const type = (value as { type?: unknown }).type
  return type === 'SKIP_WAITING' || type === 'GET_VERSION'
}
