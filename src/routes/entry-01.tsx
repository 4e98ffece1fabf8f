import { createFileRoute } from '@tanstack/react-router'
import { NameAvatarStep } from '../features/entry/NameAvatarStep.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/entry-01')({
  // The name and reading fields and their rules are the account catalog's.
  loader: () => Promise.all([loadFeatureCatalog('entry'), loadFeatureCatalog('account')]),
  component: NameAvatarStep,
})
