import { createFileRoute } from '@tanstack/react-router'
import { ClearerScreen } from '../features/community/ClearerScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/news/clearer')({
  loader: () => loadFeatureCatalog('community'),
  component: ClearerScreen,
})
