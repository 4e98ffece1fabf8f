import { createFileRoute } from '@tanstack/react-router'
import { PurchaseConfirmScreen } from '../features/purchase/PurchaseConfirmScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/purchase/confirm/$productid')({
  loader: () => loadFeatureCatalog('purchase'),
  component: function PurchaseConfirmRoute() {
    const { productid } = Route.useParams()
    const id = /^[1-9][0-9]{0,8}$/.test(productid) ? Number(productid) : null
    return <PurchaseConfirmScreen productId={id} />
  },
})
