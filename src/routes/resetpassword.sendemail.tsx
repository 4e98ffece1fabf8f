import { createFileRoute } from '@tanstack/react-router'
import { checkEmail } from '../domain/account/accountRules.ts'
import { ResetMailSentScreen } from '../features/account/ResetPasswordScreens.tsx'
import { routeGuard } from '../features/navigation/guards.ts'

type SentSearch = { email?: string; sentAt?: number }

export const Route = createFileRoute('/resetpassword/sendemail')({
  validateSearch: (search: Record<string, unknown>): SentSearch => ({
    ...(typeof search.email === 'string' && checkEmail(search.email).ok ? { email: search.email } : {}),
    ...(typeof search.sentAt === 'number' && Number.isFinite(search.sentAt) ? { sentAt: search.sentAt } : {}),
  }),
  beforeLoad: routeGuard,
  component: SentRoute,
})

function SentRoute() {
  const { email, sentAt } = Route.useSearch()
  return <ResetMailSentScreen email={email} sentAt={sentAt} />
}
