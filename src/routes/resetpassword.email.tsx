import { createFileRoute } from '@tanstack/react-router'
import { ResetEmailScreen } from '../features/account/ResetPasswordScreens.tsx'
import { routeGuard } from '../features/navigation/guards.ts'

export const Route = createFileRoute('/resetpassword/email')({
  beforeLoad: routeGuard,
  component: ResetEmailScreen,
})
