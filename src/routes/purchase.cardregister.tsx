import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../features/navigation/PlannedScreen.tsx'

export const Route = createFileRoute('/purchase/cardregister')({
  component: () => <PlannedScreen path="/purchase/cardregister" />,
})
