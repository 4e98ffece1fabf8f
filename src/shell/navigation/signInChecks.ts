import { redirect } from '@tanstack/react-router'
import type { RouteSession } from './routerContext.ts'

// Checks of the screens around signing in, for their routes' own beforeLoad.

/** Waits for a player signed in on an earlier visit to be restored (no wait otherwise). */
export async function sessionRestored(session: RouteSession): Promise<void> {
  if (session.isRestoring()) await session.ready()
}

/** For the sign-in screen: an already signed-in player goes on to where they were heading. */
export async function redirectIfSignedIn(session: RouteSession, next: string | undefined): Promise<void> {
  await sessionRestored(session)
  if (session.isSignedIn()) throw redirect({ href: next ?? '/mypage', replace: true })
}
