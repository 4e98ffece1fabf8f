import { createFileRoute } from '@tanstack/react-router'
import { CouponListScreen } from '../features/coupons/CouponListScreen.tsx'

export const Route = createFileRoute('/coupon/expired')({
  component: () => <CouponListScreen show="expired" />,
})
