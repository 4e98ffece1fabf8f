import { createFileRoute } from '@tanstack/react-router'
import { SignUpDoneScreen } from '../features/account/SignUpDoneScreen.tsx'
import { routeGuard } from '../features/navigation/guards.ts'

export const Route = createFileRoute('/signupregister')({
  beforeLoad: routeGuard,
  component: SignUpDoneScreen,
})
