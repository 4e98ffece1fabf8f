import { createFileRoute } from '@tanstack/react-router'
import { ResetDoneScreen } from '../features/account/ResetPasswordScreens.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/resetpassword/done')({
  loader: () => loadFeatureCatalog('account'),
  component: ResetDoneScreen,
})
