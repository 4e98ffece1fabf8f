import { createFileRoute } from '@tanstack/react-router'
import { safeContinuePath } from '../domain/actionRedirect.ts'
import { LoginScreen } from '../features/account/LoginScreen.tsx'
import { redirectIfSignedIn, routeGuard } from '../features/navigation/guards.ts'

type LoginSearch = { continue?: string }

export const Route = createFileRoute('/signuplogin')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => {
    const next = safeContinuePath(search.continue)
    return next === undefined ? {} : { continue: next }
  },
  beforeLoad: async (args) => {
    await routeGuard(args)
    await redirectIfSignedIn(args.search.continue)
  },
  component: LoginRoute,
})

function LoginRoute() {
  const { continue: next } = Route.useSearch()
  return <LoginScreen next={next} />
}
