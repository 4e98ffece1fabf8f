import { createFileRoute } from '@tanstack/react-router'
import { NOTICE_SECTIONS } from '../features/info/content/notice.ts'
import { SectionsScreen } from '../features/info/SectionsScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/notice')({
  // The page's texts are the content catalog's.
  loader: () => loadFeatureCatalog('content'),
  component: () => <SectionsScreen path="/notice" sections={NOTICE_SECTIONS} />,
})
