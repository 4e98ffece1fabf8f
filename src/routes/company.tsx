import { createFileRoute } from '@tanstack/react-router'
import { COMPANY_SECTIONS } from '../features/info/content/company.ts'
import { SectionsScreen } from '../features/info/SectionsScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/company')({
  // The page's texts are the content catalog's.
  loader: () => loadFeatureCatalog('content'),
  component: () => <SectionsScreen path="/company" sections={COMPANY_SECTIONS} />,
})
