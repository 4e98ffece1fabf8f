import { createFileRoute } from '@tanstack/react-router'
import { TitleListScreen } from '../features/collection/TitleListScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/title/list/popup')({
  loader: () => loadFeatureCatalog('player'),
  component: () => <TitleListScreen popup />,
})
