import { createFileRoute } from '@tanstack/react-router'
import { oobCodeSearchSchema } from '../domain/routeSearch.ts'
import { NewPasswordScreen } from '../features/account/NewPasswordScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/resetpassword/newpassword')({
  validateSearch: oobCodeSearchSchema,
  loader: () => loadFeatureCatalog('account'),
  component: NewPasswordRoute,
})

function NewPasswordRoute() {
  const { oobCode } = Route.useSearch()
  return <NewPasswordScreen oobCode={oobCode} />
}
