import { createFileRoute } from '@tanstack/react-router'
import { couponCodeSearchSchema } from '../domain/routeSearch.ts'
import { CouponQrScreen } from '../features/coupons/CouponQrScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/coupon/qr')({
  validateSearch: couponCodeSearchSchema,
  loader: () => loadFeatureCatalog('player'),
  component: function CouponQrRoute() {
    const { code } = Route.useSearch()
    return <CouponQrScreen initialCode={code} />
  },
})
