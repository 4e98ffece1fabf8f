import { createFileRoute, redirect } from '@tanstack/react-router'
import { isMasterId } from '../domain/entryRules.ts'
import { ItemDetailScreen } from '../features/collection/ItemDetailScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/mypage/detail/item/$itemid')({
  beforeLoad: ({ params }) => {
    if (!isMasterId(params.itemid)) throw redirect({ to: '/mypage', hash: 'item', replace: true })
  },
  loader: () => loadFeatureCatalog('player'),
  component: function DetailRoute() {
    const { itemid } = Route.useParams()
    return <ItemDetailScreen id={Number(itemid)} />
  },
})
