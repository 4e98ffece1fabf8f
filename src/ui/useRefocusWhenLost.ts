import { useEffect, useEffectEvent, useRef } from 'react'

function isDisabled(element: Element): boolean {
  return (element instanceof HTMLButtonElement || element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) && element.disabled
}

/** Whether a control still holds the keyboard focus (not the page itself, not one that went away or was disabled). */
function focusHeld(): boolean {
  const active = document.activeElement
  if (!active || active === document.body || !active.isConnected) return false
  return !isDisabled(active)
}

/**
 * Content swapped in place (a step done without leaving the screen, a form replaced by its result,
 * a button disabled once pressed) drops the keyboard focus to the page: the next Tab starts again
 * from the top and a screen reader loses its place. When `key` changes and the focus, held before,
 * is lost, `refocus` puts it in the new content. It never moves a focus that is still held.
 *
 * "Held before" is whether a control held the focus at any moment since `key` last changed (or the
 * caller was drawn): seen then, or taken since (a `focusin`), also by a child's control while the
 * caller did not render. It is not read while rendering: the commit that swaps the content has
 * already taken the focused element away when effects run, so the focus is followed as it moves.
 *
 * The content may be swapped a render or a frame after `key` changed (a stored draft and the
 * screen's own state update apart, a disabled button blurred at the next frame): until the focus is
 * lost or the player moves it elsewhere, the control in use at the change is watched.
 */
export function useRefocusWhenLost(key: unknown, refocus: () => void): void {
  const action = useEffectEvent(refocus)
  const seen = useRef(key)
  /** Whether a control held the focus since the last change. */
  const held = useRef(false)
  /** The element in use when `key` changed, while it may still go away; null once settled. */
  const watched = useRef<Element | null>(null)

  useEffect(() => {
    held.current ||= focusHeld()
    const taken = () => {
      held.current = true
    }
    document.addEventListener('focusin', taken, true)
    return () => document.removeEventListener('focusin', taken, true)
  }, [])

  useEffect(() => {
    if (Object.is(seen.current, key)) return
    seen.current = key
    const wasHeld = held.current
    held.current = focusHeld()
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
function settleWatch(watched: { current: Element | null }, action: () => void): void {
  const inUse = watched.current
  if (!inUse) return
  if (!focusHeld()) {
    watched.current = null
    action()
  } else if (document.activeElement !== inUse) {
    watched.current = null
  }
}
