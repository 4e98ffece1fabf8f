import { createFileRoute } from '@tanstack/react-router'
import { TERMS_SECTIONS } from '../features/info/content/terms.ts'
import { SectionsScreen } from '../features/info/SectionsScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/terms')({
  // The page's texts are the content catalog's.
  loader: () => loadFeatureCatalog('content'),
  component: () => <SectionsScreen path="/terms" sections={TERMS_SECTIONS} contents />,
})
