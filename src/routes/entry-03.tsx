import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../features/navigation/PlannedScreen.tsx'

export const Route = createFileRoute('/entry-03')({
  component: () => <PlannedScreen path="/entry-03" />,
})
