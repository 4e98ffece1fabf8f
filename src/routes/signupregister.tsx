import { createFileRoute } from '@tanstack/react-router'
import { SignUpDoneScreen } from '../features/account/SignUpDoneScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/signupregister')({
  loader: () => loadFeatureCatalog('account'),
  component: SignUpDoneScreen,
})
