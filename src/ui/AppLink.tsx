import { useRouter } from '@tanstack/react-router'
import type { MouseEvent, ReactNode } from 'react'
import type { FileRoutesByTo } from '../routeTree.gen.ts'

/** A screen's address, as the router knows it. */
type AppPath = keyof FileRoutesByTo

/**
 * A link to a screen of the app, for the links every screen draws (the header's brand, the footer,
 * My Page's menu): a plain `<a href>` that navigates inside the app on a plain click, and starts
 * loading the screen (its code and checks) when the pointer comes onto it or it takes the focus,
 * as the router's own Link does. The router's Link also works out its address, active state and
 * preloading on every render: about 1 ms each on a mid-range phone, a quarter of My Page's first
 * render with fourteen of them (docs/performance.md). Links that need an active state, search
 * parameters or a hash keep the router's Link.
 */
/** A left click without a modifier: the app follows it itself; any other the browser handles (a new tab, a download). */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

export function AppLink({ to, children, className, testId }: { to: AppPath; children: ReactNode; className?: string; testId?: string }) {
  const router = useRouter()
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return
    event.preventDefault()
    void router.navigate({ to })
  }
  function preload() {
    router.preloadRoute({ to }).catch((error: unknown) => console.warn('could not preload the next screen', error))
  }
  return (
    <a href={to} className={className} data-testid={testId} onClick={follow} onPointerEnter={preload} onFocus={preload}>
      {children}
    </a>
  )
}
