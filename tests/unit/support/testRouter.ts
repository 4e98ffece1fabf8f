import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { Session } from '../../../src/data/auth/session.ts'
import { clearEntryDraft, readEntryProgress } from '../../../src/data/repositories/entryDraftRepository.ts'
import type { RouterContext } from '../../../src/shell/navigation/routerContext.ts'
import { routeTree } from '../../../src/routeTree.gen.ts'

/** Where a navigation ended: the address shown, and whether the not-found screen is shown. */
export type Outcome = { readonly href: string; readonly notFound: boolean }

/**
 * The app's real route tree in a router of the test's own (memory history), with a context the test
 * controls: a fresh session, no language/maintenance checks, the real entry-draft repository (on
 * fake-indexeddb; no ticket from the server). Every navigation runs the root guard and the routes' own checks as in the app.
 */
export function testRouter(overrides: Partial<Omit<RouterContext, 'session'>> = {}) {
  const session = new Session()
  const context: RouterContext = {
    periodLevel: 6,
    session,
    checkNavigation: async () => undefined,
    screenBeingLeft: () => undefined,
    entryProgress: readEntryProgress,
    clearEntryDraft,
    // Signed out, or no server: no ticket to fetch unless a test hands one in.
    restoreTicket: async () => false,
    ...overrides,
  }
  const router = createRouter({ routeTree, context, history: createMemoryHistory({ initialEntries: ['/'] }) })

  /** Navigates to `href` and answers where the navigation ended. */
  async function visit(href: string): Promise<Outcome> {
    await router.navigate({ href })
    const { location, matches } = router.state
    const notFound = matches.some((match) => match.status === 'notFound' || match._notFound === true)
    return { href: `${location.pathname}${location.searchStr}${location.hash ? `#${location.hash}` : ''}`, notFound }
  }

  return { router, session, visit }
}

export const signedInUser = (staff = false) => ({
  uid: 'u1',
  email: 'player@example.com',
  getIdToken: async () => 'token',
  isStaff: async () => staff,
})
