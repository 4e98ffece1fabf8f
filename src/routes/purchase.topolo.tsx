import { createFileRoute } from '@tanstack/react-router'
import { PurchaseTopoloScreen } from '../features/purchase/PurchaseTopoloScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/purchase/topolo')({
  loader: () => loadFeatureCatalog('purchase'),
  component: PurchaseTopoloScreen,
})
