import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../features/navigation/PlannedScreen.tsx'

export const Route = createFileRoute('/reservation/play')({
  component: () => <PlannedScreen path="/reservation/play" />,
})
