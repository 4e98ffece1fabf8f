import { createFileRoute } from '@tanstack/react-router'
import { EntryCouponQrScreen } from '../features/entry/CouponScreens.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/entry/coupon/qr')({
  // The coupon cards and the coupon's QR code are the player catalog's.
  loader: () => Promise.all([loadFeatureCatalog('entry'), loadFeatureCatalog('player')]),
  component: EntryCouponQrScreen,
})
