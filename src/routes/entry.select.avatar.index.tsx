import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../features/navigation/PlannedScreen.tsx'

export const Route = createFileRoute('/entry/select/avatar/')({
  component: () => <PlannedScreen path="/entry/select/avatar" />,
})
