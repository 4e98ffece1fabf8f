import { createFileRoute } from '@tanstack/react-router'
import { CorporateScreen } from '../features/corporate/CorporateScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

/** /corporate: the page for companies and groups, with its inquiry form. */
export const Route = createFileRoute('/corporate')({
  loader: () => loadFeatureCatalog('corporate'),
  component: CorporateScreen,
})
