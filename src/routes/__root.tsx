import { createRootRouteWithContext } from '@tanstack/react-router'
import { AppLayout } from '../shell/layout/AppLayout.tsx'
import { NotFoundScreen } from '../shell/navigation/NotFoundScreen.tsx'
import { guardRoute } from '../shell/navigation/routeGuard.ts'
import type { RouterContext } from '../shell/navigation/routerContext.ts'

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
