import { createFileRoute } from '@tanstack/react-router'
import { oobCodeSearchSchema } from '../domain/routeSearch.ts'
import { SignUpScreen } from '../features/account/SignUpScreen.tsx'
import { sessionRestored } from '../features/navigation/signInChecks.ts'

export const Route = createFileRoute('/signup')({
  validateSearch: oobCodeSearchSchema,
  // A refresh on the last step needs the restored player.
  beforeLoad: ({ context }) => sessionRestored(context.session),
  component: SignUpRoute,
})

function SignUpRoute() {
  const { oobCode } = Route.useSearch()
  return <SignUpScreen oobCode={oobCode} />
}
