import { createFileRoute } from '@tanstack/react-router'
import { AboutScreen } from '../features/itemhunt/AboutScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/itemhunt/about')({
  loader: () => loadFeatureCatalog('itemhunt'),
  component: AboutScreen,
})
