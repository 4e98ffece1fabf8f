import { createFileRoute } from '@tanstack/react-router'
import { ChangeInformationScreen } from '../features/account/ChangeInformationScreen.tsx'
import { routeGuard } from '../features/navigation/guards.ts'

export const Route = createFileRoute('/changeinformation')({
  beforeLoad: routeGuard,
  component: ChangeInformationScreen,
})
