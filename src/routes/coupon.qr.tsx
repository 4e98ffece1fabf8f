import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../features/navigation/PlannedScreen.tsx'

export const Route = createFileRoute('/coupon/qr')({
  component: () => <PlannedScreen path="/coupon/qr" />,
})
