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
  // A login route while a player signed in on an earlier visit is still being restored: wait for
  // the restore before deciding. Every other screen decides at once.
  if (session.isRestoring() && !session.isSignedIn()) {
    const first = decideAccess(location.pathname, location.href, appConfig.periodLevel, false)
    if (first.kind === 'login') return session.ready().then(decide)
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
