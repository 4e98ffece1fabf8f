import { createFileRoute } from '@tanstack/react-router'
import { ResetDoneScreen } from '../features/account/ResetPasswordScreens.tsx'
import { routeGuard } from '../features/navigation/guards.ts'

export const Route = createFileRoute('/resetpassword/done')({
  beforeLoad: routeGuard,
  component: ResetDoneScreen,
})
