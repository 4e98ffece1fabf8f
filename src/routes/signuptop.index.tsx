import { createFileRoute } from '@tanstack/react-router'
import { TermsAgreementScreen } from '../features/account/TermsAgreementScreen.tsx'
import { routeGuard } from '../features/navigation/guards.ts'

export const Route = createFileRoute('/signuptop/')({
  beforeLoad: routeGuard,
  component: TermsAgreementScreen,
})
