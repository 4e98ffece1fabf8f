import { createRouter } from '@tanstack/react-router'
import { appConfig } from './config.ts'
import { session } from './data/auth/session.ts'
import { runNavigationChecks } from './features/navigation/navigationChecks.ts'
import { screenBeingLeft } from './features/navigation/navigationHistory.ts'
import { NotFoundScreen } from './features/navigation/NotFoundScreen.tsx'
import { RouteErrorScreen } from './features/navigation/RouteErrorScreen.tsx'
import type { RouterContext } from './features/navigation/routerContext.ts'
import { routeTree } from './routeTree.gen.ts'

/** The entry draft lives in IndexedDB (Dexie), which the first load of the top page leaves out. */
const entryDrafts = () => import('./data/repositories/entryDraftRepository.ts')

export const routerContext: RouterContext = {
  periodLevel: appConfig.periodLevel,
  session,
  checkNavigation: runNavigationChecks,
  screenBeingLeft,
  entryProgress: async () => (await entryDrafts()).readEntryProgress(),
  clearEntryDraft: async () => (await entryDrafts()).clearEntryDraft(),
}

export const router = createRouter({
  routeTree,
  context: routerContext,
  defaultPreload: 'intent',
  defaultNotFoundComponent: NotFoundScreen,
  defaultErrorComponent: RouteErrorScreen,
  scrollRestoration: false,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
