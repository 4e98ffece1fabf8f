import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../features/navigation/PlannedScreen.tsx'

export const Route = createFileRoute('/entry/ready/start/')({
  component: () => <PlannedScreen path="/entry/ready/start" />,
})
