import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../features/navigation/PlannedScreen.tsx'

export const Route = createFileRoute('/purchase/topolo')({
  component: () => <PlannedScreen path="/purchase/topolo" />,
})
