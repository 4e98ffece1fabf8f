import { createFileRoute, redirect } from '@tanstack/react-router'
import { stepAccess, stepPath } from '../domain/entry/entrySteps.ts'
import { PartyStep } from '../features/entry/PartyStep.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/entry-05')({
  beforeLoad: async ({ context }) => {
    const access = stepAccess(5, (await context.entryProgress()).stepsDone)
    if (!access.ok) throw redirect({ to: stepPath(access.redirectTo), replace: true })
  },
  // The party's name and reading fields and their rules are the account catalog's.
  loader: () => Promise.all([loadFeatureCatalog('entry'), loadFeatureCatalog('account')]),
  component: PartyStep,
})
