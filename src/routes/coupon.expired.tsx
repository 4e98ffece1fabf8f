import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../features/navigation/PlannedScreen.tsx'

export const Route = createFileRoute('/coupon/expired')({
  component: () => <PlannedScreen path="/coupon/expired" />,
})
