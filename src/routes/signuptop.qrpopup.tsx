import { createFileRoute } from '@tanstack/react-router'
import { routeGuard } from '../features/navigation/guards.ts'
import { PlannedScreen } from '../features/navigation/PlannedScreen.tsx'

export const Route = createFileRoute('/signuptop/qrpopup')({
  beforeLoad: routeGuard,
  component: () => <PlannedScreen path="/signuptop/qrpopup" />,
})
