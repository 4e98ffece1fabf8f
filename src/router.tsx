import { createRouter } from '@tanstack/react-router'
import { NotFoundScreen } from './features/navigation/NotFoundScreen.tsx'
import { RouteErrorScreen } from './features/navigation/RouteErrorScreen.tsx'
import { routeTree } from './routeTree.gen.ts'

export const router = createRouter({
  routeTree,
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
