import { createFileRoute } from '@tanstack/react-router'
import { CouponSelectScreen } from '../features/entry/CouponScreens.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/entry/select/coupon')({
  loader: () => loadFeatureCatalog('entry'),
  component: CouponSelectScreen,
})
