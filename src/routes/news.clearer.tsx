import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../features/navigation/PlannedScreen.tsx'

export const Route = createFileRoute('/news/clearer')({
  component: () => <PlannedScreen path="/news/clearer" />,
})
