import { createRootRoute } from '@tanstack/react-router'
import { AppLayout } from '../features/layout/AppLayout.tsx'
import { NotFoundScreen } from '../features/navigation/NotFoundScreen.tsx'
import { runNavigationChecks } from '../features/navigation/navigationChecks.ts'

export const Route = createRootRoute({
  beforeLoad: ({ location }) => runNavigationChecks(location),
  component: AppLayout,
  notFoundComponent: NotFoundScreen,
})
