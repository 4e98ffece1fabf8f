import { notFound, redirect } from '@tanstack/react-router'
import { appConfig } from '../../config.ts'
import { decideAccess } from '../../domain/routeAccess.ts'
import { session } from '../../data/auth/session.ts'

type GuardArgs = { location: { pathname: string; href: string } }

/**
 * Every route's `beforeLoad`: not found above the configured period level, the sign-in screen
 * with `continue` for a login route without a signed-in player.
 */
export function routeGuard({ location }: GuardArgs): void {
  const decision = decideAccess(location.pathname, location.href, appConfig.periodLevel, session.isSignedIn())
  if (decision.kind === 'not-found') throw notFound()
  if (decision.kind === 'login') {
    throw redirect({ to: '/signuplogin', search: { continue: decision.continueTo } })
  }
}
