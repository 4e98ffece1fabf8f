import { createFileRoute, useRouterState } from '@tanstack/react-router'
import { InheritanceScreen } from '../features/account/InheritanceScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/signuptop/qrpopup')({
  loader: () => loadFeatureCatalog('account'),
  component: InheritanceRoute,
})

function InheritanceRoute() {
  // The raw query: the inheritance parser decodes and strips the values itself.
  const search = useRouterState({ select: (state) => state.location.searchStr })
  return <InheritanceScreen search={search} />
}
