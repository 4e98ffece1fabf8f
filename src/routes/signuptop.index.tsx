import { createFileRoute } from '@tanstack/react-router'
import { TermsAgreementScreen } from '../features/account/TermsAgreementScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/signuptop/')({
  // The terms are the content catalog's; the agreement's own texts the account catalog's.
  loader: () => Promise.all([loadFeatureCatalog('account'), loadFeatureCatalog('content')]),
  component: TermsAgreementScreen,
})
