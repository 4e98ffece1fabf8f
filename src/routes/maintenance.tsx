import { createFileRoute } from '@tanstack/react-router'
import { MaintenanceScreen } from '../features/info/MaintenanceScreen.tsx'
import { routeGuard } from '../features/navigation/guards.ts'

export const Route = createFileRoute('/maintenance')({
  beforeLoad: routeGuard,
  component: MaintenanceScreen,
})
