import { createRootRouteWithContext } from '@tanstack/react-router'
import { AppLayout } from '../features/layout/AppLayout.tsx'
import { NotFoundScreen } from '../features/navigation/NotFoundScreen.tsx'
import { guardRoute } from '../features/navigation/routeGuard.ts'
import type { RouterContext } from '../features/navigation/routerContext.ts'

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every navigation: the checks of spec section 2 (language, inactivity, maintenance), then the
  // route table's level and access rules for the screen it leads to.
  beforeLoad: async (args) => {
    await args.context.checkNavigation(args.location)
    await guardRoute(args)
  },
  component: AppLayout,
  notFoundComponent: NotFoundScreen,
})
