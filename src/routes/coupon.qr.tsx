import { createFileRoute } from '@tanstack/react-router'
import { couponCodeSearchSchema } from '../domain/routeSearch.ts'
import { CouponQrScreen } from '../features/coupons/CouponQrScreen.tsx'

export const Route = createFileRoute('/coupon/qr')({
  validateSearch: couponCodeSearchSchema,
  component: function CouponQrRoute() {
    const { code } = Route.useSearch()
    return <CouponQrScreen initialCode={code} />
  },
})
