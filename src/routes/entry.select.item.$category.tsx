import { createFileRoute, redirect } from '@tanstack/react-router'
import { isItemCategoryParam } from '../domain/entryRules.ts'
import { ItemSelectScreen } from '../features/entry/ItemSelectScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/entry/select/item/$category')({
  beforeLoad: ({ params }) => {
    if (!isItemCategoryParam(params.category)) throw redirect({ to: '/entry', replace: true })
  },
  // The collection's labels and ownership badges are the player catalog's.
  loader: () => Promise.all([loadFeatureCatalog('entry'), loadFeatureCatalog('player')]),
  component: function ItemSelectRoute() {
    const { category } = Route.useParams()
    return isItemCategoryParam(category) ? <ItemSelectScreen kind={category} /> : null
  },
})
