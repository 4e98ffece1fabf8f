import { createFileRoute } from '@tanstack/react-router'
import { LicenseListScreen } from '../features/info/LicenseListScreen.tsx'
import { routeGuard } from '../features/navigation/guards.ts'

export const Route = createFileRoute('/licenselist')({
  beforeLoad: routeGuard,
  component: LicenseListScreen,
})
