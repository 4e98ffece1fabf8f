import { createFileRoute } from '@tanstack/react-router'
import { MaintenanceScreen } from '../features/info/MaintenanceScreen.tsx'

export const Route = createFileRoute('/maintenance')({
  component: MaintenanceScreen,
})
