import { createFileRoute } from '@tanstack/react-router'
import { oobCodeSearchSchema } from '../domain/routeSearch.ts'
import { SignUpScreen } from '../features/account/SignUpScreen.tsx'
import { sessionRestored } from '../shell/navigation/signInChecks.ts'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/signup')({
  validateSearch: oobCodeSearchSchema,
  // A refresh on the last step needs the restored player.
  beforeLoad: ({ context }) => sessionRestored(context.session),
  loader: () => loadFeatureCatalog('account'),
  component: SignUpRoute,
})

function SignUpRoute() {
  const { oobCode } = Route.useSearch()
  return <SignUpScreen oobCode={oobCode} />
}
