import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../features/navigation/PlannedScreen.tsx'

export const Route = createFileRoute('/itemhunt/rate/$id')({
  component: () => <PlannedScreen path="/itemhunt/rate/$id" />,
})
