import { createFileRoute } from '@tanstack/react-router'
import { EntryCouponQrScreen } from '../features/entry/CouponScreens.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/entry/coupon/qr')({
  loader: () => loadFeatureCatalog('entry'),
  component: EntryCouponQrScreen,
})
