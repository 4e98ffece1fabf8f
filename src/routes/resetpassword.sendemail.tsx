import { createFileRoute } from '@tanstack/react-router'
import { resetMailSentSearchSchema } from '../domain/routeSearch.ts'
import { ResetMailSentScreen } from '../features/account/ResetPasswordScreens.tsx'

export const Route = createFileRoute('/resetpassword/sendemail')({
  validateSearch: resetMailSentSearchSchema,
  component: SentRoute,
})

function SentRoute() {
  const { email, sentAt } = Route.useSearch()
  return <ResetMailSentScreen email={email} sentAt={sentAt} />
}
