/** Spec section 2: after navigation, smooth scroll to the hash target, or to the top after 100 ms. */
export const SCROLL_TO_TOP_DELAY_MS = 100

function behavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth'
}

/** How long a hash target that is not drawn yet (its screen's code or frame still coming) is waited for. */
export const HASH_TARGET_WAIT_MS = 3_000

/** Stops the wait of the previous navigation: a later one decides where the view goes. */
let stopWaiting: () => void = () => {}

export function scrollAfterNavigation(hash: string): void {
  stopWaiting()
  stopWaiting = () => {}
  const id = decodeURIComponent(hash.replace(/^#/, ''))
  const scrollToTop = () => window.scrollTo({ top: 0, behavior: behavior() })
  if (!id) {
    // Cancelled by a navigation within the delay: a quick tap back to a section stays there.
    const timer = window.setTimeout(() => {
      stopWaiting = () => {}
      scrollToTop()
    }, SCROLL_TO_TOP_DELAY_MS)
    stopWaiting = () => {
      window.clearTimeout(timer)
      stopWaiting = () => {}
    }
    return
  }
  const target = document.getElementById(id)
  if (target) {
    target.scrollIntoView({ behavior: behavior(), block: 'start' })
    return
  }
  // The screen may be drawn a moment after the navigation resolved (its code still loading on a
  // busy phone): the target is waited for, and the view goes to the top only if it never comes.
  const observer = new MutationObserver(() => {
    const found = document.getElementById(id)
    if (!found) return
    stopWaiting()
    found.scrollIntoView({ behavior: behavior(), block: 'start' })
  })
  const timer = window.setTimeout(() => {
    stopWaiting()
    scrollToTop()
  }, HASH_TARGET_WAIT_MS)
  stopWaiting = () => {
    observer.disconnect()
    window.clearTimeout(timer)
    stopWaiting = () => {}
  }
  observer.observe(document.body, { childList: true, subtree: true })
}

/** Moves keyboard and screen-reader focus to the new screen's heading without scrolling. */
export function focusScreenHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1')
  if (!heading) return
  heading.tabIndex = -1
  heading.focus({ preventScroll: true })
}
