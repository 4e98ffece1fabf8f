import { createFileRoute } from '@tanstack/react-router'
import { SpiritSelectScreen } from '../features/entry/SpiritScreens.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/entry/select/spirit/')({
  loader: () => loadFeatureCatalog('entry'),
  component: SpiritSelectScreen,
})
