import { type ComponentChild, render } from 'preact'
import type { ReactNode } from 'react'
import { SERVER_FRAME_ATTRIBUTE } from '../domain/firstFrames.ts'

/**
 * Draws the app into `container`, taking over what the server drew there: Preact's own render
 * reuses each drawn element of the same kind in place and brings its attributes and text up to
 * date (preact/compat's `createRoot` would empty the container first, as React does, and the
 * browser lay the whole page out anew). Called once the first screen can be drawn whole, so no
 * part of it suspends while the drawn elements are taken over.
 */
export function renderRoot(container: HTMLElement, app: ReactNode): void {
  // The app is written against React's types; preact/compat makes its elements Preact's.
  render(app as ComponentChild, container)
}

/** Whether the server drew a first frame into `container` (src/domain/firstFrames.ts), not yet replaced by the app. */
export function hasServerFrame(container: HTMLElement): boolean {
  return container.hasAttribute(SERVER_FRAME_ATTRIBUTE)
}

/** The app has drawn its screen in place of the frame: taps, keys and screen readers reach it. */
export function releaseServerFrame(container: HTMLElement): void {
  container.removeAttribute('inert')
  container.removeAttribute(SERVER_FRAME_ATTRIBUTE)
}
