import { createFileRoute } from '@tanstack/react-router'
import { ItemHuntScreen } from '../features/itemhunt/ItemHuntScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/itemhunt/')({
  loader: () => loadFeatureCatalog('itemhunt'),
  component: ItemHuntScreen,
})
