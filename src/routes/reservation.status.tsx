import { createFileRoute } from '@tanstack/react-router'
import { routeGuard } from '../features/navigation/guards.ts'
import { PlannedScreen } from '../features/navigation/PlannedScreen.tsx'

export const Route = createFileRoute('/reservation/status')({
  beforeLoad: routeGuard,
  component: () => <PlannedScreen path="/reservation/status" />,
})
