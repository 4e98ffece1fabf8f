import { createFileRoute } from '@tanstack/react-router'
import { CREATION_SECTIONS } from '../features/info/content/creation.ts'
import { SectionsScreen } from '../features/info/SectionsScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/creation')({
  // The page's texts are the content catalog's.
  loader: () => loadFeatureCatalog('content'),
  component: () => <SectionsScreen path="/creation" sections={CREATION_SECTIONS} />,
})
