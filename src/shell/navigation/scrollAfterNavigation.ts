/** Spec section 2: after navigation, smooth scroll to the hash target, or to the top after 100 ms. */
export const SCROLL_TO_TOP_DELAY_MS = 100

function behavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth'
}

/** How long a hash target that is not drawn yet (its screen's code or frame still coming) is waited for. */
export const HASH_TARGET_WAIT_MS = 3_000

const nothingPending = () => {}

/** Cancels what the previous navigation still has pending (its scroll to the top, its wait for a target): a later one decides where the view goes. */
let cancelPending: () => void = nothingPending

export function scrollAfterNavigation(hash: string): void {
  cancelPending()
  cancelPending = nothingPending
  const id = decodeURIComponent(hash.replace(/^#/, ''))
  const target = id ? document.getElementById(id) : null
  if (target) {
    target.scrollIntoView({ behavior: behavior(), block: 'start' })
    return
  }
  // Without a hash: to the top after the delay. A hash target not drawn yet (the screen's code still
  // loading on a busy phone) is waited for, and the view goes to the top only if it never comes.
  const observer = id
    ? new MutationObserver(() => {
        const found = document.getElementById(id)
        if (!found) return
        cancel()
        found.scrollIntoView({ behavior: behavior(), block: 'start' })
      })
    : null
  const timer = window.setTimeout(
    () => {
      cancel()
      window.scrollTo({ top: 0, behavior: behavior() })
    },
    id ? HASH_TARGET_WAIT_MS : SCROLL_TO_TOP_DELAY_MS,
  )
  function cancel() {
    observer?.disconnect()
    window.clearTimeout(timer)
    cancelPending = nothingPending
  }
  cancelPending = cancel
  observer?.observe(document.body, { childList: true, subtree: true })
}

/** Moves keyboard and screen-reader focus to the new screen's heading without scrolling. */
export function focusScreenHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1')
  if (!heading) return
  heading.tabIndex = -1
  heading.focus({ preventScroll: true })
}
