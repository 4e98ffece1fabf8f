import { createFileRoute } from '@tanstack/react-router'
import { ItemListScreen } from '../features/collection/ItemListScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/mypage/list/item/popup')({
  loader: () => loadFeatureCatalog('player'),
  component: ItemListScreen,
})
