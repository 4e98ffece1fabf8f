import { createFileRoute } from '@tanstack/react-router'
import { COMMERCE_SECTIONS } from '../features/info/content/commerce.ts'
import { SectionsScreen } from '../features/info/SectionsScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/commerce')({
  // The page's texts are the content catalog's.
  loader: () => loadFeatureCatalog('content'),
  component: () => <SectionsScreen path="/commerce" sections={COMMERCE_SECTIONS} />,
})
