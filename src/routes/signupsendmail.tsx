import { createFileRoute, redirect } from '@tanstack/react-router'
import { readPendingSignUp } from '../data/repositories/pendingSignUpRepository.ts'
import { SendSignUpMailScreen } from '../features/account/SendSignUpMailScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/signupsendmail')({
  beforeLoad: () => {
    // The terms and the privacy policy come first (spec section 5).
    if (readPendingSignUp().agreedAt === undefined) throw redirect({ to: '/signuptop', replace: true })
  },
  loader: () => loadFeatureCatalog('account'),
  component: SendSignUpMailScreen,
})
