import { createFileRoute, redirect } from '@tanstack/react-router'
import { stepAccess, stepPath } from '../domain/entry/entrySteps.ts'
import { ItemsStep } from '../features/entry/ItemsStep.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/entry-02')({
  beforeLoad: async ({ context }) => {
    const access = stepAccess(2, (await context.entryProgress()).stepsDone)
    if (!access.ok) throw redirect({ to: stepPath(access.redirectTo), replace: true })
  },
  // The collection's labels are the player catalog's.
  loader: () => Promise.all([loadFeatureCatalog('entry'), loadFeatureCatalog('player')]),
  component: ItemsStep,
})
