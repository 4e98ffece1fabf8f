import { createFileRoute } from '@tanstack/react-router'
import { purchaseProductSearchSchema } from '../domain/routeSearch.ts'
import { CardRegisterScreen } from '../features/purchase/CardRegisterScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/purchase/cardregister')({
  validateSearch: purchaseProductSearchSchema,
  loader: () => loadFeatureCatalog('purchase'),
  component: function CardRegisterRoute() {
    return <CardRegisterScreen product={Route.useSearch().product} />
  },
})
