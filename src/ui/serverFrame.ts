import { SERVER_FRAME_ATTRIBUTE } from '../domain/firstFrames.ts'
import { isLocale, type Locale } from '../domain/locales.ts'

/** Whether the server drew a first frame into `container` (src/domain/firstFrames.ts), not yet hydrated. */
export function hasServerFrame(container: HTMLElement): boolean {
  return container.hasAttribute(SERVER_FRAME_ATTRIBUTE)
}

/** The language the server drew `container`'s frame in (`<html lang>`), if it drew one. */
export function serverFrameLocale(container: HTMLElement): Locale | undefined {
  const lang = container.ownerDocument.documentElement.lang
  return hasServerFrame(container) && isLocale(lang) ? lang : undefined
}

/** The app has hydrated the frame: taps, keys and screen readers reach it. */
export function releaseServerFrame(container: HTMLElement): void {
  container.removeAttribute('inert')
  container.removeAttribute(SERVER_FRAME_ATTRIBUTE)
}

/** Hydration errors React recovered from by drawing anew: counted by the end-to-end tests, which require none. */
export const HYDRATION_ERROR_PREFIX = 'hydration error:'

export function reportHydrationError(error: unknown): void {
  console.error(HYDRATION_ERROR_PREFIX, error instanceof Error ? error.message : error)
}
