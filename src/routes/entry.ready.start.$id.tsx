import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../features/navigation/PlannedScreen.tsx'

export const Route = createFileRoute('/entry/ready/start/$id')({
  component: () => <PlannedScreen path="/entry/ready/start/$id" />,
})
