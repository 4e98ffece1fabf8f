import { createFileRoute } from '@tanstack/react-router'
import { FAQ_SECTIONS } from '../features/info/content/faq.ts'
import { SectionsScreen } from '../features/info/SectionsScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/faq')({
  // The page's texts are the content catalog's.
  loader: () => loadFeatureCatalog('content'),
  component: () => <SectionsScreen path="/faq" sections={FAQ_SECTIONS} contents />,
})
