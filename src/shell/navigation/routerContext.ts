import type { EntryProgress } from '../../domain/entryRules.ts'

/** What the route guard and the routes' own checks read about the signed-in player. */
export type RouteSession = {
  isSignedIn(): boolean
  /** A player signed in on an earlier visit is being restored (see src/data/auth/session.ts). */
  isRestoring(): boolean
  /** Resolves once any restore has settled. */
  ready(): Promise<void>
  /** Whether the signed-in player has the staff role (a claim of the identity provider). */
  isStaff(): Promise<boolean>
}

/**
 * The router's context (`createRootRouteWithContext`): everything guards and route checks need,
 * handed in once by src/router.tsx, so routes read no module-level singletons and tests can give a
 * router a context of their own.
 */
export type RouterContext = {
  /** Spec section 2: which features and routes exist on this installation. */
  readonly periodLevel: number
  readonly session: RouteSession
  /** The rules every navigation runs before the route table's (language, inactivity, maintenance). */
  checkNavigation(location: { readonly pathname: string; readonly searchStr: string }): Promise<void>
  /** The screen on display when a navigation starts (the one being left); undefined on the first load. */
  screenBeingLeft(): string | undefined
  /** The stored entry draft's progress (entry-ready, fast check-in), for /entry/complete. */
  entryProgress(): Promise<EntryProgress>
  /** Leaving or restarting the entry clears everything being edited (spec section 4). */
  clearEntryDraft(): Promise<void>
  /**
   * Whether the signed-in player's ticket could be fetched from the server and stored (the entry
   * made on another phone); false offline, signed out, or without an entered party.
   */
  restoreTicket(): Promise<boolean>
}
