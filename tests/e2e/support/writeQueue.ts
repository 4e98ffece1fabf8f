import type { BrowserContext } from 'playwright-core'

/**
 * The writes that reached the server, pages' and service worker's alike, to a path ending in
 * `suffix`: "METHOD /path", and " by the worker" when the service worker sent it.
 */
export function watchWrites(context: BrowserContext, suffix: string): string[] {
  const sent: string[] = []
  context.on('requestfinished', (request) => {
    const url = new URL(request.url())
    if (request.method() !== 'GET' && url.pathname.endsWith(suffix)) sent.push(`${request.method()} ${url.pathname}${request.serviceWorker() ? ' by the worker' : ''}`)
  })
  return sent
}
