/**
 * Who may open a screen (spec section 2), as pure rules. The facts of each route (its minimum period
 * level, access and title) live once, in the app's route table (src/shell/navigation/routeTable.ts);
 * the root route's guard applies these rules to them on every navigation.
 */

/** public: anyone; player: a signed-in player; staff: a signed-in player with the staff role. */
export type Access = 'public' | 'player' | 'staff'

/** The level a route exists from, on every installation (spec section 2: "always"). */
export const ALWAYS = 0

export type RouteRule = {
  /** The lowest configured period level at which the route exists. */
  readonly minLevel: number
  readonly access: Access
}

/** What the guard knows about the visitor and the installation when a navigation starts. */
export type Viewer = {
  readonly periodLevel: number
  readonly signedIn: boolean
  /** A player signed in on an earlier visit is being restored (the identity provider loads lazily). */
  readonly restoring: boolean
  /** Asked only for staff routes, once any restore has settled. */
  readonly staff: boolean
}

export type AccessDecision = { readonly kind: 'allow' } | { readonly kind: 'not-found' } | { readonly kind: 'login'; readonly continueTo: string }

export function isAvailable(rule: RouteRule, periodLevel: number): boolean {
  return rule.minLevel <= periodLevel
}

export function needsSignIn(rule: RouteRule): boolean {
  return rule.access !== 'public'
}

/**
 * What a navigation to a route may do:
 * - not found above the period level;
 * - a route that needs a sign-in, without a signed-in player: the sign-in screen with `continue`
 *   (while a player is being restored, a player route opens at once from what the device stored;
 *   the guard runs again once the restore settles);
 * - a staff route for a signed-in player without the staff role: not found, as if it did not exist;
 * - else allowed.
 */
export function decideAccess(rule: RouteRule, viewer: Viewer, href: string): AccessDecision {
  if (!isAvailable(rule, viewer.periodLevel)) return { kind: 'not-found' }
  if (!needsSignIn(rule)) return { kind: 'allow' }
  if (!viewer.signedIn) {
    if (viewer.restoring && rule.access === 'player') return { kind: 'allow' }
    return { kind: 'login', continueTo: href }
  }
  if (rule.access === 'staff' && !viewer.staff) return { kind: 'not-found' }
  return { kind: 'allow' }
}
