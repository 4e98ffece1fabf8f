import { createFileRoute } from '@tanstack/react-router'
import { continueSearchSchema } from '../domain/routeSearch.ts'
import { LoginScreen } from '../features/account/LoginScreen.tsx'
import { redirectIfSignedIn } from '../shell/navigation/signInChecks.ts'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/signuplogin')({
  validateSearch: continueSearchSchema,
  beforeLoad: ({ context, search }) => redirectIfSignedIn(context.session, search.continue),
  loader: () => loadFeatureCatalog('account'),
  component: LoginRoute,
})

function LoginRoute() {
  const { continue: next } = Route.useSearch()
  return <LoginScreen next={next} />
}
