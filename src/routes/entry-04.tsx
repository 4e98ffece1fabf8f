import { createFileRoute, redirect } from '@tanstack/react-router'
import { stepAccess, stepPath } from '../domain/entry/entrySteps.ts'
import { CouponStep } from '../features/entry/CouponScreens.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/entry-04')({
  beforeLoad: async ({ context }) => {
    const access = stepAccess(4, (await context.entryProgress()).stepsDone)
    if (!access.ok) throw redirect({ to: stepPath(access.redirectTo), replace: true })
  },
  // The coupon cards and the coupon's QR code are the player catalog's.
  loader: () => Promise.all([loadFeatureCatalog('entry'), loadFeatureCatalog('player')]),
  component: CouponStep,
})
