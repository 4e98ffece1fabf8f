import { createFileRoute } from '@tanstack/react-router'
import { safeContinuePath } from '../domain/actionRedirect.ts'
import { routeGuard } from '../features/navigation/guards.ts'
import { PlannedScreen } from '../features/navigation/PlannedScreen.tsx'

type LoginSearch = { continue?: string }

export const Route = createFileRoute('/signuplogin')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => {
    const next = safeContinuePath(search.continue)
    return next === undefined ? {} : { continue: next }
  },
  beforeLoad: routeGuard,
  component: () => <PlannedScreen path="/signuplogin" />,
})
