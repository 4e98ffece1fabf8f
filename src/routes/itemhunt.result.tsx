import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../features/navigation/PlannedScreen.tsx'

export const Route = createFileRoute('/itemhunt/result')({
  component: () => <PlannedScreen path="/itemhunt/result" />,
})
