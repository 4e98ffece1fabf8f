import { createFileRoute } from '@tanstack/react-router'
import { ChangeInformationScreen } from '../features/account/ChangeInformationScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/changeinformation')({
  loader: () => loadFeatureCatalog('account'),
  component: ChangeInformationScreen,
})
