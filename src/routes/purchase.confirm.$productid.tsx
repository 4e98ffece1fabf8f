import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../features/navigation/PlannedScreen.tsx'

export const Route = createFileRoute('/purchase/confirm/$productid')({
  component: () => <PlannedScreen path="/purchase/confirm/$productid" />,
})
