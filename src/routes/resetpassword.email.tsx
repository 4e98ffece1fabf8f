import { createFileRoute } from '@tanstack/react-router'
import { ResetEmailScreen } from '../features/account/ResetPasswordScreens.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/resetpassword/email')({
  loader: () => loadFeatureCatalog('account'),
  component: ResetEmailScreen,
})
