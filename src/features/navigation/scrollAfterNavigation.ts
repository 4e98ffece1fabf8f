/** Spec section 2: after navigation, smooth scroll to the hash target, or to the top after 100 ms. */
export const SCROLL_TO_TOP_DELAY_MS = 100

function behavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth'
}

export function scrollAfterNavigation(hash: string): void {
  const id = decodeURIComponent(hash.replace(/^#/, ''))
  const target = id ? document.getElementById(id) : null
  if (target) {
    target.scrollIntoView({ behavior: behavior(), block: 'start' })
    return
  }
  window.setTimeout(() => window.scrollTo({ top: 0, behavior: behavior() }), SCROLL_TO_TOP_DELAY_MS)
}

/** Moves keyboard and screen-reader focus to the new screen's heading without scrolling. */
export function focusScreenHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1')
  if (!heading) return
  heading.tabIndex = -1
  heading.focus({ preventScroll: true })
}
