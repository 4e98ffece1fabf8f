let shown: string | undefined

/** Called once per resolved navigation with the screen now on display. */
export function recordNavigation(pathname: string): void {
  shown = pathname
}

/**
 * The screen on display when a navigation starts, i.e. the one being left; guards run before the
 * new screen resolves, so this is "the previous screen" of rules such as /entry/complete's.
 * Undefined on the first load of the page.
 */
export function screenBeingLeft(): string | undefined {
  return shown
}
