import { createFileRoute } from '@tanstack/react-router'
import { oobCodeSearchSchema } from '../domain/routeSearch.ts'
import { NewPasswordScreen } from '../features/account/NewPasswordScreen.tsx'

export const Route = createFileRoute('/resetpassword/newpassword')({
  validateSearch: oobCodeSearchSchema,
  component: NewPasswordRoute,
})

function NewPasswordRoute() {
  const { oobCode } = Route.useSearch()
  return <NewPasswordScreen oobCode={oobCode} />
}
