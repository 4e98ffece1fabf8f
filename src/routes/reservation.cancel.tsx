import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../features/navigation/PlannedScreen.tsx'

export const Route = createFileRoute('/reservation/cancel')({
  component: () => <PlannedScreen path="/reservation/cancel" />,
})
