import { createFileRoute } from '@tanstack/react-router'
import { DrawResultScreen } from '../features/itemhunt/DrawResultScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/itemhunt/result')({
  loader: () => loadFeatureCatalog('itemhunt'),
  component: DrawResultScreen,
})
