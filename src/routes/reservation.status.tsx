import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../features/navigation/PlannedScreen.tsx'

export const Route = createFileRoute('/reservation/status')({
  component: () => <PlannedScreen path="/reservation/status" />,
})
