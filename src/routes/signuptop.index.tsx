import { createFileRoute } from '@tanstack/react-router'
import { TermsAgreementScreen } from '../features/account/TermsAgreementScreen.tsx'

export const Route = createFileRoute('/signuptop/')({
  component: TermsAgreementScreen,
})
