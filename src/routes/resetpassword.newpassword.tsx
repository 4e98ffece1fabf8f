import { createFileRoute } from '@tanstack/react-router'
import { NewPasswordScreen } from '../features/account/NewPasswordScreen.tsx'
import { routeGuard } from '../features/navigation/guards.ts'

type NewPasswordSearch = { oobCode?: string }

export const Route = createFileRoute('/resetpassword/newpassword')({
  validateSearch: (search: Record<string, unknown>): NewPasswordSearch =>
    typeof search.oobCode === 'string' && /^[A-Za-z0-9_-]{1,512}$/.test(search.oobCode) ? { oobCode: search.oobCode } : {},
  beforeLoad: routeGuard,
  component: NewPasswordRoute,
})

function NewPasswordRoute() {
  const { oobCode } = Route.useSearch()
  return <NewPasswordScreen oobCode={oobCode} />
}
