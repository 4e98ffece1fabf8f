import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../features/navigation/PlannedScreen.tsx'

export const Route = createFileRoute('/entry-02')({
  component: () => <PlannedScreen path="/entry-02" />,
})
