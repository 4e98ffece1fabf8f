import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../features/navigation/PlannedScreen.tsx'

export const Route = createFileRoute('/entry/coupon/qr')({
  component: () => <PlannedScreen path="/entry/coupon/qr" />,
})
