import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../features/navigation/PlannedScreen.tsx'

export const Route = createFileRoute('/reservation/complete')({
  component: () => <PlannedScreen path="/reservation/complete" />,
})
