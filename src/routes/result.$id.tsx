import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../features/navigation/PlannedScreen.tsx'

export const Route = createFileRoute('/result/$id')({
  component: () => <PlannedScreen path="/result/$id" />,
})
