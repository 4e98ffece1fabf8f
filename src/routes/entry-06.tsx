import { createFileRoute, redirect } from '@tanstack/react-router'
import { stepAccess, stepPath } from '../domain/entry/entrySteps.ts'
import { ConfirmStep } from '../features/entry/ConfirmStep.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/entry-06')({
  beforeLoad: async ({ context }) => {
    const access = stepAccess(6, (await context.entryProgress()).stepsDone)
    if (!access.ok) throw redirect({ to: stepPath(access.redirectTo), replace: true })
  },
  // The coupon card is the player catalog's.
  loader: () => Promise.all([loadFeatureCatalog('entry'), loadFeatureCatalog('player')]),
  component: ConfirmStep,
})
