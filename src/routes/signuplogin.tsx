import { createFileRoute } from '@tanstack/react-router'
import { continueSearchSchema } from '../domain/routeSearch.ts'
import { LoginScreen } from '../features/account/LoginScreen.tsx'
import { redirectIfSignedIn } from '../features/navigation/signInChecks.ts'

export const Route = createFileRoute('/signuplogin')({
  validateSearch: continueSearchSchema,
  beforeLoad: ({ context, search }) => redirectIfSignedIn(context.session, search.continue),
  component: LoginRoute,
})

function LoginRoute() {
  const { continue: next } = Route.useSearch()
  return <LoginScreen next={next} />
}
