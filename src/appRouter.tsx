import { I18nProvider } from '@lingui/react'
import { createRouter, RouterProvider, type RouterHistory } from '@tanstack/react-router'
import { StrictMode, useEffect } from 'react'
import { NotFoundScreen } from './shell/navigation/NotFoundScreen.tsx'
import { RouteErrorScreen } from './shell/navigation/RouteErrorScreen.tsx'
import type { RouterContext } from './shell/navigation/routerContext.ts'
import { i18n } from './i18n/i18n.ts'
import { routeTree } from './routeTree.gen.ts'

/**
 * The app's router over `history` (the browser's by default): one definition for the page
 * (src/router.tsx) and the build's pre-render (src/prerender/renderFrame.tsx), so both draw the
 * same tree.
 */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundScreen,
    defaultErrorComponent: RouteErrorScreen,
    scrollRestoration: false,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}

/** Runs `run` once the tree it is in has been committed (hydrated): it draws nothing. */
function AfterCommit({ run }: { readonly run: () => void }) {
  useEffect(run, [run])
  return null
}

/** The whole app: what the page hydrates or renders, and what the build pre-renders. `onShown` runs once it is committed. */
export function AppRoot({ router, onShown }: { readonly router: AppRouter; readonly onShown?: () => void }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
      {onShown ? <AfterCommit run={onShown} /> : null}
    </StrictMode>
  )
}
