import { createFileRoute } from '@tanstack/react-router'
import { resetMailSentSearchSchema } from '../domain/routeSearch.ts'
import { ResetMailSentScreen } from '../features/account/ResetPasswordScreens.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/resetpassword/sendemail')({
  validateSearch: resetMailSentSearchSchema,
  loader: () => loadFeatureCatalog('account'),
  component: SentRoute,
})

function SentRoute() {
  const { email, sentAt } = Route.useSearch()
  return <ResetMailSentScreen email={email} sentAt={sentAt} />
}
