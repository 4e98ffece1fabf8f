import { notFound, redirect, rootRouteId } from '@tanstack/react-router'
import { decideAccess, needsSignIn, type RouteRule, type Viewer } from '../../domain/routeAccess.ts'
import type { RouterContext } from './routerContext.ts'
import { type AppPath, appPathOf, ROUTES } from './routeTable.ts'

type Match = { readonly routeId: string; readonly fullPath: string }

/** The table path of the screen a navigation leads to (its deepest match); none when nothing matched. */
export function destinationOf(matches: readonly Match[]): AppPath | undefined {
  const leaf = matches.at(-1)
  return leaf && leaf.routeId !== rootRouteId ? appPathOf(leaf.fullPath) : undefined
}

/** Whether the screen these matches show needs a signed-in player (to leave it on sign-out). */
export function showsSignedInScreen(matches: readonly Match[]): boolean {
  const path = destinationOf(matches)
  return path !== undefined && needsSignIn(ROUTES[path])
}

type GuardArgs = {
  readonly context: RouterContext
  readonly location: { readonly href: string }
  readonly matches: readonly Match[]
}

/**
 * The one route guard, run by the root route on every navigation: the route table's level and
 * access rules (spec section 2). Not found above the configured period level; the sign-in screen with
 * `continue` for a route that needs a signed-in player; not found for a staff route opened by
 * anyone else. While the player of an earlier visit is being restored, a player route opens at once
 * from what the device stored for them (offline too); src/main.tsx runs the guard again once the
 * restore settles. A staff route waits for the restore.
 */
export async function guardRoute({ context, location, matches }: GuardArgs): Promise<void> {
  const path = destinationOf(matches)
  if (path === undefined) return
  const rule = ROUTES[path]
  const decision = decideAccess(rule, await viewerFor(rule, context), location.href)
  if (decision.kind === 'not-found') throw notFound()
  if (decision.kind === 'login') throw redirect({ to: '/signuplogin', search: { continue: decision.continueTo } })
}

/** What the guard needs to know about the visitor for `rule`; a staff route waits for any restore. */
export async function viewerFor(rule: RouteRule, { session, periodLevel }: Pick<RouterContext, 'session' | 'periodLevel'>): Promise<Viewer> {
  if (rule.access === 'staff' && session.isRestoring()) await session.ready()
  const staff = rule.access === 'staff' && session.isSignedIn() ? await session.isStaff() : false
  return { periodLevel, signedIn: session.isSignedIn(), restoring: session.isRestoring(), staff }
}
