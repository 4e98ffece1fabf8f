import { createFileRoute } from '@tanstack/react-router'
import { CouponListScreen } from '../features/coupons/CouponListScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/coupon/expired')({
  loader: () => loadFeatureCatalog('player'),
  component: () => <CouponListScreen show="expired" />,
})
