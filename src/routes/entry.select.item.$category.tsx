import { createFileRoute, redirect } from '@tanstack/react-router'
import { isItemCategoryParam } from '../domain/entryRules.ts'
import { ItemSelectScreen } from '../features/entry/ItemSelectScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/entry/select/item/$category')({
  beforeLoad: ({ params }) => {
    if (!isItemCategoryParam(params.category)) throw redirect({ to: '/entry', replace: true })
  },
  loader: () => loadFeatureCatalog('entry'),
  component: function ItemSelectRoute() {
    const { category } = Route.useParams()
    return isItemCategoryParam(category) ? <ItemSelectScreen kind={category} /> : null
  },
})
