import { useEffect, useRef } from 'react'

function isDisabled(element: Element): boolean {
  return (element instanceof HTMLButtonElement || element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) && element.disabled
}

/** Whether a control still holds the keyboard focus (not the page itself, not one that went away or was disabled). */
function focusHeld(): boolean {
  const active = document.activeElement
  if (!active || active === document.body || !active.isConnected) return false
  return !isDisabled(active)
}

/** The last element that took the focus, numbered: which came after a screen was drawn. */
const lastFocus: { element: Element | null; serial: number } = { element: null, serial: 0 }
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      lastFocus.element = event.target instanceof Element ? event.target : null
      lastFocus.serial += 1
    },
    true,
  )
}

/**
 * Whether the focus fell to the page because the control holding it, focused since `since`, went
 * away or was disabled (not because the player put it on the page, and not a control of a screen
 * before this one).
 */
function focusDropped(since: number): boolean {
  const last = lastFocus.element
  if (focusHeld() || !last || lastFocus.serial <= since) return false
  return !last.isConnected || isDisabled(last)
}

/**
 * Content swapped in place (a step done without leaving the screen, a form replaced by its result,
 * a button disabled once pressed) drops the keyboard focus to the page: the next Tab starts again
 * from the top and a screen reader loses its place. When `key` changes and the focus, held before,
 * is lost, `refocus` puts it in the new content. It never moves a focus that is still held.
 *
 * The content may be swapped a render or a frame after `key` changed (a stored draft and the
 * screen's own state update apart, a disabled button blurred at the next frame): until the focus is
 * lost or the player moves it elsewhere, the control in use at the change is watched.
 */
export function useRefocusWhenLost(key: unknown, refocus: () => void): void {
  const action = useRef(refocus)
  action.current = refocus
  const seen = useRef(key)
  // Whether a control held the focus at a render since the last change, read while rendering (before
  // a commit takes the focused element away; a busy button may already have dropped it).
  const held = useRef(false)
  held.current ||= focusHeld()
  // Or a control focused since this was drawn and gone before a render saw it (a renderer may not
  // draw this component again while a child's control holds the focus).
  const drawnAt = useRef(lastFocus.serial)
  /** The element in use when `key` changed, while it may still go away; null once settled. */
  const watched = useRef<Element | null>(null)

  useEffect(() => {
    if (Object.is(seen.current, key)) return
    seen.current = key
    const wasHeld = held.current || focusDropped(drawnAt.current)
    held.current = false
    if (!wasHeld) return
    watched.current = focusHeld() ? document.activeElement : document.body
    settleWatch(watched, action)
    if (!watched.current) return
    const frame = requestAnimationFrame(() => settleWatch(watched, action))
    return () => cancelAnimationFrame(frame)
  }, [key])

  // Every later commit: the content may have been swapped after the change.
  useEffect(() => settleWatch(watched, action))
}

/** Refocuses once the watched control lost the focus; stops watching once the player moved it elsewhere. */
function settleWatch(watched: { current: Element | null }, action: { current: () => void }): void {
  const inUse = watched.current
  if (!inUse) return
  if (!focusHeld()) {
    watched.current = null
    action.current()
  } else if (document.activeElement !== inUse) {
    watched.current = null
  }
}
