import { createFileRoute } from '@tanstack/react-router'
import { purchaseProductSearchSchema } from '../domain/routeSearch.ts'
import { CardConfirmScreen } from '../features/purchase/CardConfirmScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/purchase/cardconfirm')({
  validateSearch: purchaseProductSearchSchema,
  loader: () => loadFeatureCatalog('purchase'),
  component: function CardConfirmRoute() {
    return <CardConfirmScreen product={Route.useSearch().product} />
  },
})
