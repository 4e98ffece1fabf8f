import { createFileRoute } from '@tanstack/react-router'
import { FacilityInformationScreen } from '../features/info/FacilityInformationScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/facility/information/')({
  // The page's texts are the content catalog's.
  loader: () => loadFeatureCatalog('content'),
  component: FacilityInformationScreen,
})
