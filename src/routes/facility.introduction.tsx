import { createFileRoute } from '@tanstack/react-router'
import { INTRODUCTION_SECTIONS } from '../features/info/content/introduction.ts'
import { SectionsScreen } from '../features/info/SectionsScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/facility/introduction')({
  // The page's texts are the content catalog's.
  loader: () => loadFeatureCatalog('content'),
  component: () => <SectionsScreen path="/facility/introduction" sections={INTRODUCTION_SECTIONS} />,
})
