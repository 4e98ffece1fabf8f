import { createFileRoute } from '@tanstack/react-router'
import { SignUpScreen } from '../features/account/SignUpScreen.tsx'
import { routeGuard, sessionRestored } from '../features/navigation/guards.ts'

type SignUpSearch = { oobCode?: string }

export const Route = createFileRoute('/signup')({
  validateSearch: (search: Record<string, unknown>): SignUpSearch =>
    typeof search.oobCode === 'string' && /^[A-Za-z0-9_-]{1,512}$/.test(search.oobCode) ? { oobCode: search.oobCode } : {},
  beforeLoad: async (args) => {
    await routeGuard(args)
    // A refresh on the last step needs the restored player.
    await sessionRestored()
  },
  component: SignUpRoute,
})

function SignUpRoute() {
  const { oobCode } = Route.useSearch()
  return <SignUpScreen oobCode={oobCode} />
}
