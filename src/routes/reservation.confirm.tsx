import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../features/navigation/PlannedScreen.tsx'

export const Route = createFileRoute('/reservation/confirm')({
  component: () => <PlannedScreen path="/reservation/confirm" />,
})
