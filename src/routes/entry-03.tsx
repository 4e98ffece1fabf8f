import { createFileRoute, redirect } from '@tanstack/react-router'
import { stepAccess, stepPath } from '../domain/entry/entrySteps.ts'
import { SpiritStep } from '../features/entry/SpiritScreens.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/entry-03')({
  beforeLoad: async ({ context }) => {
    const access = stepAccess(3, (await context.entryProgress()).stepsDone)
    if (!access.ok) throw redirect({ to: stepPath(access.redirectTo), replace: true })
  },
  loader: () => loadFeatureCatalog('entry'),
  component: SpiritStep,
})
