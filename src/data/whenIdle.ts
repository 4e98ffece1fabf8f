/**
 * Resolves when the main thread is idle, or after `maxWaitMs` at the latest (requestIdleCallback's
 * timeout); in the next task where the browser has no requestIdleCallback (Safari, jsdom).
 */
export function whenIdle(maxWaitMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: maxWaitMs })
    else setTimeout(resolve, 0)
  })
}
