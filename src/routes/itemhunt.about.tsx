import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../features/navigation/PlannedScreen.tsx'

export const Route = createFileRoute('/itemhunt/about')({
  component: () => <PlannedScreen path="/itemhunt/about" />,
})
