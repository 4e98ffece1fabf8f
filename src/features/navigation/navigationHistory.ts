let current: string | undefined
let previous: string | undefined

/** Called once per resolved navigation. */
export function recordNavigation(pathname: string): void {
  if (pathname === current) return
  previous = current
  current = pathname
}

/** The pathname shown before the current one (for rules such as /entry/complete's). */
export function previousPathname(): string | undefined {
  return previous
}
