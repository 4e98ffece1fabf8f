import { createAppRouter } from './appRouter.tsx'
import { appConfig } from './config.ts'
import { session } from './data/auth/session.ts'
import { runNavigationChecks } from './shell/navigation/navigationChecks.ts'
import { screenBeingLeft } from './shell/navigation/navigationHistory.ts'
import type { RouterContext } from './shell/navigation/routerContext.ts'

/** The entry draft lives in IndexedDB (Dexie), which the first load of the top page leaves out. */
const entryDrafts = () => import('./data/repositories/entryDraftRepository.ts')

export const routerContext: RouterContext = {
  periodLevel: appConfig.periodLevel,
  session,
  checkNavigation: runNavigationChecks,
  screenBeingLeft,
  entryProgress: async () => (await entryDrafts()).readEntryProgress(),
  clearEntryDraft: async () => (await entryDrafts()).clearEntryDraft(),
  restoreTicket: async () => {
    if (!session.isSignedIn()) return false
    try {
      return (await (await import('./data/repositories/entryRepository.ts')).restoreTicket()) !== null
    } catch (error) {
      console.warn('could not restore the ticket', error)
      return false
    }
  },
}

/** The page's router, over the browser's history. */
export const router = createAppRouter(routerContext)
