import { createFileRoute } from '@tanstack/react-router'
import { NameAvatarStep } from '../features/entry/NameAvatarStep.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/entry-01')({
  loader: () => loadFeatureCatalog('entry'),
  component: NameAvatarStep,
})
