import { createFileRoute } from '@tanstack/react-router'
import { TermsAgreementScreen } from '../features/account/TermsAgreementScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/signuptop/')({
  // The page's texts are the content catalog's.
  loader: () => loadFeatureCatalog('content'),
  component: TermsAgreementScreen,
})
