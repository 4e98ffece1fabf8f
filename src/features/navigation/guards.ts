import { notFound, redirect } from '@tanstack/react-router'
import { appConfig } from '../../config.ts'
import { decideAccess } from '../../domain/routeAccess.ts'
import { session } from '../../data/auth/session.ts'

type GuardArgs = { location: { pathname: string; href: string } }

/**
 * Every route's `beforeLoad`: not found above the configured period level, the sign-in screen
 * with `continue` for a login route without a signed-in player.
 */
export function routeGuard({ location }: GuardArgs): void | Promise<void> {
  const decide = () => {
    const decision = decideAccess(location.pathname, location.href, appConfig.periodLevel, session.isSignedIn())
    if (decision.kind === 'not-found') throw notFound()
    if (decision.kind === 'login') {
      throw redirect({ to: '/signuplogin', search: { continue: decision.continueTo } })
    }
  }
  // While the player signed in on an earlier visit is being restored, a login route opens at once
  // from what this device stored for them (offline too); the identity provider then confirms the
  // sign-in, or the router checks the route again (src/main.tsx) and this sends the visitor to the
  // sign-in screen. API calls wait for the restore before they send the token.
  if (session.isRestoring() && !session.isSignedIn()) {
    const first = decideAccess(location.pathname, location.href, appConfig.periodLevel, false)
    if (first.kind === 'login') return
  }
  decide()
}

/** Waits for a player signed in on an earlier visit to be restored (no wait otherwise). */
export async function sessionRestored(): Promise<void> {
  if (session.isRestoring()) await session.ready()
}

/** For the sign-in screen: an already signed-in player goes on to where they were heading. */
export async function redirectIfSignedIn(next: string | undefined): Promise<void> {
  await sessionRestored()
  if (session.isSignedIn()) throw redirect({ href: next ?? '/mypage', replace: true })
}
