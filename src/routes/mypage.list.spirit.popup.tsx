import { createFileRoute } from '@tanstack/react-router'
import { SpiritListScreen } from '../features/collection/SpiritListScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/mypage/list/spirit/popup')({
  loader: () => loadFeatureCatalog('player'),
  component: SpiritListScreen,
})
